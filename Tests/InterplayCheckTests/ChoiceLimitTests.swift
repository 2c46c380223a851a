import Foundation
import InterplayCheck
import InterplayDrivers
import InterplayTestSupport
import Testing

/// A step's nondeterministic choices are bounded: a model whose choices multiply past
/// ``ModelLimits/maxChoicesPerStep`` within one step gets a `choice limit` fault, not
/// 2^n successors.
@Suite struct ChoiceLimitTests {
  @Test func choicesInAnEventlessLoopStopAtTheLimit() throws {
    let folder = TemporaryFolder()
    let path = folder.write(
      "model.ipl",
      """
      system Chooser
      actor Go budget 1 { event { go } }
      behaviour Spinner {
        observes Go.event
        var n: Int(0...20) = 0
        initial state Idle {
          on Go.go -> Spin
        }
        state Spin {
          always [n < 20] -> Spin {
            n = n + 1
            choose {
              n = n
            } or {
              n = n
            }
          }
          always [n == 20] -> Idle
          ignore Go.go
        }
      }
      """)
    let report = CheckDriver.check(paths: [path], options: CheckRunOptions())
    let result = try #require(report.results.first)
    let messages = result.violations.map(\.message)
    #expect(
      messages.contains { $0.contains("nondeterministic choices") },
      "\(messages)")
    // 1,024 ways at most from the state before the step, plus the rest of the graph.
    #expect(result.statistics.states < 5_000)
  }
}

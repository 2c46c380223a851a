import Foundation
import InterplayDiagnostics
import InterplayDrivers
import InterplayPipeline
import InterplayTestSupport
import Testing

/// The disagreements between `run` and `check` reported against the old two matchers,
/// each held by a test.
@Suite struct VerdictRegressionTests {
  static let counter = """
    system Counter
    actor Counter {
      request { bump(n: Int(0...3)) }
      initial state Idle { on bump(n) -> Idle }
    }

    """

  static func write(_ text: String) throws -> (TemporaryFolder, String) {
    let folder = TemporaryFolder()
    let path = folder.path + "/model.ipl"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return (folder, path)
  }

  /// `bump(2 + 2)` for an `Int(0...3)`: lint clean, `run` FAIL and `check` "possible"
  /// before; now one resolution error for every command.
  @Test func anArgumentThatIsNotAValueIsAResolutionError() throws {
    let (folder, path) = try Self.write(
      Self.counter + """
        actor Client { requests Counter.request }
        sequence Bump {
          Client -> Counter: bump(2 + 2)
        }
        """)
    defer { _ = folder }
    let ids = [
      ModelPipeline.load(paths: [path], options: .linting).diagnostics,
      CheckDriver.check(paths: [path]).diagnostics,
      RunDriver.run(paths: [path]).diagnostics,
    ].map { $0.filter { $0.severity == .error }.map(\.id.rawValue) }
    for found in ids { #expect(found == ["type.int-out-of-range"]) }
    #expect(CheckDriver.check(paths: [path]).status == .inputError)
    #expect(RunDriver.run(paths: [path]).status == .inputError)
  }

  /// A forbidden sequence that `check` proves violated was `PASS ... (1 steps)` in `run`.
  @Test func aForbiddenSequenceThatHappensFailsTheRun() throws {
    let (folder, path) = try Self.write(
      Self.counter + """
        actor Client { requests Counter.request }
        forbidden sequence NeverBumpsTwo {
          Client -> Counter: bump(2)
        }
        """)
    defer { _ = folder }
    let check = CheckDriver.check(paths: [path])
    #expect(check.results.first?.sequences.first?.outcome == .violated)
    let run = RunDriver.run(paths: [path])
    let outcome = try #require(run.systems.first?.outcomes.first)
    #expect(outcome.status == .failed)
    #expect(outcome.failure?.reason == "the forbidden sequence happens")
    #expect(RunTextRenderer().render(run).hasPrefix("FAIL Counter.NeverBumpsTwo"))
  }

  /// A stub outside the sequence acts freely in `run` as in `check`: the behaviour's
  /// request to it is answered, where `run` used to stop as quiescent.
  @Test func aStubOutsideTheSequenceActsInRunAsInCheck() throws {
    let (folder, path) = try Self.write(
      """
      system Outside
      actor Button { event { pressed } }
      actor Store { request { load -> Bool } }
      actor Screen {
        observes Button.event
        requests Store.request
        initial state Idle {
          on Button.pressed -> Loading { send Store.load }
        }
        state Loading {
          on reply Store.load(ok) -> Idle
          ignore Button.pressed
        }
      }
      sequence PressTwice {
        Button -> Screen: pressed
        Button -> Screen: pressed
      }
      """)
    defer { _ = folder }
    let check = CheckDriver.check(paths: [path])
    let verdict = try #require(check.results.first?.sequences.first)
    let run = try #require(RunDriver.run(paths: [path]).systems.first?.outcomes.first)
    #expect(verdict.outcome == .holds)
    #expect(run.status == .passed, "\(run.failure?.reason ?? "")")
  }
}

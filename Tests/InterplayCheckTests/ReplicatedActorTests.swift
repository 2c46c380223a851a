import Foundation
import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

@testable import InterplayCheck

/// Models written with replicated actors check exactly as the same models written out
/// actor by actor: the paired philosophers have the same states, transitions and verdicts.
@Suite struct ReplicatedActorTests {
  static func result(_ relative: String) throws -> CheckResult {
    let path = TestPaths.repositoryRoot.appendingPathComponent(relative).path
    let report = CheckDriver.check(paths: [path], options: CheckRunOptions())
    #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty, "\(report.diagnostics)")
    return try #require(report.results.first)
  }

  @Test(arguments: 3...5)
  func replicatedPhilosophersMatchTheWrittenOut(_ count: Int) throws {
    let replicated = try Self.result("Benchmarks/check/models/replicated/philosophers_\(count).ipl")
    let written = try Self.result("Benchmarks/check/models/philosophers_\(count).ipl")
    #expect(replicated.statistics.states == written.statistics.states)
    #expect(replicated.statistics.transitions == written.statistics.transitions)
    #expect(replicated.statistics.depth == written.statistics.depth)
    #expect(replicated.violations.isEmpty && written.violations.isEmpty)
    #expect(replicated.system.actorName(count + 1) == "Phil[0]")
  }

  @Test(arguments: 3...6)
  func replicatedLeaderElectionElectsWithoutFaults(_ count: Int) throws {
    let result = try Self.result("Benchmarks/check/models/replicated/leader_\(count).ipl")
    #expect(result.violations.isEmpty)
    #expect(result.isComplete)
  }

  /// Every philosopher taking its left fork first: the ring deadlocks, and the shortest
  /// counterexample ends with every philosopher holding one fork and waiting for another.
  @Test func aSymmetricRingDeadlocks() throws {
    let folder = TemporaryFolder()
    let path = folder.path + "/ring.ipl"
    let text = """
      system Ring
      enum Ack { ok }
      actor Starter budget 1 {
        event { go }
      }
      actor Fork[i in 0...2] {
        request { take -> Ack, put }
        initial state Free {
          on take -> Taken { reply ok }
        }
        state Taken {
          on put -> Free
          defer take
        }
      }
      actor Phil[i in 0...2] {
        observes Starter.event
        requests Fork[i].request, Fork[(i + 1) % 3].request
        initial state Idle {
          on Starter.go -> WaitFirst { send Fork[i].take }
        }
        state WaitFirst {
          on reply Fork[i].take -> WaitSecond { send Fork[(i + 1) % 3].take }
        }
        state WaitSecond {
          on reply Fork[(i + 1) % 3].take -> Eating
        }
        state Eating {
          entry {
            send Fork[i].put
            send Fork[(i + 1) % 3].put
          }
        }
      }
      """
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let report = CheckDriver.check(paths: [path], options: CheckRunOptions())
    let result = try #require(report.results.first)
    let deadlock = try #require(result.violations.first { $0.check == .deadlock })
    let run = deadlock.counterexample
    // The bell, then for each philosopher: it takes the bell and asks for its first
    // fork, the fork grants it, and it takes the grant and asks for the second, which its
    // neighbour holds: 1 + 3 * 3 = 10 steps.
    #expect(run.length == 10)
    let system = result.system
    let last = try #require(run.states.last)
    for index in 0..<3 {
      let phil = try #require(
        (0..<system.actorCount).first { system.actorName($0) == "Phil[\(index)]" })
      #expect(system.activeLeaves(phil, in: last) == ["WaitSecond"])
    }
  }
}

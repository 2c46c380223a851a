import Foundation
import InterplayCheck
import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

/// `ignore reply S.q` and `defer reply S.q` act on the reply exactly as `ignore` and
/// `defer` act on an ordinary notification: in the one step function, so the checker,
/// the executor and trace replay agree on it.
@Suite struct ReplyIgnoreDeferTests {
  /// The bug: both forms parsed, linted clean and appeared in `--dump-model`, but the
  /// resolver filed them as an ignore (defer) of the request case itself, which the
  /// requester never takes; the checker then reported every reply arriving in such a
  /// state as `check.unhandled`.
  @Test func regressionIgnoreAndDeferReplyWereNoOpsAndRepliesReportedUnhandled() throws {
    for name in ["ignored_reply.ipl", "deferred_reply.ipl"] {
      let result = try CheckFixture.check(name)
      #expect(result.isComplete)
      #expect(result.violations.map(\.message) == [], "\(name)")
      #expect(!result.violations.contains { $0.check == .unhandled }, "\(name)")
    }
  }

  @Test func anIgnoredReplyIsDiscardedWhereItIsIgnored() throws {
    let result = try CheckFixture.check("ignored_reply.ipl")
    #expect(result.violations.isEmpty)
    // Every state and transition is reached: the ignored answer does not stall the
    // client, which still gets to Done on the second answer.
    #expect(result.coverage.isEmpty)
  }

  @Test func withoutTheIgnoreTheEarlyReplyIsUnhandled() throws {
    // The control: the same model without its `ignore reply` lines.
    let source = try String(
      contentsOfFile: CheckFixture.path("ignored_reply.ipl"), encoding: .utf8)
    let stripped = source.components(separatedBy: "\n")
      .filter { !$0.contains("ignore reply") }.joined(separator: "\n")
    let folder = TemporaryFolder()
    let path = folder.write("unignored_reply.ipl", stripped)
    let report = CheckDriver.check(paths: [path])
    let result = try #require(report.results.first)
    let violation = try CheckFixture.violation(result, .unhandled)
    #expect(
      violation.message
        == "unhandled notification: 'Client' took reply Oracle.ask(yes) from 'Oracle' and no active state handles, ignores or defers it"
    )
    #expect(
      CheckFixture.steps(violation.counterexample, in: result) == [
        "#1 stub Oracle takes Oracle.ask from Client",
        "#2 Client takes reply Oracle.ask(yes) from Oracle: unhandled",
      ])
  }

  @Test func aDeferredReplyStaysQueuedUntilAStateHandlesIt() throws {
    let result = try CheckFixture.check("deferred_reply.ipl")
    #expect(result.violations.isEmpty)
    #expect(result.coverage.isEmpty)
    // Some reachable state has the client still Asking with the answer deferred in its
    // queue: it was kept, not dropped.
    let system = result.system
    let client = try #require((0..<system.actorCount).first { system.actorName($0) == "Client" })
    let graph = ModelChecker(system: system).exploreGraph()
    let kept = (0..<graph.count).map(graph.state).contains { state in
      system.activeLeaves(client, in: state) == ["Asking"]
        && system.queue(client, in: state).contains { $0.isReply }
    }
    #expect(kept)
  }
}

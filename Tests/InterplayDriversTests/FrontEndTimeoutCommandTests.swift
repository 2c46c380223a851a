import Foundation
import InterplayModel
import InterplayPipeline
import InterplayTestSupport
import Testing

/// Issue #35: `--timeout` bounds the whole command, the front end included, and target
/// lookup stays linear in the states of a chart.
@Suite struct FrontEndTimeoutCommandTests {
  /// An actor of `count` states in a chain, each with a transition to the next.
  static func chain(_ count: Int) -> String {
    var text = "system Chain\n\nactor Source budget 1 {\n  event { go }\n}\n\n"
    text += "actor Chain {\n  observes Source.event\n"
    text += "  initial state S0 { on Source.go -> S1 }\n"
    for index in 1..<count {
      text += "  state S\(index) { on Source.go -> S\((index + 1) % count) }\n"
    }
    return text + "}\n"
  }

  /// 100,000 chained states take seconds to read in a debug build (46 s before the name
  /// index): `--timeout 0.2` stops `check` and `run` during the front end with exit 2 and
  /// says so, in far less time than reading takes.
  @Test(arguments: ["check", "run"])
  func theTimeoutBoundsTheFrontEnd(_ command: String) throws {
    let folder = TemporaryFolder()
    let path = folder.write("chain.ipl", Self.chain(100_000))
    let run = try CommandLineRun.run([command, path, "--timeout", "0.2"], timeout: 30)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(
      run.errors
        == "error: stopped at --timeout 0.20s before the search: reading and compiling the "
        + "models took longer [limit.timeout]\n")
    #expect(run.seconds < 5)
  }

  /// A timeout the front end stays within leaves the search its own answer.
  @Test func aTimeoutTheFrontEndMeetsChecksAsBefore() throws {
    let folder = TemporaryFolder()
    let path = folder.write("chain.ipl", Self.chain(10))
    let run = try CommandLineRun.run(["check", path, "--timeout", "60", "--no-timing"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.hasPrefix("Chain: 3 states"))
  }

  /// Target lookup is one dictionary probe: 20,000 chained states resolve, each target
  /// found, without a diagnostic (the scan over siblings made this quadratic).
  @Test func chainedTargetsResolve() throws {
    let folder = TemporaryFolder()
    let path = folder.write("chain.ipl", Self.chain(20_000))
    let report = ModelPipeline.load(paths: [path], options: .linting)
    #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty)
    let states = try #require(report.systems.first?.model.actors.last?.chart?.states)
    #expect(states.count == 20_000)
    for index in [0, 1, 9_999, 19_999] {
      #expect(
        states[index].transitions.map(\.targets) == [[.state(StateID((index + 1) % 20_000))]])
    }
  }
}

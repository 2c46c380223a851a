import Foundation
import InterplayCheck
import InterplayDrivers
import InterplayTestSupport
import Testing

/// Issue #35: `report` and `preview` take `check`'s search bounds, with defaults, so a
/// large model gives a page in the time a user waits; a cancelled search stops at once.
@Suite struct SearchBoundsCommandTests {
  static let accountApp = TestPaths.diagrams.appendingPathComponent("AccountApp/AccountApp.ipl")
    .path

  /// AccountApp's whole search takes half a minute or more in a debug build: a one-second
  /// timeout writes the page with the search stopped, and exit 0 (the page was written).
  @Test func aReportStopsAtItsTimeout() throws {
    let folder = TemporaryFolder()
    let run = try CommandLineRun.run(
      ["report", Self.accountApp, "--timeout", "1", "--output", folder.path + "/out"],
      timeout: 120)
    #expect(run.status == 0, "\(run.errors)")
    let page = try #require(folder.read("out/index.html"))
    #expect(page.contains("--timeout 1"))
  }

  @Test(arguments: [
    (["--timeout", "0"], "'--timeout' must be positive"),
    (["--max-states", "0"], "'--max-states' must be positive"),
    (["--max-memory", "lots"], "'--max-memory' takes a size such as 512M or 1G, not 'lots'"),
  ])
  func badBoundsAreUsageErrors(_ flags: [String], _ message: String) throws {
    for command in ["report", "preview"] {
      let run = try CommandLineRun.run([command, Self.accountApp] + flags)
      #expect(run.status == 64)
      #expect(run.errors.contains(message), "\(command): \(run.errors)")
    }
  }

  /// A search whose cancellation was requested stops at its first budget check, with the
  /// limit `cancelled`, far short of the whole graph.
  @Test func aCancelledSearchStops() throws {
    let system = try #require(CheckDriver.compile(paths: [Self.accountApp]).systems.first?.0)
    var options = CheckOptions(reportsCoverage: false)
    let cancellation = SearchCancellation()
    cancellation.cancel()
    options.cancellation = cancellation
    let result = ModelChecker(system: system, options: options).run()
    #expect(result.limit == .cancelled)
    #expect(result.statistics.states < 10_000)
    #expect(LimitReached.cancelled.description == "a cancellation")
  }
}

import Foundation
import InterplayTestSupport
import Testing

/// SIGINT (Ctrl-C) and SIGTERM end a search as a limit does: the report with its
/// partial statistics, and exit 2.
@Suite struct InterruptionCommandTests {
  let folder = TemporaryFolder()

  /// Eight stubs that may each emit twenty times: far more states than any test waits for.
  func endlessModel() -> String {
    let stubs = (1...8).map { "service S\($0) budget 20 {\n  event { e }\n}\n" }
    let observed = (1...8).map { "S\($0).event" }.joined(separator: ", ")
    let ignored = (1...8).map { "    ignore S\($0).e\n" }.joined()
    return folder.write(
      "endless.ipl",
      "system Endless\n" + stubs.joined()
        + "behaviour B {\n  observes \(observed)\n  initial state Idle {\n\(ignored)  }\n}\n")
  }

  @Test(arguments: [SIGINT, SIGTERM])
  func aSignalStopsTheSearchWithPartialStatistics(_ signal: Int32) throws {
    let model = endlessModel()
    let run = try CommandLineRun.run(
      ["check", model, "--no-timing", "--no-sequences"], timeout: 60,
      signal: (signal, after: 2))
    #expect(!run.timedOut)
    #expect(run.status == 2)
    let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
    #expect(
      run.output.contains(
        "Endless: incomplete: the search stopped at \(name); the statistics are partial"))
    #expect(run.output.hasPrefix("Endless: "))
  }

  /// A render ended by SIGTERM leaves no hidden temporary file behind, whenever the
  /// signal lands (while a diagram is being written, or between two).
  @Test(arguments: [0.2, 0.5, 0.8])
  func aSignalledRenderLeavesNoTemporaryFiles(_ delay: Double) throws {
    let models = TestPaths.bundledModels.map(\.path)
    let run = try CommandLineRun.run(
      ["render"] + models + ["-o", "out"], in: folder.path, timeout: 120,
      signal: (SIGTERM, after: delay))
    #expect(!run.timedOut)
    #expect(run.status == 128 + SIGTERM || run.status == 0)
    let left = (try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/out")) ?? []
    #expect(!left.contains { $0.hasPrefix(".") }, "\(left.filter { $0.hasPrefix(".") })")
  }
}

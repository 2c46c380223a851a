import Foundation
import InterplayDiagnostics
import InterplayPipeline
import InterplayTestSupport
import Testing

/// Inputs that are not plain model files (devices, FIFOs, /proc files, NUL in a path,
/// folders) get a diagnostic with a stable id at once: never a hang, an unbounded read or
/// their content in the output. The fixtures are `Tests/Fixtures/Hostile/io-*`.
@Suite struct HostileInputTests {
  let folder = TemporaryFolder()

  static func fixture(_ name: String) -> String {
    TestPaths.fixtures.appendingPathComponent("Hostile/" + name).path
  }

  private func lint(_ paths: [String], config: String? = nil) -> PipelineResult {
    ModelPipeline.load(
      paths: paths, options: PipelineOptions(configurationPath: config, lastStage: .lint))
  }

  private func ids(_ report: PipelineResult) -> [String] { report.diagnostics.map(\.id.rawValue) }

  @Test func deviceNamedOnTheCommandLineIsNotRead() {
    let report = lint(["/dev/zero"])
    #expect(ids(report) == ["load.not-a-regular-file"])
    #expect(
      report.diagnostics[0].message == "'/dev/zero' is a character device, not a regular file")
    #expect(report.status == .inputError)
  }

  @Test func importOfADeviceIsNotRead() {
    let report = lint([Self.fixture("io-import-dev-zero.ipl")])
    #expect(ids(report) == ["load.not-a-regular-file"])
    #expect(report.sources.location(of: report.diagnostics[0].range).line == 3)
  }

  @Test func importOfAProcFileIsRefusedAndNeverShown() {
    let report = lint([Self.fixture("io-import-proc-environ.ipl")])
    #expect(ids(report) == ["load.special-file"])
    let text = TextDiagnosticRenderer(annotated: true).render(
      report.diagnostics, in: report.sources)
    #expect(!text.contains("PATH="))
    #expect(!report.sources.files.contains { $0.path.hasPrefix("/proc/") })
  }

  @Test func nulInAnImportPathIsAnError() {
    let report = lint([Self.fixture("io-import-nul.ipl")])
    #expect(ids(report) == ["load.invalid-path"])
    #expect(report.diagnostics[0].message.contains("NUL"))
  }

  @Test func importOfAFolderIsAnError() {
    let report = lint([Self.fixture("io-import-folder.ipl")])
    #expect(ids(report) == ["load.not-a-file"])
  }

  @Test func fifoInAnInputFolderIsReportedNeverOpened() throws {
    folder.write("models/a.ipl", "system A\nenum E { x }\n")
    #expect(mkfifo(folder.path + "/models/x.ipl", 0o644) == 0)
    let report = lint([folder.path + "/models"])
    let fifo = report.diagnostics.first { $0.id == "load.not-a-regular-file" }
    #expect(fifo?.message == "'\(folder.path)/models/x.ipl' is a FIFO, not a regular file")
    #expect(report.status == .inputError)
  }

  @Test func configurationThatIsADeviceIsNotRead() {
    let model = folder.write("a.ipl", "system A\nenum E { x }\n")
    let report = lint([model], config: "/dev/zero")
    let config = report.diagnostics.first { $0.id == "config.unreadable" }
    #expect(config?.message == "'/dev/zero' is a character device, not a regular file")
    #expect(report.status == .inputError)
  }

  @Test func readerChecksTheSizeBeforeReading() {
    let path = folder.write("exact.ipl", String(repeating: "x", count: 100))
    #expect((try? FileReader.read(path, limit: 100).get())?.count == 100)
    #expect(FileReader.read(path, limit: 99) == .failure(.tooLarge(100, 99)))
    // A file that reports size 0 but holds text, as every file under /proc does.
    #expect(FileReader.read("/proc/self/status", limit: 1 << 20) == .failure(.special))
    #expect(
      FileReader.read("/dev/null", limit: 10) == .failure(.notRegular(kind: "a character device")))
    #expect(FileReader.read(path + "\u{0}.txt", limit: 100) == .failure(.invalidPath))
    #expect(FileReader.read(folder.path, limit: 100) == .failure(.folder))
  }
}

import Foundation
import InterplayDiagnostics
import InterplayDrivers
import InterplayTestSupport
import Testing

/// The fuzz target's probe (``PipelineProbe``) over every hostile fixture
/// (`Tests/Fixtures/Hostile/`, where `Scripts/fuzz.sh` also saves the inputs that crashed
/// it), every bundled model and every fixture: each one reports, with a documented exit
/// status, and the formatter keeps its meaning. A trap would end the test process.
@Suite struct HostileCorpusTests {
  static let hostile = TestPaths.fixtures.appendingPathComponent("Hostile")

  /// Every file of the hostile folder, whatever its extension, and every model.
  static let inputs: [String] = {
    let files =
      (try? FileManager.default.contentsOfDirectory(atPath: hostile.path))?.sorted()
      .map { hostile.appendingPathComponent($0).path } ?? []
    return files + TestPaths.iplFiles(under: TestPaths.diagrams).map(\.path)
      + TestPaths.iplFiles(under: TestPaths.fixtures).map(\.path).filter {
        !$0.contains("/Hostile/")
      }
  }()

  @Test func theCorpusHoldsTheBundledModels() {
    #expect(Self.inputs.contains { $0.hasSuffix("Diagrams/AccountApp/AccountApp.ipl") })
    #expect(Self.inputs.count > 100)
  }

  @Test(arguments: inputs)
  func probeReportsWithoutDefect(_ path: String) throws {
    guard let data = FileManager.default.contents(atPath: path) else { return }
    let folder = TemporaryFolder()
    let started = Date()
    let outcome = PipelineProbe.run(Array(data), in: folder.path)
    #expect(outcome.defect == nil, "\(path): \(outcome.defect ?? "")")
    #expect(
      [ExitStatus.clean, .findings, .incomplete, .inputError].contains(outcome.status),
      "\(path): exit \(outcome.status.rawValue)")
    #expect(Date().timeIntervalSince(started) < 30, "\(path) took too long")
  }
}

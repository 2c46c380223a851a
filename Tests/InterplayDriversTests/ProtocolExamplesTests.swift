import Foundation
import InterplayCheck
import InterplayDiagnostics
import InterplayDrivers
import InterplayPipeline
import InterplayTestSupport
import Testing

/// The models of public protocol sequence diagrams under `Examples/Protocols` lint
/// clean, check without a violation, pass every sequence, and export to Mermaid and
/// PlantUML.
@Suite struct ProtocolExamplesTests {
  static let models: [String] = TestPaths.iplFiles(
    under: TestPaths.repositoryRoot.appendingPathComponent("Examples/Protocols")
  ).map(\.path)

  @Test func thereAreProtocolExamples() {
    #expect(Self.models.count >= 5)
  }

  @Test(arguments: models)
  func lintIsClean(_ path: String) {
    let lint = ModelPipeline.load(paths: [path], options: .linting)
    #expect(lint.diagnostics.isEmpty, "\(path): \(lint.diagnostics)")
    #expect(lint.status == .clean, "\(path)")
  }

  @Test(arguments: models)
  func checkFindsNoViolation(_ path: String) {
    let compiled = CheckDriver.compile(paths: [path])
    #expect(!compiled.systems.isEmpty, "\(path)")
    for (system, _) in compiled.systems {
      let result = ModelChecker(system: system, options: CheckOptions(reportsCoverage: false))
        .run()
      #expect(result.violations.isEmpty, "\(path): \(result.violations)")
    }
  }

  @Test(arguments: models)
  func everySequencePasses(_ path: String) {
    let compiled = CheckDriver.compile(paths: [path])
    for (system, _) in compiled.systems {
      #expect(!system.model.sequences.isEmpty, "\(path)")
      let outcomes = RunDriver.outcomes(of: system.model.sequences, in: system)
      for outcome in outcomes {
        #expect(outcome.status == .passed, "\(path): \(outcome.failure?.reason ?? "")")
      }
    }
  }

  @Test(arguments: models)
  func exportsToMermaidAndPlantUML(_ path: String) throws {
    for format in ["mermaid", "plantuml"] {
      let folder = TemporaryFolder()
      let run = try CommandLineRun.run(
        ["render", path, "--format", format, "--output", folder.path], timeout: 120)
      #expect(run.status == 0, "\(path) \(format): \(run.errors)")
      let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(files.contains { $0.contains("-sequence-") }, "\(path) \(format): \(files)")
      for file in files {
        let text = try String(contentsOfFile: folder.path + "/" + file, encoding: .utf8)
        #expect(!text.isEmpty, "\(path) \(format): \(file) is empty")
      }
    }
  }
}

import Foundation
import InterplayDiagnostics
import InterplayModel
import InterplayPipeline
import InterplayTestSupport
import Testing

@testable import InterplayRender

/// Models the render tests draw: the bundled diagrams and inline sources.
enum RenderFixtures {
  /// Every bundled model file (`Diagrams/**/*.ipl`, the `bad` examples left out).
  static let diagramFiles: [URL] = TestPaths.iplFiles(under: TestPaths.diagrams)
    .filter { !$0.path.contains("/bad/") }

  /// The model in a bundled file; fails the test when it does not resolve cleanly.
  static func model(at url: URL) throws -> Model {
    let report = ModelPipeline.load(paths: [url.path], options: .linting)
    let errors = report.diagnostics.filter { $0.severity == .error }
    let rendered = TextDiagnosticRenderer().render(errors, in: report.sources)
    #expect(errors.isEmpty, "\(rendered)")
    return try #require(report.models.first)
  }

  /// The model of some source text, written to a temporary file named `fileName`.
  static func model(_ source: String, fileName: String = "test.ipl") throws -> Model {
    try lint(source, fileName: fileName).model
  }

  /// The model and every diagnostic of some source text.
  static func lint(_ source: String, fileName: String = "test.ipl") throws -> (
    model: Model, diagnostics: [Diagnostic]
  ) {
    let folder = TemporaryFolder()
    let path = folder.write(fileName, source)
    let report = ModelPipeline.load(paths: [path], options: .linting)
    let errors = report.diagnostics.filter { $0.severity == .error }
    let rendered = TextDiagnosticRenderer().render(errors, in: report.sources)
    #expect(errors.isEmpty, "\(rendered)")
    return (try #require(report.models.first), report.diagnostics)
  }

  /// The diagram of a kind and subject among a model's diagrams, its text measured with
  /// `textMetrics`.
  static func diagram(
    _ model: Model, _ kind: Diagram.Kind, _ subject: String,
    textMetrics: TextMetrics = .engine
  ) throws -> Diagram {
    try #require(
      ModelDiagrams.diagrams(for: model, textMetrics: textMetrics).first {
        $0.kind == kind && $0.subject == subject
      })
  }
}

/// Writes a PNG of the diagram into `$RENDER_PREVIEW_DIR` when that is set, so a person
/// can look at what a test draws. Does nothing otherwise.
func preview(_ diagram: Diagram) throws {
  guard let folder = ProcessInfo.processInfo.environment["RENDER_PREVIEW_DIR"] else { return }
  let report = DiagramWriter.write([diagram], format: .png, to: folder)
  #expect(report.failures.isEmpty)
}

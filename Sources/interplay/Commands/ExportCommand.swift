import ArgumentParser
import Foundation
import InterplayDiagnostics
import InterplayDrivers
import InterplayLint

/// `interplay export scxml|mermaid|plantuml PATH...`: the models in another format.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write modelled actors' statecharts as SCXML, or diagrams as Mermaid or PlantUML.",
    discussion: """
      scxml: reads models through the same pipeline as lint and check; a model with input \
      errors (exit 65) or lint findings (exit 1) is not exported. One chart is printed \
      unless --output is given; several need --output DIR (or --actor NAME), where each \
      becomes System.Actor.scxml. A construct SCXML cannot express is an error \
      (export.unsupported, exit 65) at its line, and that chart is not written; with \
      --lossy every chart is written, each such construct approximated (payloads as \
      <param> and _event.data, replies as reply.Actor.case events, the rest as XML \
      comments in place) and listed as a warning (export.approximated). \
      mermaid and plantuml: the diagrams `render --format mermaid|plantuml` writes, the \
      same text under the same file names (--kind picks the diagrams, --actor one actor's \
      statechart); one diagram is printed unless --output is given, several need --output \
      DIR. SVG, PNG and DOT are drawn by `interplay render --format svg|png|dot`.
      """)

  /// The formats that can be exported.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    /// W3C SCXML 1.0.
    case scxml
    /// Mermaid source, as `render --format mermaid` writes it.
    case mermaid
    /// PlantUML source, as `render --format plantuml` writes it.
    case plantuml

    /// The format named `text`, or a usage error that lists the formats `export` and
    /// `render` write.
    static func parse(_ text: String) throws -> Format {
      if let format = Format(rawValue: text) { return format }
      // ArgumentParser prefixes "The value 'svg' is invalid for '<format>': ".
      var message = "export writes scxml, mermaid or plantuml"
      let lowered = text.lowercased()
      if ["svg", "png", "dot"].contains(lowered) {
        message += "; \(lowered) is drawn by `interplay render --format \(lowered)`"
      } else {
        message += "; `interplay render --format svg|png|dot|mermaid|plantuml` draws diagrams"
      }
      throw ValidationError(message)
    }
  }

  @Argument(
    help: "The format to write: scxml, mermaid or plantuml.",
    completion: .list(Format.allCases.map(\.rawValue)), transform: Format.parse)
  var format: Format

  @OptionGroup var input: InputOptions

  @Option(
    help: """
      Export only the modelled actor with this path (mermaid, plantuml: only its \
      statechart).
      """)
  var actor: String?

  @Option(
    help: """
      mermaid and plantuml: the diagrams to export: topology, statechart, sequence or all \
      (default: all; statechart with --actor).
      """)
  var kind: RenderCommand.Kind?

  @Option(
    name: [.short, .long],
    help: "The folder to write System.Actor.scxml files (or .mmd, .puml diagrams) into.")
  var output: String?

  @Flag(
    help: """
      scxml: write every chart, approximating what SCXML cannot express (a warning each) \
      instead of refusing the chart.
      """)
  var lossy = false

  @OptionGroup var configuration: ConfigurationOptions

  @OptionGroup var diagnostics: DiagnosticOutputOptions

  func validate() throws {
    if format == .scxml, kind != nil {
      throw ValidationError("'--kind' applies to mermaid and plantuml, not scxml")
    }
    if format != .scxml, lossy {
      throw ValidationError("'--lossy' applies to scxml, not \(format.rawValue)")
    }
    if actor != nil, let kind, kind != .statechart {
      throw ValidationError(
        "'--actor' picks a statechart; it cannot be combined with '--kind \(kind.rawValue)'")
    }
  }

  func run() throws {
    SignalHandling.install(searches: false)
    switch format {
    case .scxml: break
    case .mermaid: return try exportDiagrams(as: .mermaid)
    case .plantuml: return try exportDiagrams(as: .plantuml)
    }
    if let output {
      try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    }
    var options = configuration.pipeline(maxFileSize: input.maxFileSize)
    options.warningsAsErrors = options.warningsAsErrors || diagnostics.warningsAsErrors
    let report = ExportDriver.exportScxml(
      paths: input.paths, actor: actor, outputFolder: output, options: options, lossy: lossy)
    FileOutput.standardError.write(
      DiagnosticOutput.render(
        report.diagnostics, sources: report.sources, format: diagnostics.format,
        annotated: diagnostics.annotated, warningsAsErrors: diagnostics.warningsAsErrors))
    if let usage = report.usageError {
      FileOutput.standardError.write("error: \(usage)\n")
      throw ExitCode(ExitStatus.usage.rawValue)
    }
    if output == nil {
      if report.outputs.count > 1 {
        FileOutput.standardError.write(
          "error: \(report.outputs.count) charts: give --output DIR or --actor NAME\n")
        throw ExitCode(ExitStatus.usage.rawValue)
      }
      for document in report.outputs { print(document.text, terminator: "") }
    } else {
      for document in report.outputs { print(document.fileName) }
    }
    for error in report.writeErrors { FileOutput.standardError.write("error: \(error)\n") }
    if report.status != .clean { throw ExitCode(report.status.rawValue) }
  }
}

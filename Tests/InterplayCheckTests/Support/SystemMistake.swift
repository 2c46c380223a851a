import Foundation
import InterplayCheck
import InterplayDiagnostics
import InterplayDrivers
import InterplayLint
import InterplayPipeline
import InterplayRuntime
import InterplayTestSupport
import Testing

/// One mistake in `Diagrams/bad/<System>/`, the command that catches it, and what that
/// command prints.
struct SystemMistake: Sendable, CustomTestStringConvertible {
  /// The command a user runs.
  enum Tool: String, Sendable { case lint, check, run }

  /// `System/mistake`: the file's path under `Diagrams/bad/`, without `.ipl`.
  let name: String
  let tool: Tool
  let status: InterplayDiagnostics.ExitStatus
  /// The outline of the output (see ``outline(_:tool:)``), with `@` for the file's path.
  let lines: [String]

  init(_ name: String, _ tool: Tool, _ status: InterplayDiagnostics.ExitStatus, _ lines: [String]) {
    self.name = name
    self.tool = tool
    self.status = status
    self.lines = lines
  }

  var testDescription: String { "\(tool.rawValue) \(name)" }

  /// Runs the command as `interplay lint|check --no-timing|run FILE` does, with the file's
  /// path replaced by `@`.
  func run(in folder: URL) -> (output: String, status: InterplayDiagnostics.ExitStatus) {
    let path = folder.appendingPathComponent(name + ".ipl").path
    let output: String
    let status: InterplayDiagnostics.ExitStatus
    switch tool {
    case .lint:
      let report = ModelPipeline.load(
        paths: [path], options: PipelineOptions(discoversConfiguration: false, lastStage: .lint))
      output = DiagnosticOutput.render(report.diagnostics, sources: report.sources, format: .text)
      status = report.status
    case .check:
      let report = CheckDriver.check(paths: [path])
      output = CheckTextRenderer(timing: false).render(report)
      status = report.status
    case .run:
      let report = RunDriver.run(paths: [path])
      output = RunTextRenderer().render(report)
      status = report.status
    }
    return (output.replacingOccurrences(of: path, with: "@"), status)
  }

  /// The lines a reader scans: the unindented and once-indented lines (diagnostics,
  /// summaries, counterexample steps), every fault, and a divergence's expected and
  /// actual messages. A checker summary is cut after its depth.
  static func outline(_ output: String, tool: Tool) -> [String] {
    output.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line in
      let text = String(line)
      let indent = text.prefix { $0 == " " }.count
      let kept =
        indent <= 2 || text.hasPrefix("    fault: ")
        || (tool == .run && (text.hasPrefix("    expected: ") || text.hasPrefix("    actual: ")))
      guard kept else { return nil }
      // Bytes per state and store size follow the store's layout, not the model.
      if tool == .check, indent == 0, text.contains(" states, ") {
        return text.components(separatedBy: ", ").prefix(3).joined(separator: ", ")
      }
      return text
    }
  }
}

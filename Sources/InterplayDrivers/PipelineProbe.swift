import Foundation
import InterplayCheck
import InterplayDiagnostics
import InterplayModel
import InterplayPipeline
import InterplayRuntime
import InterplaySyntax

/// The whole pipeline on one text, as the fuzzer (`Fuzz/`) and the hostile-input tests
/// drive it: parse, format and parse the formatted text again, then load, lint, resolve
/// and compile it as `check` does, search at most ``maxStates`` states, and play every
/// sequence's verdict as `run` does.
///
/// What a hostile text may do is report; it must never trap or hang. What the probe
/// itself can see going wrong (the formatter changing the meaning of a file, an exit
/// status outside the documented ones) is returned as ``Outcome/defect``.
public enum PipelineProbe {
  /// The most states a probe's search stores: enough to step through a few hundred
  /// states of any model, few enough for thousands of probes a minute.
  public static let maxStates = 300

  /// What a probe found.
  public struct Outcome: Sendable {
    /// The status `check` would exit with.
    public var status: ExitStatus
    /// A defect of Interplay the probe saw, or nil.
    public var defect: String?
  }

  /// Runs the pipeline on `bytes`, written as `input.ipl` into `directory` (which must
  /// exist; the file is left there).
  public static func run(_ bytes: [UInt8], in directory: String) -> Outcome {
    if let defect = formatDefect(bytes) { return Outcome(status: .internalError, defect: defect) }
    let path = (directory as NSString).appendingPathComponent("input.ipl")
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
      return Outcome(status: .internalError, defect: "cannot write \(path)")
    }
    let options = CheckRunOptions(
      check: CheckOptions(
        limits: CheckLimits(maxStates: maxStates, maxMemory: 256 << 20, timeout: 10)),
      pipeline: PipelineOptions(discoversConfiguration: false))
    let report = CheckDriver.check(paths: [path], options: options)
    for result in report.results {
      for outcome in RunDriver.outcomes(playing: result) where outcome.name.isEmpty {
        return Outcome(status: .internalError, defect: "a sequence without a name")
      }
    }
    let status = report.status
    guard [.clean, .findings, .incomplete, .inputError].contains(status) else {
      return Outcome(status: status, defect: "check exited \(status.rawValue)")
    }
    return Outcome(status: status, defect: nil)
  }

  /// A text that parses without errors must format to a text that parses to the same
  /// tree, and formatting that text again must change nothing.
  static func formatDefect(_ bytes: [UInt8]) -> String? {
    let source = SourceFile(path: "input.ipl", bytes: bytes)
    let parsed = Parser.parse(source, file: FileID(0))
    guard parsed.diagnostics.isEmpty else { return nil }
    let formatted = Formatter.format(parsed.syntax, source: source)
    let reformattedSource = SourceFile(path: "input.ipl", text: formatted)
    let reparsed = Parser.parse(reformattedSource, file: FileID(0))
    guard reparsed.diagnostics.isEmpty else {
      return "the formatted text does not parse: \(reparsed.diagnostics[0].message)"
    }
    guard SyntaxDump.dump(reparsed.syntax) == SyntaxDump.dump(parsed.syntax) else {
      return "formatting changed the syntax tree"
    }
    guard Formatter.format(reparsed.syntax, source: reformattedSource) == formatted else {
      return "formatting is not idempotent"
    }
    return nil
  }
}

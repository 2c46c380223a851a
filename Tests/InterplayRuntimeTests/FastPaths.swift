import InterplayRuntime
import Testing

/// The step function's fast paths (per-chart decision tables, entry and exit masks of
/// small charts) on, as compiled by default, and off: tests that must hold both ways
/// take this as an argument.
enum FastPaths: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case on
  case off

  /// The compile options of this setting.
  var options: CompileOptions {
    switch self {
    case .on: CompileOptions()
    case .off: CompileOptions().withoutFastPaths
    }
  }

  var testDescription: String { "fast paths \(rawValue)" }
}

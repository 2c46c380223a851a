import InterplayRuntime
import Testing

/// The step function's fast paths (per-chart decision tables, entry and exit masks of
/// small charts) on, as compiled by default, and off: tests that must hold both ways
/// take this as an argument. Both settings check every read of the step function's
/// tables against their counts (``CompileOptions/checksTableBounds``): a wrong index
/// traps here instead of reading a neighbouring table, and the suites that compare the
/// two settings (on every bundled model and semantics fixture) run the checked mode.
enum FastPaths: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case on
  case off

  /// The compile options of this setting.
  var options: CompileOptions {
    switch self {
    case .on: CompileOptions().checkingTableBounds
    case .off: CompileOptions().withoutFastPaths.checkingTableBounds
    }
  }

  var testDescription: String { "fast paths \(rawValue)" }
}

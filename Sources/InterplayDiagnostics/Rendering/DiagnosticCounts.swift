/// How many diagnostics of each severity a run produced.
///
/// Only top-level diagnostics are counted; the notes and fix-its attached to a
/// diagnostic are part of it and never counted on their own.
public struct DiagnosticCounts: Hashable, Sendable {
  /// The number of diagnostics with severity ``Severity/error``.
  public var errors: Int
  /// The number of diagnostics with severity ``Severity/warning``.
  public var warnings: Int
  /// The number of diagnostics with severity ``Severity/note``.
  public var notes: Int

  /// Creates counts from explicit numbers.
  public init(errors: Int = 0, warnings: Int = 0, notes: Int = 0) {
    self.errors = errors
    self.warnings = warnings
    self.notes = notes
  }

  /// Counts the diagnostics of each severity.
  public init(_ diagnostics: [Diagnostic]) {
    self.init()
    for diagnostic in diagnostics {
      switch diagnostic.severity {
      case .error: errors += 1
      case .warning: warnings += 1
      case .note: notes += 1
      }
    }
  }

  /// The total number of diagnostics counted.
  public var total: Int { errors + warnings + notes }

  /// A short English summary such as `2 errors, 1 warning`, or `no issues` when nothing was found.
  ///
  /// Severities with a zero count are left out, so a run with only warnings reads
  /// `3 warnings`. The order is always errors, warnings, notes.
  public var summary: String {
    let parts = [
      Self.counted(errors, "error", "errors"),
      Self.counted(warnings, "warning", "warnings"),
      Self.counted(notes, "note", "notes"),
    ].compactMap { $0 }
    return parts.isEmpty ? "no issues" : parts.joined(separator: ", ")
  }

  private static func counted(_ count: Int, _ singular: String, _ plural: String) -> String? {
    switch count {
    case 0: nil
    case 1: "1 \(singular)"
    default: "\(count) \(plural)"
    }
  }
}

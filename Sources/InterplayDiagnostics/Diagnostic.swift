/// How serious a diagnostic is.
public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
  /// Informational: shown, never fails a run.
  case note
  /// A likely mistake; fails a run only with `--warnings-as-errors`.
  case warning
  /// The input is wrong; the run exits non-zero.
  case error

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  /// Orders severities from note to error.
  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A stable diagnostic identifier such as `parse.expected-brace` or `lint.unobserved-event`.
///
/// Ids are part of the public contract: tools filter and suppress on them.
public struct DiagnosticID: Hashable, Comparable, Sendable, Codable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The dotted id text.
  public let rawValue: String

  /// Creates an id from its text.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Creates an id from a string literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The id text.
  public var description: String { rawValue }

  /// Orders ids alphabetically.
  public static func < (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// A secondary location attached to a diagnostic, such as "'Idle' declared here".
public struct DiagnosticNote: Hashable, Sendable, Codable {
  /// The note text (lower-case, no trailing period).
  public let message: String
  /// Where the note points, if anywhere.
  public let range: SourceRange?

  /// Creates a note.
  public init(_ message: String, at range: SourceRange?) {
    self.message = message
    self.range = range
  }
}

/// One replacement of source text proposed by a fix-it.
public struct TextEdit: Hashable, Sendable, Codable {
  /// The text to replace (empty to insert).
  public let range: SourceRange
  /// The new text.
  public let replacement: String

  /// Creates an edit.
  public init(range: SourceRange, replacement: String) {
    self.range = range
    self.replacement = replacement
  }
}

/// A mechanical correction the user can apply.
public struct FixIt: Hashable, Sendable, Codable {
  /// What the fix does, e.g. "insert '}'".
  public let message: String
  /// The edits, applied together.
  public let edits: [TextEdit]

  /// Creates a fix-it.
  public init(_ message: String, edits: [TextEdit]) {
    self.message = message
    self.edits = edits
  }
}

/// A finding about the input: collected, never thrown.
public struct Diagnostic: Hashable, Sendable, Codable {
  /// The stable id.
  public let id: DiagnosticID
  /// How serious it is.
  public var severity: Severity
  /// The message: lower-case, no trailing period, identifiers in single quotes.
  public let message: String
  /// The primary location.
  public let range: SourceRange
  /// Secondary locations.
  public let notes: [DiagnosticNote]
  /// Proposed corrections.
  public let fixIts: [FixIt]

  /// Creates a diagnostic.
  public init(
    _ id: DiagnosticID, _ severity: Severity, _ message: String, at range: SourceRange,
    notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
  ) {
    self.id = id
    self.severity = severity
    self.message = message
    self.range = range
    self.notes = notes
    self.fixIts = fixIts
  }

  /// An error diagnostic.
  public static func error(
    _ id: DiagnosticID, _ message: String, at range: SourceRange,
    notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
  ) -> Diagnostic {
    Diagnostic(id, .error, message, at: range, notes: notes, fixIts: fixIts)
  }

  /// A warning diagnostic.
  public static func warning(
    _ id: DiagnosticID, _ message: String, at range: SourceRange,
    notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
  ) -> Diagnostic {
    Diagnostic(id, .warning, message, at: range, notes: notes, fixIts: fixIts)
  }
}

extension Diagnostic {
  /// Sorts diagnostics by file, position, then id, so output never depends on discovery order.
  public static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted { lhs, rhs in
      let (l, r) = (lhs.element, rhs.element)
      if l.range.file != r.range.file { return l.range.file < r.range.file }
      if l.range.start != r.range.start { return l.range.start < r.range.start }
      if l.id != r.id { return l.id < r.id }
      return lhs.offset < rhs.offset
    }.map(\.element)
  }
}

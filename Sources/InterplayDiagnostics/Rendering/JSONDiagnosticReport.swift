/// The document written by ``JSONDiagnosticRenderer``: a stable, versioned JSON schema.
///
/// ```json
/// {
///   "diagnostics" : [
///     {
///       "file" : "app.ipl",
///       "fixIts" : [
///         {
///           "edits" : [
///             {
///               "file" : "app.ipl",
///               "range" : { "end" : { ... }, "start" : { ... } },
///               "replacement" : "Idle"
///             }
///           ],
///           "message" : "replace 'Idel' with 'Idle'"
///         }
///       ],
///       "id" : "resolve.unknown-state",
///       "message" : "unknown state 'Idel'",
///       "notes" : [
///         { "file" : "app.ipl", "message" : "'Idle' declared here", "range" : { ... } },
///         { "message" : "states are resolved per actor" }
///       ],
///       "range" : {
///         "end" : { "column" : 15, "line" : 3, "offset" : 40 },
///         "start" : { "column" : 11, "line" : 3, "offset" : 36 }
///       },
///       "severity" : "error"
///     }
///   ],
///   "summary" : { "errors" : 1, "notes" : 0, "warnings" : 0 },
///   "version" : 1
/// }
/// ```
///
/// - `version` is ``JSONDiagnosticRenderer/formatVersion``; it changes only when a
///   field is removed or changes meaning. New fields may appear within a version.
/// - `severity` is `error`, `warning` or `note`.
/// - Positions are 1-based `line` and `column` plus the 0-based byte `offset`;
///   columns count UTF-8 bytes, like the text output. A range is half-open: `end`
///   is the position just past its last byte.
/// - A note without a location has neither `file` nor `range`. Fix-it edits carry
///   their own `file`, since an edit may touch another file than the diagnostic.
/// - Diagnostics are in ``Diagnostic/sorted(_:)`` order; keys are sorted.
public struct JSONDiagnosticReport: Codable, Hashable, Sendable {
  /// A point in a file.
  public struct Position: Codable, Hashable, Sendable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes.
    public var column: Int
    /// The 0-based byte offset from the start of the file.
    public var offset: Int
  }

  /// A half-open range of a file.
  public struct PositionRange: Codable, Hashable, Sendable {
    /// The first position in the range.
    public var start: Position
    /// The position just past the last byte of the range.
    public var end: Position
  }

  /// A secondary location of a diagnostic.
  public struct Note: Codable, Hashable, Sendable {
    /// The note text.
    public var message: String
    /// The path of the file the note points into; absent when the note has no location.
    public var file: String?
    /// Where the note points; absent when the note has no location.
    public var range: PositionRange?
  }

  /// One replacement proposed by a fix-it.
  public struct Edit: Codable, Hashable, Sendable {
    /// The path of the file to edit.
    public var file: String
    /// The text to replace; empty to insert.
    public var range: PositionRange
    /// The new text.
    public var replacement: String
  }

  /// A correction that can be applied mechanically.
  public struct FixIt: Codable, Hashable, Sendable {
    /// What the fix does.
    public var message: String
    /// The edits, applied together.
    public var edits: [Edit]
  }

  /// One diagnostic.
  public struct Entry: Codable, Hashable, Sendable {
    /// The stable diagnostic id, such as `parse.expected-brace`.
    public var id: String
    /// How serious the diagnostic is.
    public var severity: Severity
    /// The message.
    public var message: String
    /// The path of the file the diagnostic is in.
    public var file: String
    /// The primary location.
    public var range: PositionRange
    /// Secondary locations, in the order they were attached.
    public var notes: [Note]
    /// Proposed corrections, in the order they were attached.
    public var fixIts: [FixIt]
  }

  /// How many diagnostics of each severity the report holds.
  public struct Summary: Codable, Hashable, Sendable {
    /// The number of errors.
    public var errors: Int
    /// The number of warnings.
    public var warnings: Int
    /// The number of diagnostics whose own severity is `note` (attached notes are not counted).
    public var notes: Int
  }

  /// The schema version, ``JSONDiagnosticRenderer/formatVersion``.
  public var version: Int
  /// The diagnostics, sorted.
  public var diagnostics: [Entry]
  /// The counts by severity.
  public var summary: Summary
}

/// Renders diagnostics as human-readable text in the style of clang and swiftc.
///
/// Each diagnostic is one line, followed by one line per note and per fix-it:
///
/// ```
/// models/app.ipl:3:11: error: unknown state 'Idel' [resolve.unknown-state]
/// models/app.ipl:1:15: note: 'Idle' declared here
/// models/app.ipl: note: states are resolved per actor
/// models/app.ipl:3:11: note: fix-it: replace 'Idel' with 'Idle'
/// ```
///
/// - A diagnostic line is `path:line:column: severity: message [id]`, where
///   severity is `error`, `warning` or `note`.
/// - A note with a range is `path:line:column: note: message`, with the path of
///   the file the note points into. A note without a range is
///   `path: note: message`, with the path of the diagnostic's own file.
/// - A fix-it is `path:line:column: note: fix-it: message`, located at its first
///   edit (at the diagnostic itself when the fix-it has no edits).
///
/// Paths and messages are printed through ``TextEscaping/line(_:)``: a line break or
/// a control character in them shows as `\n` or `\u{1B}`, so model text can neither
/// forge a diagnostic line nor drive the terminal.
///
/// Lines and columns are 1-based; columns count UTF-8 bytes, as clang and swiftc
/// do. Diagnostics are printed in ``Diagnostic/sorted(_:)`` order, notes and
/// fix-its in the order they were attached. Every line ends in `\n`; no
/// diagnostics render as the empty string. The summary is not part of the output:
/// call ``summary(_:)`` for it.
///
/// With ``annotated`` set, every line that has a range is followed by an excerpt
/// of its source line with the range underlined, and each fix-it edit also shows
/// its replacement text under the underline when it fits on one line:
///
/// ```
/// app.ipl:3:11: error: unknown state 'Idel' [resolve.unknown-state]
///     3 |   on go -> Idel
///       |            ^~~~
/// app.ipl:3:11: note: fix-it: replace 'Idel' with 'Idle'
///     3 |   on go -> Idel
///       |            ^~~~
///       |            Idle
/// ```
public struct TextDiagnosticRenderer: Sendable {
  /// Whether to show the source line with a `^~~~` marker under each range.
  public var annotated: Bool
  /// Whether to color the output with ANSI escape sequences (for terminals only).
  public var colors: Bool
  /// The tab stop used when expanding tabs in annotated source lines.
  public var tabWidth: Int

  /// Creates a renderer; by default plain, uncolored, one line per diagnostic, note and fix-it.
  public init(annotated: Bool = false, colors: Bool = false, tabWidth: Int = 8) {
    self.annotated = annotated
    self.colors = colors
    self.tabWidth = tabWidth
  }

  /// Renders every diagnostic, sorted, as text.
  ///
  /// Every range must lie in a file of `sources`.
  public func render(_ diagnostics: [Diagnostic], in sources: SourceSet) -> String {
    Diagnostic.sorted(diagnostics).map { render($0, in: sources) }.joined()
  }

  /// Renders one diagnostic with its notes and fix-its.
  public func render(_ diagnostic: Diagnostic, in sources: SourceSet) -> String {
    var output = ""
    output += header(
      at: diagnostic.range, in: sources, diagnostic.severity,
      "\(diagnostic.message) [\(diagnostic.id)]")
    output += excerpt(of: diagnostic.range, in: sources)
    for note in diagnostic.notes {
      if let range = note.range {
        output += header(at: range, in: sources, .note, note.message)
        output += excerpt(of: range, in: sources)
      } else {
        output += header(
          path: sources.path(of: diagnostic.range), location: nil, .note, note.message)
      }
    }
    for fixIt in diagnostic.fixIts {
      let anchor = fixIt.edits.first?.range ?? diagnostic.range
      output += header(at: anchor, in: sources, .note, "fix-it: \(fixIt.message)")
      for edit in fixIt.edits {
        output += excerpt(of: edit.range, in: sources, replacement: edit.replacement)
      }
    }
    return output
  }

  /// A one-line summary such as `2 errors, 1 warning`; `no issues` when the list is empty.
  ///
  /// See ``DiagnosticCounts/summary`` for the exact wording.
  public static func summary(_ diagnostics: [Diagnostic]) -> String {
    DiagnosticCounts(diagnostics).summary
  }

  private func header(
    at range: SourceRange, in sources: SourceSet, _ severity: Severity, _ message: String
  ) -> String {
    header(path: sources.path(of: range), location: sources.location(of: range), severity, message)
  }

  private func header(
    path: String, location: SourceLocation?, _ severity: Severity, _ message: String
  ) -> String {
    // Paths and messages may quote the model or the file system: a line break or an
    // escape sequence in them must not forge a line or reach the terminal.
    let path = TextEscaping.line(path)
    let message = TextEscaping.line(message)
    let place = location.map { "\(path):\($0.line):\($0.column):" } ?? "\(path):"
    guard colors else { return "\(place) \(severity.rawValue): \(message)\n" }
    return ANSIStyle.bold + place + " " + ANSIStyle.color(for: severity) + severity.rawValue + ":"
      + ANSIStyle.reset + ANSIStyle.bold + " " + message + ANSIStyle.reset + "\n"
  }

  private func excerpt(
    of range: SourceRange, in sources: SourceSet, replacement: String? = nil
  ) -> String {
    guard annotated else { return "" }
    let excerpt = SourceExcerpt(
      range: range, in: sources[range.file], tabWidth: tabWidth, replacement: replacement)
    guard colors else { return excerpt.lines() }
    return excerpt.lines { ANSIStyle.marker + $0 + ANSIStyle.reset }
  }
}

/// The ANSI escape sequences used by colored text output, matching clang's palette.
private enum ANSIStyle {
  static let reset = "\u{1B}[0m"
  static let bold = "\u{1B}[1m"
  static let marker = "\u{1B}[1;32m"

  static func color(for severity: Severity) -> String {
    switch severity {
    case .error: "\u{1B}[1;31m"
    case .warning: "\u{1B}[1;35m"
    case .note: "\u{1B}[1;36m"
    }
  }
}

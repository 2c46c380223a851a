import Foundation
import InterplayDiagnostics
import InterplaySyntax
import Testing

/// Parsing and formatting helpers shared by the formatter tests.
enum FormatHarness {
  /// Parses text as one file.
  static func parse(_ text: String, path: String = "test.ipl") -> (SourceFile, ParseResult) {
    let source = SourceFile(path: path, text: text)
    return (source, Parser.parse(source, file: FileID(0)))
  }

  /// Formats text that must parse without diagnostics; records an issue otherwise.
  static func format(
    _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> String {
    let (source, result) = parse(text)
    #expect(
      result.diagnostics.isEmpty, "input has parse errors: \(messages(result.diagnostics))",
      sourceLocation: sourceLocation)
    return Formatter.format(result.syntax, source: source)
  }

  /// The dump of text parsed as one file.
  static func dump(_ text: String) -> String {
    InterplaySyntax.SyntaxDump.dump(parse(text).1.syntax)
  }

  /// Diagnostics as `line:col: message` text for failure messages.
  static func messages(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map { "\($0.id.rawValue): \($0.message)" }.joined(separator: "; ")
  }

  /// Checks everything a formatted text must satisfy: it parses cleanly, to the same
  /// tree (comments included) as the original, and formatting it again changes nothing.
  static func checkRoundTrip(
    _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> String {
    let (source, original) = parse(text)
    #expect(
      original.diagnostics.isEmpty, "input has parse errors: \(messages(original.diagnostics))",
      sourceLocation: sourceLocation)
    let formatted = Formatter.format(original.syntax, source: source)
    let (formattedSource, reparsed) = parse(formatted, path: "formatted.ipl")
    #expect(
      reparsed.diagnostics.isEmpty,
      "formatted output does not parse: \(messages(reparsed.diagnostics))\n\(formatted)",
      sourceLocation: sourceLocation)
    #expect(
      InterplaySyntax.SyntaxDump.dump(reparsed.syntax)
        == InterplaySyntax.SyntaxDump.dump(original.syntax),
      "formatting changed the tree:\n\(formatted)", sourceLocation: sourceLocation)
    let again = Formatter.format(reparsed.syntax, source: formattedSource)
    #expect(again == formatted, "formatting is not idempotent", sourceLocation: sourceLocation)
    #expect(
      !formatted.split(separator: "\n").contains { $0.hasSuffix(" ") || $0.contains("\t") },
      "trailing whitespace or tab in output", sourceLocation: sourceLocation)
    return formatted
  }
}

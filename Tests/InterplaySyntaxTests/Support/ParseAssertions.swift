import InterplayDiagnostics
import InterplayTestSupport
import Testing

@testable import InterplaySyntax

/// Parses text as file 0.
func parse(_ text: String) -> ParseResult {
  Parser.parse(SourceFile(path: "test.ipl", text: text), file: FileID(0))
}

/// Parses marked source and checks the exact diagnostics (marker, id, message), and that
/// every error node touches a diagnostic.
func expectFindings(
  _ marked: String, _ expected: [ExpectedFinding],
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let source = MarkedSource(marked)
  let result = Parser.parse(source.sourceFile(), file: FileID(0))
  #expect(source.findings(result.diagnostics) == expected, sourceLocation: sourceLocation)
  let uncovered = ErrorNodes(result.syntax).uncovered(by: result.diagnostics)
  #expect(uncovered.isEmpty, "error nodes without a diagnostic", sourceLocation: sourceLocation)
}

/// Parses valid text and returns the dump of its declarations, expecting no diagnostics.
func dump(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
  let result = parse(text)
  #expect(
    result.diagnostics.map { "[\($0.id)] \($0.message)" } == [], sourceLocation: sourceLocation)
  return SyntaxDump.file(result.syntax)
}

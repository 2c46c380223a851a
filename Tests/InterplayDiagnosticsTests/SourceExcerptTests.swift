import InterplayDiagnostics
import Testing

/// Annotated output for source lines that are hard to display: tabs, invalid
/// UTF-8, control characters, line terminators and out-of-range offsets.
@Suite("Annotated source excerpts")
struct SourceExcerptTests {
  /// Renders one error over `range` of a single file holding `bytes`.
  private func annotate(
    _ bytes: [UInt8], _ range: Range<Int>, tabWidth: Int = 8, path: String = "x.ipl"
  ) -> String {
    var sources = SourceSet()
    let file = sources.add(SourceFile(path: path, bytes: bytes))
    let diagnostic = Diagnostic.error(
      "test.id", "message",
      at: SourceRange(file: file, start: range.lowerBound, end: range.upperBound))
    return TextDiagnosticRenderer(annotated: true, tabWidth: tabWidth).render(
      [diagnostic], in: sources)
  }

  private func annotate(_ text: String, _ range: Range<Int>, tabWidth: Int = 8) -> String {
    annotate(Array(text.utf8), range, tabWidth: tabWidth)
  }

  @Test("tabs expand to the next tab stop, so the marker lines up")
  func tabStops() {
    // "a\tbc": the tab after one column jumps to column 8 (or 4).
    #expect(
      annotate("a\tbc\n", 2..<4)
        == "x.ipl:1:3: error: message [test.id]\n    1 | a       bc\n      |         ^~\n")
    #expect(
      annotate("a\tbc\n", 2..<4, tabWidth: 4)
        == "x.ipl:1:3: error: message [test.id]\n    1 | a   bc\n      |     ^~\n")
    // A tab inside the range widens the underline by the columns it covers.
    #expect(
      annotate("ab\tc\n", 1..<4, tabWidth: 4)
        == "x.ipl:1:2: error: message [test.id]\n    1 | ab  c\n      |  ^~~~\n")
  }

  @Test("a range over several lines is underlined to the end of its first line")
  func multiLineRange() {
    #expect(
      annotate("one {\n  two\n}\n", 4..<13)
        == "x.ipl:1:5: error: message [test.id]\n    1 | one {\n      |     ^\n")
    #expect(
      annotate("alpha beta\ngamma\n", 6..<14)
        == "x.ipl:1:7: error: message [test.id]\n    1 | alpha beta\n      |       ^~~~\n")
  }

  @Test("a range at a line terminator marks the column after the last character")
  func rangeAtLineEnd() {
    #expect(
      annotate("abc\r\ndef\n", 3..<5)
        == "x.ipl:1:4: error: message [test.id]\n    1 | abc\n      |    ^\n")
    #expect(
      annotate("abc", 3..<3) == "x.ipl:1:4: error: message [test.id]\n    1 | abc\n      |    ^\n")
  }

  @Test("invalid UTF-8 and control characters show as U+FFFD, one column each")
  func undisplayableBytes() {
    #expect(
      annotate([0x61, 0xFF, 0x62, 0x0A], 2..<3)
        == "x.ipl:1:3: error: message [test.id]\n    1 | a\u{FFFD}b\n      |   ^\n")
    // An escape sequence in the source must not reach the terminal.
    #expect(
      annotate("a\u{1B}[31mb\n", 6..<7)
        == "x.ipl:1:7: error: message [test.id]\n    1 | a\u{FFFD}[31mb\n      |       ^\n")
  }

  @Test("offsets past the end of the file are clamped to the end")
  func clampedOffsets() {
    #expect(
      annotate("ab\n", 50..<60)
        == "x.ipl:2:1: error: message [test.id]\n    2 |\n      | ^\n")
  }

  @Test("line numbers wider than the gutter widen it")
  func wideGutter() {
    let text = String(repeating: "\n", count: 123_456) + "x\n"
    let offset = 123_456
    #expect(
      annotate(text, offset..<(offset + 1))
        == "x.ipl:123457:1: error: message [test.id]\n 123457 | x\n        | ^\n")
  }

  @Test("a fix-it replacement is shown only when it is one line of printable text")
  func replacementLines() {
    var sources = SourceSet()
    let file = sources.add(SourceFile(path: "x.ipl", text: "ab\n"))
    func fixIt(_ replacement: String) -> String {
      let edit = TextEdit(
        range: SourceRange(file: file, start: 1, end: 2), replacement: replacement)
      let diagnostic = Diagnostic.error(
        "test.id", "message", at: .point(file, 0), fixIts: [FixIt("fix", edits: [edit])])
      let lines = TextDiagnosticRenderer(annotated: true).render([diagnostic], in: sources)
        .split(separator: "\n", omittingEmptySubsequences: false)
      return lines.dropFirst(4).joined(separator: "\n")
    }
    #expect(fixIt("xyz") == "    1 | ab\n      |  ^\n      |  xyz\n")
    #expect(fixIt("") == "    1 | ab\n      |  ^\n")
    #expect(fixIt("x\ny") == "    1 | ab\n      |  ^\n")
    #expect(fixIt("x\ty") == "    1 | ab\n      |  ^\n")
    #expect(fixIt("x\u{1B}[2Jy") == "    1 | ab\n      |  ^\n")
  }

  @Test("a long line is cut to a window around the range, with an ellipsis where cut")
  func longLineWindow() {
    let line =
      String(repeating: "a", count: 50_000) + "MARK" + String(repeating: "b", count: 50_000)
    let output = annotate(line + "\n", 50_000..<50_004)
    let shown = String(repeating: "a", count: 60) + "MARK" + String(repeating: "b", count: 60)
    #expect(
      output
        == "x.ipl:1:50001: error: message [test.id]\n    1 | …\(shown)…\n"
        + "      | \(String(repeating: " ", count: 61))^~~~\n")
  }

  @Test("a long marked range is cut after 100 characters; multi-byte text is cut whole")
  func longRangeWindow() {
    let line = "é" + String(repeating: "λ", count: 300)
    let output = annotate(line + "\n", 2..<(2 + 600))
    #expect(
      output
        == "x.ipl:1:3: error: message [test.id]\n    1 | é\(String(repeating: "λ", count: 100))…\n"
        + "      |  ^\(String(repeating: "~", count: 99))\n")
  }

  @Test("5,000 findings on one 100 KB line print short excerpts")
  func manyFindingsOnALongLine() {
    let bytes = Array(String(repeating: "x ", count: 50_000).utf8) + [10]
    var sources = SourceSet()
    let file = sources.add(SourceFile(path: "x.ipl", bytes: bytes))
    let diagnostics = (0..<5_000).map {
      Diagnostic.error(
        "test.id", "message", at: SourceRange(file: file, start: 2 * $0, end: 2 * $0 + 1))
    }
    let output = TextDiagnosticRenderer(annotated: true).render(diagnostics, in: sources)
    #expect(output.utf8.count < 5_000 * 400)
  }
}

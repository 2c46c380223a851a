import InterplayDiagnostics
import Testing

/// Model text and file names printed as text stay on their line and never reach the
/// terminal as control sequences.
@Suite struct TextEscapingTests {
  @Test func controlsAreShownAsEscapes() {
    #expect(TextEscaping.line("plain text, «quoted» é") == "plain text, «quoted» é")
    #expect(TextEscaping.line("a\nb\rc\td") == #"a\nb\rc"# + "\td")
    #expect(TextEscaping.line("\u{1B}[31mred\u{7}\u{0}") == #"\u{1B}[31mred\u{7}\u{0}"#)
    #expect(
      TextEscaping.line("x\u{85}\u{2028}\u{202E}\u{2066}\u{FFFE}")
        == #"x\u{85}\u{2028}\u{202E}\u{2066}\u{FFFE}"#)
  }

  @Test func aDiagnosticCannotForgeALine() {
    var sources = SourceSet()
    let file = sources.add(SourceFile(path: "x\nfake.ipl:1:1: error: forged.ipl", text: "x\n"))
    let diagnostic = Diagnostic.error(
      "check.assertions", "bad\nfake.ipl:2:2: error: forged \u{1B}[2J", at: .point(file, 0))
    let text = TextDiagnosticRenderer().render([diagnostic], in: sources)
    #expect(text.split(separator: "\n").count == 1)
    #expect(
      text
        == #"x\nfake.ipl:1:1: error: forged.ipl:1:1: error: bad\nfake.ipl:2:2: error: forged \u{1B}[2J [check.assertions]"#
        + "\n")
  }
}

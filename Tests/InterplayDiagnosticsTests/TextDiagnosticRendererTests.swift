import InterplayDiagnostics
import InterplayTestSupport
import Testing

@Suite("Text diagnostics")
struct TextDiagnosticRendererTests {
  @Test("plain text: one line per diagnostic, note and fix-it, sorted by file and position")
  func plainText() {
    let output = TextDiagnosticRenderer().render(
      RenderingFixtures.diagnostics, in: RenderingFixtures.sources)
    #expect(
      output == """
        models/app.ipl:4:14: error: unknown state 'Idel' [resolve.unknown-state]
        models/app.ipl:3:17: note: 'Idle' declared here
        models/app.ipl: note: states are resolved per actor
        models/app.ipl:4:14: note: fix-it: replace 'Idel' with 'Idle'
        modèles/café ☕.ipl:3:8: warning: state 'Ünbenutzt' is never entered [lint.unreachable-state]
        modèles/café ☕.ipl:5:22: error: cannot assign a string to 'Int(0...3)' [type.mismatch]
        models/app.ipl:2:7: note: actor 'Light' declared here
        modèles/café ☕.ipl:5:22: note: fix-it: replace with '0'
        broken.ipl:2:7: note: actor 'A' has no statechart and is treated as a stub [lint.stub-actor]
        broken.ipl:3:1: error: expected '}' to close actor 'A' [parse.expected-brace]
        broken.ipl:2:9: note: actor 'A' starts here
        broken.ipl:3:1: note: fix-it: insert '}'

        """)
  }

  @Test("annotated: source line and ^~~ marker under every located line, tabs expanded")
  func annotatedText() {
    let output = TextDiagnosticRenderer(annotated: true).render(
      RenderingFixtures.diagnostics, in: RenderingFixtures.sources)
    #expect(
      output == """
        models/app.ipl:4:14: error: unknown state 'Idel' [resolve.unknown-state]
            4 |     on go -> Idel
              |              ^~~~
        models/app.ipl:3:17: note: 'Idle' declared here
            3 |   initial state Idle {
              |                 ^~~~
        models/app.ipl: note: states are resolved per actor
        models/app.ipl:4:14: note: fix-it: replace 'Idel' with 'Idle'
            4 |     on go -> Idel
              |              ^~~~
              |              Idle
        modèles/café ☕.ipl:3:8: warning: state 'Ünbenutzt' is never entered [lint.unreachable-state]
            3 |         state Ünbenutzt {
              |               ^~~~~~~~~~~
        modèles/café ☕.ipl:5:22: error: cannot assign a string to 'Int(0...3)' [type.mismatch]
            5 |         var n: Int(0...3) = "日本🙂"
              |                             ^~~~~~~~
        models/app.ipl:2:7: note: actor 'Light' declared here
            2 | actor Light {
              |       ^~~~~
        modèles/café ☕.ipl:5:22: note: fix-it: replace with '0'
            5 |         var n: Int(0...3) = "日本🙂"
              |                             ^~~~~~~~
              |                             0
        broken.ipl:2:7: note: actor 'A' has no statechart and is treated as a stub [lint.stub-actor]
            2 | actor A {
              |       ^
        broken.ipl:3:1: error: expected '}' to close actor 'A' [parse.expected-brace]
            3 |
              | ^
        broken.ipl:2:9: note: actor 'A' starts here
            2 | actor A {
              |         ^
        broken.ipl:3:1: note: fix-it: insert '}'
            3 |
              | ^
              | }

        """)
  }

  @Test("colors: bold location and message, colored severity word, green marker and fix-it")
  func coloredText() {
    let renderer = TextDiagnosticRenderer(annotated: true, colors: true)
    let sources = RenderingFixtures.sources
    let (bold, reset, green) = ("\u{1B}[1m", "\u{1B}[0m", "\u{1B}[1;32m")
    let (red, magenta, cyan) = ("\u{1B}[1;31m", "\u{1B}[1;35m", "\u{1B}[1;36m")
    #expect(
      renderer.render([RenderingFixtures.unreachableState], in: sources)
        == bold + "modèles/café ☕.ipl:3:8: " + magenta + "warning:" + reset + bold
        + " state 'Ünbenutzt' is never entered [lint.unreachable-state]" + reset + "\n"
        + "    3 |         state Ünbenutzt {\n"
        + "      | " + green + String(repeating: " ", count: 14) + "^~~~~~~~~~~" + reset + "\n")
    let plain = TextDiagnosticRenderer(colors: true).render(
      [RenderingFixtures.unknownState], in: sources)
    #expect(
      plain
        == bold + "models/app.ipl:4:14: " + red + "error:" + reset + bold
        + " unknown state 'Idel' [resolve.unknown-state]" + reset + "\n"
        + bold + "models/app.ipl:3:17: " + cyan + "note:" + reset + bold
        + " 'Idle' declared here" + reset + "\n"
        + bold + "models/app.ipl: " + cyan + "note:" + reset + bold
        + " states are resolved per actor" + reset + "\n"
        + bold + "models/app.ipl:4:14: " + cyan + "note:" + reset + bold
        + " fix-it: replace 'Idel' with 'Idle'" + reset + "\n")
    let uncolored = TextDiagnosticRenderer(annotated: true).render(
      RenderingFixtures.diagnostics, in: sources)
    #expect(!uncolored.contains("\u{1B}"))
  }

  @Test("an empty list renders nothing")
  func emptyList() {
    #expect(TextDiagnosticRenderer().render([], in: RenderingFixtures.sources) == "")
    #expect(TextDiagnosticRenderer(annotated: true).render([], in: SourceSet()) == "")
  }

  @Test("output does not depend on input order")
  func deterministicOrder() {
    let renderer = TextDiagnosticRenderer(annotated: true)
    let sources = RenderingFixtures.sources
    let forward = renderer.render(RenderingFixtures.diagnostics, in: sources)
    #expect(renderer.render(RenderingFixtures.diagnostics.reversed(), in: sources) == forward)
    #expect(renderer.render(RenderingFixtures.diagnostics.shuffled(), in: sources) == forward)
  }

  @Test(
    "summary pluralizes and leaves out zero counts",
    arguments: [
      ([Severity](), "no issues"),
      ([.error], "1 error"),
      ([.error, .error], "2 errors"),
      ([.warning], "1 warning"),
      ([.error, .warning, .error], "2 errors, 1 warning"),
      ([.note, .warning, .warning], "2 warnings, 1 note"),
      ([.note, .note, .error], "1 error, 2 notes"),
    ])
  func summary(severities: [Severity], expected: String) {
    let diagnostics = severities.map { severity in
      Diagnostic("test.id", severity, "message", at: .point(FileID(0), 0))
    }
    #expect(TextDiagnosticRenderer.summary(diagnostics) == expected)
    let counts = DiagnosticCounts(diagnostics)
    #expect(counts.total == severities.count)
    #expect(counts.errors == severities.filter { $0 == .error }.count)
  }

  @Test("the fixtures summary")
  func fixturesSummary() {
    #expect(
      TextDiagnosticRenderer.summary(RenderingFixtures.diagnostics) == "3 errors, 1 warning, 1 note"
    )
  }
}

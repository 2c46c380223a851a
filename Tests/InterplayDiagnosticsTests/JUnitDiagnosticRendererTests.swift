import Foundation
import InterplayDiagnostics
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("JUnit diagnostics")
struct JUnitDiagnosticRendererTests {
  /// Parses a JUnit document; fails the test when it is not well-formed XML.
  ///
  /// `XMLParser` checks well-formedness strictly; `XMLDocument` (libxml2) may
  /// recover from errors, so it is only used to read the tree afterwards.
  private func parse(_ xml: String) throws -> XMLElement {
    let parser = XMLParser(data: Data(xml.utf8))
    #expect(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))")
    let document = try XMLDocument(xmlString: xml, options: [])
    let root = try #require(document.rootElement())
    #expect(root.name == "testsuites")
    return root
  }

  private func attribute(_ element: XMLElement?, _ name: String) -> String? {
    element?.attribute(forName: name)?.stringValue
  }

  @Test("exact document: a failing and a passing file")
  func exactDocument() {
    var sources = SourceSet()
    let bad = sources.add(SourceFile(path: "bad.ipl", text: "actor A {\n"))
    sources.add(SourceFile(path: "good.ipl", text: "system Good\n"))
    let diagnostic = Diagnostic.error(
      "parse.expected-brace", "expected '}'", at: .point(bad, 10),
      notes: [DiagnosticNote("actor 'A' starts here", at: .point(bad, 8))])
    #expect(
      JUnitDiagnosticRenderer().render([diagnostic], in: sources) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="interplay" tests="2" failures="1" errors="0" skipped="0">
          <testsuite name="bad.ipl" tests="1" failures="1" errors="0" skipped="0">
            <testcase classname="interplay" name="bad.ipl">
              <failure type="parse.expected-brace" message="2:1: expected &apos;}&apos;">\
        bad.ipl:2:1: error: expected '}' [parse.expected-brace]
        bad.ipl:1:9: note: actor 'A' starts here
        </failure>
            </testcase>
          </testsuite>
          <testsuite name="good.ipl" tests="1" failures="0" errors="0" skipped="0">
            <testcase classname="interplay" name="good.ipl"/>
          </testsuite>
        </testsuites>

        """)
  }

  @Test("one suite and test case per file; one failure per error; others in system-out")
  func fixturesStructure() throws {
    let renderer = JUnitDiagnosticRenderer()
    let sources = RenderingFixtures.sources
    let root = try parse(renderer.render(RenderingFixtures.diagnostics, in: sources))
    #expect(attribute(root, "tests") == "3")
    #expect(attribute(root, "failures") == "3")
    let suites = root.elements(forName: "testsuite")
    #expect(
      suites.map { attribute($0, "name") } == [
        "models/app.ipl", "modèles/café ☕.ipl", "broken.ipl",
      ])
    let cases = suites.map { $0.elements(forName: "testcase") }
    #expect(cases.map(\.count) == [1, 1, 1])
    #expect(cases.map { attribute($0.first, "name") } == suites.map { attribute($0, "name") })

    let cafe = try #require(cases[1].first)
    let failures = cafe.elements(forName: "failure")
    #expect(failures.count == 1)
    #expect(attribute(failures.first, "type") == "type.mismatch")
    #expect(attribute(failures.first, "message") == "5:22: cannot assign a string to 'Int(0...3)'")
    #expect(
      failures.first?.stringValue
        == TextDiagnosticRenderer().render(RenderingFixtures.typeMismatch, in: sources))
    #expect(
      cafe.elements(forName: "system-out").first?.stringValue
        == "modèles/café ☕.ipl:3:8: warning: state 'Ünbenutzt' is never entered [lint.unreachable-state]\n"
    )

    let broken = try #require(cases[2].first)
    #expect(
      broken.elements(forName: "failure").map { attribute($0, "type") } == ["parse.expected-brace"])
    #expect(
      broken.elements(forName: "system-out").first?.stringValue?.contains("[lint.stub-actor]")
        == true)
  }

  @Test("warnings-as-errors turns warnings into failures, but not notes")
  func warningsAsErrors() throws {
    let xml = JUnitDiagnosticRenderer(warningsAsErrors: true).render(
      RenderingFixtures.diagnostics, in: RenderingFixtures.sources)
    let suites = try parse(xml).elements(forName: "testsuite")
    let cafe = try #require(suites[1].elements(forName: "testcase").first)
    #expect(
      cafe.elements(forName: "failure").map { attribute($0, "type") } == [
        "lint.unreachable-state", "type.mismatch",
      ])
    #expect(cafe.elements(forName: "system-out").isEmpty)
    let broken = try #require(suites[2].elements(forName: "testcase").first)
    #expect(broken.elements(forName: "failure").count == 1)
    #expect(broken.elements(forName: "system-out").count == 1)
  }

  @Test(
    "markup and quotes are escaped; control characters are removed from attributes, where line breaks survive, and shown escaped in the text"
  )
  func escaping() throws {
    var sources = SourceSet()
    let path = "odd <&\"'> \u{7}name.ipl"
    let file = sources.add(SourceFile(path: path, text: "x\n"))
    let message = "bad <tag a=\"1\"> & 'q' ]]> \u{1}\u{1B}[31m\u{7F}\u{85}end\r\nnext"
    let diagnostic = Diagnostic.error("x.<id>", message, at: .point(file, 0))
    let xml = JUnitDiagnosticRenderer(name: "suite \"x\"").render([diagnostic], in: sources)
    #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!xml.contains("]]>"))

    let root = try parse(xml)
    #expect(attribute(root, "name") == "suite \"x\"")
    let suite = root.elements(forName: "testsuite").first
    #expect(attribute(suite, "name") == "odd <&\"'> name.ipl")
    let failure = suite?.elements(forName: "testcase").first?.elements(forName: "failure").first
    #expect(attribute(failure, "type") == "x.<id>")
    #expect(attribute(failure, "message") == "1:1: bad <tag a=\"1\"> & 'q' ]]> [31mend\r\nnext")
    // The text is a text diagnostic, one line: controls and line breaks shown escaped.
    #expect(
      failure?.stringValue
        == #"odd <&"'> \u{7}name.ipl:1:1: error: bad <tag a="1"> & 'q' ]]> \u{1}\u{1B}[31m\u{7F}\u{85}end\r\nnext [x.<id>]"#
        + "\n")
  }

  @Test("no diagnostics: every file passes; no files: an empty test suites element")
  func emptyList() throws {
    let passing = try parse(JUnitDiagnosticRenderer().render([], in: RenderingFixtures.sources))
    #expect(attribute(passing, "tests") == "3")
    #expect(attribute(passing, "failures") == "0")
    let cases = passing.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }
    #expect(cases.count == 3)
    #expect(cases.allSatisfy { ($0.children ?? []).isEmpty })

    let nothing = try parse(JUnitDiagnosticRenderer().render([], in: SourceSet()))
    #expect(attribute(nothing, "tests") == "0")
    #expect(nothing.elements(forName: "testsuite").isEmpty)
    #expect(attribute(nothing, "failures") == "0")
  }

  @Test("same diagnostics in any order give the same bytes")
  func deterministic() {
    let renderer = JUnitDiagnosticRenderer()
    let sources = RenderingFixtures.sources
    let forward = renderer.render(RenderingFixtures.diagnostics, in: sources)
    #expect(renderer.render(RenderingFixtures.diagnostics.shuffled(), in: sources) == forward)
  }
}

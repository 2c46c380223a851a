import InterplayDiagnostics
import Testing

@testable import InterplaySyntax

/// One file with fifty independent mistakes: all fifty are reported, each where it is.
@Suite struct FiftyErrorsTests {
  /// Snippets with one mistake each; `‸` marks where its diagnostic must start.
  static let snippets: [(text: String, id: String)] = [
    ("system ‸42", "parse.expected-identifier"),
    ("‸17", "parse.expected-declaration"),
    ("import ‸other", "parse.expected-string"),
    ("profile ‸\"bsp\"", "parse.expected-identifier"),
    ("type T(‸x)", "parse.expected-integer"),
    ("enum E { a, ‸42, b }", "parse.expected-member"),
    ("enum F { ‸send }", "parse.expected-identifier"),
    ("stack ‸{", "parse.expected-identifier"),
    ("scope S ‸AppStack { actor A {} }", "parse.expected-keyword"),
    ("actor A1 {\n  var x ‸Bool\n}", "parse.expected-colon"),
    ("actor A2 {\n  var x: Int(0‸..3)\n}", "parse.expected-ellipsis"),
    ("actor A3 {\n  var x: ‸42\n}", "parse.expected-type"),
    ("actor A4 {\n  var x: Int(0...3) =‸\n  var y: Bool\n}", "parse.expected-expression"),
    ("actor A5 {\n  event { e ‸-> Bool }\n}", "parse.reply-type-on-event"),
    ("actor A6 {\n  request capacity ‸many { r }\n}", "parse.expected-integer"),
    ("actor A7 {\n  observes B‸\n}", "parse.expected-notifier"),
    ("actor A8 {\n  ‸42\n}", "parse.expected-member"),
    ("actor A9 {\n  state S {\n    on x -> ‸{ }\n  }\n}", "parse.expected-identifier"),
    ("actor B1 {\n  state S {\n    on x [‸] -> S\n  }\n}", "parse.expected-expression"),
    ("actor B2 {\n  state S {\n    on x [y ‸-> S\n  }\n}", "parse.expected-bracket"),
    ("actor B3 {\n  state S {\n    ‸\"s\"\n  }\n}", "parse.expected-member"),
    ("actor B4 {\n  state S {\n    always ‸{ }\n  }\n}", "parse.expected-arrow"),
    ("actor B5 {\n  state S {\n    on done ‸S\n  }\n}", "parse.expected-arrow"),
    ("actor B6 {\n  state S {\n    entry { ‸42 }\n  }\n}", "parse.expected-member"),
    ("actor B7 {\n  state S {\n    entry { send ‸}\n  }\n}", "parse.expected-identifier"),
    ("actor B8 {\n  state S {\n    entry { x ‸+ 1 }\n  }\n}", "parse.expected-assignment"),
    ("actor B9 {\n  state S {\n    entry { emit e(1, 2 ‸}\n  }\n}", "parse.expected-paren"),
    ("actor C1 {\n  state S {\n    entry { assert x, ‸y }\n  }\n}", "parse.expected-string"),
    ("actor C2 {\n  state S {\n    entry { if x { } else ‸42 }\n  }\n}", "parse.expected-brace"),
    ("actor C3 {\n  state S {\n    deep ‸H\n  }\n}", "parse.expected-keyword"),
    ("actor C4 {\n  state S {\n    ignore ‸42\n  }\n}", "parse.expected-identifier"),
    ("actor C5 {\n  initial ‸Idle\n}", "parse.expected-keyword"),
    ("actor C6 {\n  state S {\n    on x -> S‸\n\n  state T {}\n}", "parse.expected-brace"),
    ("data D {\n  hard R ‸App\n}", "parse.expected-keyword"),
    ("data D2 {\n  ‸reads x\n}", "parse.expected-member"),
    ("sequence Q1 {\n  A ‸B: x\n}", "parse.expected-arrow"),
    ("sequence Q2 {\n  A -> B ‸x\n}", "parse.expected-colon"),
    ("sequence Q3 {\n  note ‸A: \"t\"\n}", "parse.expected-keyword"),
    ("sequence Q4 {\n  loop 1 ‸2 { }\n}", "parse.expected-ellipsis"),
    ("sequence Q5 {\n  alt ‸A -> B: x\n}", "parse.expected-brace"),
    ("sequence Q6 {\n  ‸42\n}", "parse.expected-member"),
    ("property P1: ‸42", "parse.expected-pattern"),
    ("property P2: A.b ‸foo", "parse.expected-pattern"),
    ("property P3: at ‸least 2 A.b", "parse.expected-keyword"),
    ("property P4 ‸never A.b", "parse.expected-colon"),
    ("invariant I1: a +‸", "parse.expected-expression"),
    ("forbid A ‸B", "parse.expected-arrow"),
    ("hub M ‸A, B", "parse.expected-keyword"),
    ("‸}", "parse.unexpected-token"),
    ("enum Last { a, b‸", "parse.expected-brace"),
  ]

  @Test func allFiftyAreReportedAtTheirLines() throws {
    #expect(Self.snippets.count == 50)
    var text = ""
    var expected: [String] = []
    for snippet in Self.snippets {
      let marker = try #require(snippet.text.range(of: "‸"))
      let before = text + snippet.text[..<marker.lowerBound]
      let line = before.split(separator: "\n", omittingEmptySubsequences: false).count
      let column =
        (before.split(separator: "\n", omittingEmptySubsequences: false).last?.utf8.count ?? 0) + 1
      expected.append("\(line):\(column) \(snippet.id)")
      text += snippet.text.replacingOccurrences(of: "‸", with: "") + "\n\n"
    }
    let source = SourceFile(path: "fifty.ipl", text: text)
    let result = Parser.parse(source, file: FileID(0))
    let actual = result.diagnostics.map {
      let location = source.location(of: $0.range.start)
      return "\(location.line):\(location.column) \($0.id)"
    }
    #expect(actual == expected)
    #expect(ErrorNodes(result.syntax).uncovered(by: result.diagnostics).isEmpty)
  }
}

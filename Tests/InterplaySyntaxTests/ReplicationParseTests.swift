import Foundation
import InterplayDiagnostics
import InterplayTestSupport
import Testing

@testable import InterplaySyntax

/// Replicated actors: `actor Phil[i in 0...4]` becomes five actors while parsing, each
/// with `i` a constant, and subscripted names (`Fork[(i + 1) % 5]`) become plain names;
/// the formatter prints the declaration as written.
@Suite struct ReplicationParseTests {
  static let ring = """
    actor Node[i in 0...2] {
      request { token(id: Int(0...2)) }
      requests Node[(i + 1) % 3].request
      var last: Int(0...2) = i
      initial state Waiting {
        on token(v) [v != i] { send Node[(i + 1) % 3].token(2 - i) }
      }
    }

    """

  static func actors(_ result: ParseResult) -> [ActorDecl] {
    result.syntax.declarations.compactMap {
      if case .actor(let decl) = $0 { decl } else { nil }
    }
  }

  @Test func eachReplicaIsAnActorWithItsIndexBound() throws {
    let result = parse(Self.ring)
    #expect(result.diagnostics.isEmpty)
    let actors = Self.actors(result)
    #expect(actors.map(\.name.name) == ["Node[0]", "Node[1]", "Node[2]"])
    #expect(actors.map { $0.replication?.value } == [0, 1, 2])
    #expect(actors.map { $0.replication?.isSecondary } == [false, true, true])
    let dumped = SyntaxDump.file(result.syntax)
    // Replica 2's successor wraps to 0; its index is the literal 2 everywhere.
    let last = try #require(dumped.last)
    #expect(last.contains("Node[0].request"), "\(last)")
    #expect(last.contains("Node[0].token"), "\(last)")
    #expect(last.contains("(- 2 2)") || last.contains("2 - 2") || last.contains("0"), "\(last)")
    #expect(!dumped.joined().contains("(name i)"), "no replica reads an unbound 'i'")
  }

  @Test func theFormatterPrintsTheDeclarationAsWritten() {
    let source = SourceFile(path: "ring.ipl", text: Self.ring)
    let result = Parser.parse(source, file: FileID(0))
    #expect(Formatter.format(result.syntax, source: source) == Self.ring)
  }

  /// The replicated benchmark models format to themselves.
  @Test(arguments: ["philosophers_5", "leader_4"])
  func replicatedModelsAreCanonical(_ name: String) throws {
    let url = TestPaths.repositoryRoot.appendingPathComponent(
      "Benchmarks/check/models/replicated/\(name).ipl")
    let text = try String(contentsOf: url, encoding: .utf8)
    let source = SourceFile(path: url.path, text: text)
    let result = Parser.parse(source, file: FileID(0))
    #expect(result.diagnostics.isEmpty)
    #expect(Formatter.format(result.syntax, source: source) == text)
  }

  @Test func aMistakeInTheBodyIsReportedOnce() {
    let result = parse("actor A[i in 0...3] {\n  state S {\n    on x [y -> S\n  }\n}\n")
    #expect(result.diagnostics.map(\.id.rawValue) == ["parse.expected-bracket"])
    #expect(Self.actors(result).count == 4)
  }

  @Test func nestedReplicasSeeBothIndexes() {
    let result = parse(
      """
      actor Row[r in 0...1] {
        actor Cell[c in 0...1] {
          var pos: Int(0...3) = r * 2 + c
        }
      }
      """)
    #expect(result.diagnostics.isEmpty)
    let rows = Self.actors(result)
    #expect(rows.map(\.name.name) == ["Row[0]", "Row[1]"])
    let cells = rows[1].members.compactMap { member -> String? in
      guard case .actor(let cell) = member, case .variable(let variable) = cell.members.first,
        let initial = variable.initial
      else { return nil }
      return "\(cell.name.name) = \(SyntaxText.expr(initial))"
    }
    #expect(cells == ["Cell[0] = 1 * 2 + 0", "Cell[1] = 1 * 2 + 1"])
  }

  @Test(arguments: [
    ("actor A[i in 3...1] {}", "parse.replica-range"),
    ("actor A[i in 0...64] {}", "parse.replica-range"),
    ("actor A[i in 0...9223372036854775807] {}", "parse.replica-range"),
    ("actor A[i 0...2] {}", "parse.replica-range"),
    ("actor A { requests B[j].request }", "parse.replica-index"),
    ("actor A[i in 0...1] { requests B[i / 0].request }", "parse.replica-index"),
    ("actor A[i in 0...1] { requests B[9223372036854775807 + i].request }", "parse.replica-index"),
    ("actor A[i in 0...1] { requests B[i == 1].request }", "parse.replica-index"),
  ])
  func malformedReplicasAreReported(_ text: String, _ id: String) {
    let result = parse(text)
    #expect(result.diagnostics.map(\.id.rawValue).contains(id), "\(result.diagnostics)")
  }

  /// In a trigger a `[` right after the name is a guard unless a `.` follows its `]`:
  /// `on go[x > 1]` keeps meaning what it always did.
  @Test func aTriggerSubscriptsOnlyBeforeADot() {
    let guarded = parse("actor A {\n  state S {\n    on go[x > 1] -> S\n  }\n}\n")
    #expect(guarded.diagnostics.isEmpty)
    let result = parse(
      "actor A[i in 0...1] {\n  state S {\n    on reply Fork[i].take [ok] -> S\n  }\n}\n")
    #expect(result.diagnostics.isEmpty)
    #expect(SyntaxDump.file(result.syntax).joined().contains("Fork[1].take"))
  }
}

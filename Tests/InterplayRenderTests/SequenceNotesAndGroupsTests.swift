import Foundation
import InterplayDiagnostics
import InterplayModel
import InterplaySyntax
import InterplayTestSupport
import Testing

@testable import InterplayRender

/// Issue #19: `note left of A` / `note right of A` and `group "label" { }` in sequences.
/// Parsed, formatted back, drawn (the note beside its lifeline, the group as a tagged
/// box) and exported to Mermaid and PlantUML.
@Suite struct SequenceNotesAndGroupsTests {
  static let source = """
    system Login
    enum Code { good, bad }
    presentation Browser budget 2 {
      event { signIn }
    }
    service IdP {
      request { token(code: Code) -> Bool }
    }
    behaviour Client {
      observes Browser.event
      requests IdP.request
      initial state Idle {
        on Browser.signIn -> Waiting { send IdP.token(good) }
      }
      state Waiting {
        on reply IdP.token(ok) -> Idle
        ignore Browser.signIn
      }
    }
    sequence CodeFlow {
      note left of Browser: "the user taps sign in"
      Browser -> Client: signIn
      group "code exchange" {
        Client -> IdP: token(good)
        note right of IdP: "checks the code"
        IdP --> Client: token(true)
      }
    }

    """

  static func diagram(textMetrics: TextMetrics = .engine) throws -> Diagram {
    let model = try RenderFixtures.model(source, fileName: "Login.ipl")
    return try RenderFixtures.diagram(model, .sequence, "CodeFlow", textMetrics: textMetrics)
  }

  @Test func parsesAndFormatsBack() throws {
    let source = SourceFile(path: "Login.ipl", text: Self.source)
    let parsed = Parser.parse(source, file: FileID(0))
    #expect(parsed.diagnostics.isEmpty)
    let formatted = Formatter.format(parsed.syntax, source: source)
    let block = try #require(Self.source.range(of: "sequence CodeFlow {"))
    #expect(formatted.hasSuffix(String(Self.source[block.lowerBound...])))
    let again = SourceFile(path: "Login.ipl", text: formatted)
    let reparsed = Parser.parse(again, file: FileID(0))
    #expect(reparsed.diagnostics.isEmpty)
    #expect(Formatter.format(reparsed.syntax, source: again) == formatted)
    let sequence = try #require(
      parsed.syntax.declarations.compactMap { declaration -> SequenceDecl? in
        if case .sequence(let decl) = declaration { return decl }
        return nil
      }.first)
    guard case .sideNote(.left, let actor, let text, _) = sequence.items[0] else {
      Issue.record("not a left note: \(sequence.items[0])")
      return
    }
    #expect(actor.text == "Browser")
    #expect(text.value == "the user taps sign in")
    guard case .fragment(.group, nil, let branches, _) = sequence.items[2] else {
      Issue.record("not a group: \(sequence.items[2])")
      return
    }
    #expect(branches.first?.label?.value == "code exchange")
    #expect(branches.first?.items.count == 3)
  }

  /// `left`, `right`, `of` and `group` stay names elsewhere; mistakes are reported.
  @Test func theWordsAreContextual() throws {
    let names = SourceFile(
      path: "Names.ipl",
      text: """
        system Names
        presentation group budget 1 { event { left, right, of } }
        sequence S {
          group -> group: left
          note over group: "over"
          note right of group: "beside"
        }
        """)
    #expect(Parser.parse(names, file: FileID(0)).diagnostics.isEmpty)
    let wrong = SourceFile(
      path: "Wrong.ipl",
      text: """
        system Wrong
        sequence S {
          note left A: "missing of"
          note beside A: "no such side"
          note right of A "missing colon"
        }
        """)
    let diagnostics = Parser.parse(wrong, file: FileID(0)).diagnostics
    #expect(
      diagnostics.map(\.message) == [
        "expected 'of' after 'note left', found 'A'",
        "expected 'over' after 'note', found 'beside'",
        "expected ':' after the actor, found '\"missing colon\"'",
      ])
    #expect(diagnostics.allSatisfy { $0.id.rawValue.hasPrefix("parse.expected-") })
  }

  @Test func theModelKeepsThem() throws {
    let model = try RenderFixtures.model(Self.source, fileName: "Login.ipl")
    let items = try #require(model.sequences.first?.items)
    guard case .sideNote(.left, _, "the user taps sign in", _) = items[0],
      case .fragment(let group) = items[2]
    else {
      Issue.record("\(items)")
      return
    }
    #expect(group.kind == .group)
    #expect(group.branches.first?.label == "code exchange")
  }

  /// The SVG has the notes' and the group's text; each note lies on its side of its
  /// participant's lifeline.
  @Test func theSVGDrawsThemBesideTheLifeline() throws {
    let diagram = try Self.diagram()
    let svg = try SVGDocument(try diagram.render(.svg).bytes)
    let nodes = try svg.groups("node")
    let texts = nodes.flatMap(\.texts)
    for text in ["the user taps sign in", "checks the code", "group", "[code exchange]"] {
      #expect(texts.contains(text), "\(text)")
    }
    func lifeline(_ name: String) throws -> Double {
      let head = try #require(
        nodes.first { $0.title.hasSuffix("_head") && $0.texts.contains(name) })
      let box = try #require(head.outline)
      return (box.minX + box.maxX) / 2
    }
    func note(_ text: String) throws -> SVGGeometry.Box {
      try #require(nodes.first { $0.title.hasPrefix("note") && $0.texts.contains(text) }?.outline)
    }
    let left = try note("the user taps sign in")
    #expect(left.maxX < (try lifeline("Browser")), "\(left)")
    let right = try note("checks the code")
    #expect(right.minX > (try lifeline("IdP")), "\(right)")
    let group = try #require(nodes.first { $0.title.hasSuffix("_tag") && $0.texts == ["group"] })
    #expect(group.title.hasPrefix("frag"))
  }

  @Test func mermaidAndPlantUMLMatchSnapshots() throws {
    let diagram = try Self.diagram()
    let mermaid = try #require(diagram.mermaid)
    let plantUML = try #require(diagram.plantUML)
    #expect(mermaid.contains("Note left of p0: the user taps sign in"))
    #expect(mermaid.contains("rect rgb(241, 243, 244)"))
    #expect(plantUML.contains("note right of p2 : checks the code"))
    #expect(plantUML.contains("group code exchange"))
    SnapshotFile.expect(mermaid, named: "Fixture-Login-sequence-CodeFlow.mmd")
    SnapshotFile.expect(plantUML, named: "Fixture-Login-sequence-CodeFlow.puml")
  }
}

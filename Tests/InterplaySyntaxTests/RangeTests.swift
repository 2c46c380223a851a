import InterplayDiagnostics
import InterplayTestSupport
import Testing

@testable import InterplaySyntax

/// Nodes keep the exact bytes they were written at.
@Suite struct RangeTests {
  let text = """
    service S uri "/s" {
      request { fetch(url: URL) -> Bool }
      initial state Idle {
        on X.ready(a) [a && !b] -> Busy.Inner { send S.fetch(1 + 2) }
      }
    }
    """

  func slice(_ range: SourceRange) -> String {
    SourceFile(path: "", text: text).text(in: range.offsets)
  }

  @Test func declarationAndMemberRanges() throws {
    let result = parse(text)
    #expect(result.diagnostics.isEmpty)
    guard case .actor(let actor) = try #require(result.syntax.declarations.first) else {
      Issue.record("not an actor")
      return
    }
    #expect(slice(actor.range) == text)
    #expect(slice(actor.roleRange) == "service")
    #expect(slice(actor.name.range) == "S")
    #expect(slice(try #require(actor.uri).range) == "\"/s\"")
    guard case .notifier(let notifier) = actor.members[0],
      case .state(let state) = actor.members[1],
      case .transition(let transition) = state.members[0]
    else {
      Issue.record("unexpected members")
      return
    }
    #expect(slice(notifier.range) == "request { fetch(url: URL) -> Bool }")
    #expect(slice(notifier.cases[0].range) == "fetch(url: URL) -> Bool")
    #expect(slice(notifier.cases[0].parameters[0].range) == "url: URL")
    #expect(slice(try #require(notifier.cases[0].replyType).range) == "Bool")
    #expect(slice(state.range).hasPrefix("initial state Idle {"))
    #expect(slice(state.range).hasSuffix("}\n  }"))
    #expect(
      slice(transition.range)
        == "on X.ready(a) [a && !b] -> Busy.Inner { send S.fetch(1 + 2) }")
    guard case .notification(let trigger) = transition.trigger else {
      Issue.record("not a notification trigger")
      return
    }
    #expect(slice(trigger.range) == "X.ready(a)")
    #expect(slice(trigger.name.range) == "X.ready")
    #expect(slice(trigger.bindings[0].range) == "a")
    #expect(slice(try #require(transition.guardExpr).range) == "a && !b")
    #expect(slice(try #require(transition.target).range) == "Busy.Inner")
    let block = try #require(transition.actions)
    #expect(slice(block.range) == "{ send S.fetch(1 + 2) }")
    guard case .send(let target, let arguments, let range) = block.actions[0] else {
      Issue.record("not a send")
      return
    }
    #expect(slice(range) == "send S.fetch(1 + 2)")
    #expect(slice(target.range) == "S.fetch")
    #expect(slice(arguments[0].range) == "1 + 2")
  }

  @Test func expressionRanges() throws {
    let result = parse("invariant I: (a + -b) * f(c, 2) == X.y")
    guard case .invariant(let invariant) = try #require(result.syntax.declarations.first),
      case .binary(.equal, let lhs, let rhs) = invariant.condition.kind,
      case .binary(.multiply, let paren, let call) = lhs.kind
    else {
      Issue.record("unexpected tree")
      return
    }
    let source = SourceFile(path: "", text: "invariant I: (a + -b) * f(c, 2) == X.y")
    #expect(source.text(in: invariant.condition.range.offsets) == "(a + -b) * f(c, 2) == X.y")
    #expect(source.text(in: paren.range.offsets) == "(a + -b)")
    #expect(source.text(in: call.range.offsets) == "f(c, 2)")
    #expect(source.text(in: rhs.range.offsets) == "X.y")
  }

  @Test func missingNameIsAnEmptyIdentifierAtTheError() throws {
    let result = parse("state")
    #expect(result.diagnostics.count == 1)
    let marked = MarkedSource("system 1️⃣{")
    let parsed = Parser.parse(marked.sourceFile(), file: FileID(0))
    guard case .system(let system) = try #require(parsed.syntax.declarations.first) else {
      Issue.record("not a system")
      return
    }
    #expect(system.name.name.isEmpty)
    #expect(system.name.range == .point(FileID(0), marked.markers["1️⃣"]!))
  }

  @Test func fileIDIsCarriedEverywhere() {
    let result = Parser.parse(SourceFile(path: "x", text: "system 1 enum E { a }"), file: FileID(7))
    #expect(result.syntax.file == FileID(7))
    #expect(result.diagnostics.allSatisfy { $0.range.file == FileID(7) })
    #expect(result.syntax.declarations.allSatisfy { $0.range.file == FileID(7) })
  }
}

import InterplayDiagnostics
import InterplayLint
import InterplayModel
import InterplaySyntax
import InterplayTestSupport
import Testing

/// The indexes rules share: subtrees, pathways by endpoint, per-case lookups, removals.
@Suite struct LintContextTests {
  static let text = """
    system S
    service Locator {
      request { locate -> Bool, stop }
      actor Cache {
        requests Locator.request
      }
    }
    presentation Panel {
      event { tapped }
    }
    behaviour Flow {
      observes Panel.event
      requests Locator.request
      actor Meta {
        observes Panel.event
      }
      initial state Idle {
        entry { send Locator.locate }
        on Panel.tapped -> Idle
        on reply Locator.locate -> Idle
      }
    }

    """

  static func context() -> LintContext {
    let (model, _, sources) = RuleTesting.resolve(text)
    return LintContext(model: model, sources: sources)
  }

  @Test func subtreesAndPathwaysByEndpoint() throws {
    let context = Self.context()
    let model = context.model
    let flow = try #require(model.actor(path: "Flow"))
    let meta = try #require(model.actor(path: "Flow.Meta"))
    let locator = try #require(model.actor(path: "Locator"))
    #expect(context.isWithin(meta, flow))
    #expect(!context.isWithin(flow, meta))
    #expect(!context.isWithin(meta, locator))
    #expect(context.topLevel[meta.rawValue] == flow)
    let fromFlow = context.pathways(from: .actor(flow)).map(context.describe)
    #expect(
      fromFlow == [
        "'Flow' observes 'Panel.event'", "'Flow' requests 'Locator.request'",
        "'Flow.Meta' observes 'Panel.event'",
      ])
    #expect(
      context.pathways(from: .role(.actor)).map(context.describe) == [
        "'Locator.Cache' requests 'Locator.request'", "'Flow.Meta' observes 'Panel.event'",
      ])
    #expect(context.pathways(from: .role(.service)).isEmpty)
  }

  @Test func perCaseIndexes() throws {
    let context = Self.context()
    let model = context.model
    let flow = try #require(model.actor(path: "Flow"))
    let notifier = try #require(
      model.actors[model.actor(path: "Locator")!.rawValue].requestNotifier)
    let locate = NotificationRef(notifier: notifier, caseIndex: 0)
    let stop = NotificationRef(notifier: notifier, caseIndex: 1)
    #expect(context.firstSend(of: locate) != nil)
    #expect(context.firstSend(of: stop) == nil)
    #expect(context.isAnyCaseSent(notifier))
    #expect(context.handlesReply(flow, locate))
    #expect(!context.handlesReply(flow, stop))
    #expect(context.name(of: stop) == "Locator.stop")
    #expect(context.requesters[notifier.rawValue].map(context.path) == ["Locator.Cache", "Flow"])
  }

  @Test func aModelOutOfPreOrderFallsBackToWalkingParents() {
    let range = SourceRange.point(FileID(0), 0)
    func actor(_ index: Int, _ name: String, parent: Int?) -> Actor {
      Actor(
        id: ActorID(index), name: name, path: name, role: .actor, uri: "/" + name,
        parent: parent.map(ActorID.init), nameRange: range, range: range)
    }
    var model = Model(name: "M")
    model.actors = [
      actor(0, "A", parent: nil), actor(1, "B", parent: nil), actor(2, "C", parent: 0),
    ]
    model.actors[0].children = [ActorID(2)]
    var sources = SourceSet()
    sources.add(SourceFile(path: "m.ipl", text: ""))
    let context = LintContext(model: model, sources: sources)
    #expect(context.isWithin(ActorID(2), ActorID(0)))
    #expect(!context.isWithin(ActorID(1), ActorID(0)))
    #expect(!context.isWithin(ActorID(2), ActorID(1)))
  }

  @Test func removalTakesTheWholeLineOnlyWhenTheDeclarationIsAlone() {
    var sources = SourceSet()
    let file = sources.add(
      SourceFile(path: "m.ipl", text: "a\n  var x: Bool\nvar y: Bool var z: Bool\n"))
    let context = LintContext(model: Model(name: "M"), sources: sources)
    let alone = context.removal(of: SourceRange(file: file, start: 4, end: 15))
    #expect(alone.range == SourceRange(file: file, start: 2, end: 16))
    let shared = context.removal(of: SourceRange(file: file, start: 28, end: 39))
    #expect(shared.range == SourceRange(file: file, start: 28, end: 39))
  }
}

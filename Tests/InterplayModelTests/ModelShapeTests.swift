import InterplayDiagnostics
import InterplayModel
import InterplaySyntax
import InterplayTestSupport
import Testing

/// What the resolved model looks like: ids, paths, defaults, initial states, bindings.
@Suite struct ModelShapeTests {
  @Test func typesAreInternedWithBoolFirst() {
    let model = expectClean(
      """
      enum Place { home, work }
      type URL(3)
      actor A {
        var a: Int(0...3)
        var b: Int(0...3)
        var c: Int(1...2)
        var d: Bool
        var e: URL
      }
      """)
    #expect(model.types.map(\.name) == ["Bool", "Place", "URL", "Int(0...3)", "Int(1...2)"])
    #expect(model.types[2].kind == .opaque(count: 3))
    #expect(model.actors[0].variables.map(\.type.rawValue) == [3, 3, 4, 0, 2])
  }

  @Test func valueCountsMultiplyPayloads() {
    let model = expectClean(
      """
      enum Place { home, work }
      type Token(3)
      enum Msg { none, move(place: Place, token: Token), level(Int(-1...1), Bool) }
      """)
    #expect(model.valueCount(of: Model.boolTypeID) == 2)
    #expect(model.valueCount(of: TypeID(1)) == 2)
    #expect(model.valueCount(of: TypeID(2)) == 3)
    #expect(model.valueCount(of: TypeID(3)) == 1 + 2 * 3 + 3 * 2)
    // The resolver refuses such a range (`limit.type-values`); the count still saturates.
    var wide = model
    wide.types.append(
      ModelType(
        name: "Int(-9223372036854775807...9223372036854775807)",
        kind: .int(lower: -Int.max, upper: Int.max)))
    #expect(wide.valueCount(of: TypeID(wide.types.count - 1)) == Int.max)
  }

  @Test func defaultsAndInitialValues() {
    let model = expectClean(
      """
      enum Mode { quiet, loud(level: Int(1...3), lit: Bool) }
      type Token
      actor A {
        var a: Int(2...5)
        var b: Bool
        var c: Mode
        var d: Token
        var e: Int(-3...3) = -2
        var f: Mode = loud(3, true)
        var g: Bool = !false && 1 < 2
      }
      """)
    let mode = TypeID(1)
    #expect(
      model.actors[0].variables.map(\.initial) == [
        .int(2), .bool(false), .enumCase(type: mode, caseIndex: 0, payload: []),
        .token(type: TypeID(2), index: 0), .int(-2),
        .enumCase(type: mode, caseIndex: 1, payload: [.int(3), .bool(true)]), .bool(true),
      ])
  }

  @Test func actorsAreFlattenedParentsFirst() {
    let model = expectClean(
      """
      service Api uri "/svc/api" budget 2 { actor Cache {} }
      presentation Screen { presentation Toolbar { actor Button {} } }
      behaviour Flow { initial state S }
      """)
    #expect(
      model.actors.map(\.path) == [
        "Api", "Api.Cache", "Screen", "Screen.Toolbar", "Screen.Toolbar.Button", "Flow",
      ])
    #expect(
      model.actors.map(\.uri) == [
        "/svc/api", "/actor/api/cache", "/actor/screen", "/actor/screen/toolbar",
        "/actor/screen/toolbar/button", "/actor/flow",
      ])
    #expect(model.actors.map(\.id.rawValue) == Array(0..<6))
    #expect(model.actors[2].children == [ActorID(3)])
    #expect(model.actors[4].parent == ActorID(3))
    #expect(model.actors.map(\.isStub) == [true, true, true, true, true, false])
    #expect(model.actors[0].budget == 2 && model.actors[0].hasExplicitURI)
    #expect(model.actor(path: "Screen.Toolbar") == ActorID(3))
  }

  @Test func notifiersBelongToTheirOwners() {
    let model = expectClean(
      """
      enum Answer { yes, no }
      service S {
        request coalesce capacity 2 { ask(n: Int(0...1)) -> Answer, tell }
        event latest { told }
      }
      """)
    #expect(model.notifiers.count == 2)
    let request = model.notifiers[0]
    #expect(request.owner == ActorID(0) && request.kind == .request)
    #expect(request.policy == .coalesce && request.capacity == 2)
    #expect(request.cases.map(\.name) == ["ask", "tell"])
    #expect(request.cases[0].replyType == TypeID(1))
    #expect(request.cases[0].parameters.map(\.label) == ["n"])
    #expect(model.notifiers[1].policy == .latest && model.notifiers[1].capacity == nil)
    #expect(model.actors[0].requestNotifier == NotifierID(0))
    #expect(model.actors[0].eventNotifier == NotifierID(1))
  }

  @Test func statechartStructure() throws {
    let model = expectClean(
      """
      behaviour A {
        request { go, back }
        state Off
        initial state On {
          deep history H
          history Shallow -> Two
          initial state One { on go -> Two }
          state Two { on back -> On.H }
          final state End
          on done -> Off
        }
        parallel state Both {
          region Left { initial state L1 }
          region Right { initial state R1 }
        }
      }
      """)
    let chart = try #require(model.actors[0].chart)
    #expect(
      chart.states.map(\.path) == [
        "Off", "On", "On.One", "On.Two", "On.End", "Both", "Both.Left", "Both.Left.L1",
        "Both.Right", "Both.Right.R1",
      ])
    #expect(chart.roots == [StateID(0), StateID(1), StateID(5)])
    #expect(chart.initial == StateID(1))
    #expect(chart.states[1].initial == StateID(2))
    #expect(chart.states[5].initial == nil, "a parallel state enters every region")
    #expect(chart.states[6].initial == StateID(7))
    #expect(chart.histories.map(\.defaultTarget) == [StateID(2), StateID(3)])
    #expect(chart.histories.map(\.isDeep) == [true, false])
    #expect(chart.states[3].transitions[0].target == .history(HistoryID(0)))
    #expect(chart.states[1].transitions[0].trigger == .done(StateID(1)))
    #expect(chart.ancestors(of: StateID(7)) == [StateID(6), StateID(5)])
    #expect(chart.states[4].kind == .final && chart.states[6].isRegion)
  }

  @Test func triggersCarryTypedBindings() throws {
    let model = expectClean(
      """
      enum Place { home, work }
      service S {
        request { fetch -> Bool }
        event { moved(origin: Place, target: Place) }
      }
      behaviour B {
        observes S.event
        requests S.request
        initial state Idle {
          on S.moved(_, dest) [dest == home] -> Idle
          on reply S.fetch(ok) [ok]
          always [false] -> Idle
        }
      }
      """)
    let transitions = try #require(model.actors[1].chart).states[0].transitions
    guard case .notification(let ref, let isReply, let bindings) = transitions[0].trigger else {
      Issue.record("expected a notification trigger")
      return
    }
    #expect(model.qualifiedName(of: ref) == "S.moved" && !isReply)
    #expect(bindings.map(\.name) == ["_", "dest"])
    #expect(bindings.map(\.index) == [0, 1])
    #expect(bindings.map(\.type) == [TypeID(1), TypeID(1)])
    guard case .binary(.equal, let lhs, _)? = transitions[0].guardExpr?.kind else {
      Issue.record("expected a comparison guard")
      return
    }
    #expect(lhs.kind == .binding(index: 1))
    guard case .notification(_, true, let replyBindings) = transitions[1].trigger else {
      Issue.record("expected a reply trigger")
      return
    }
    #expect(replyBindings.map(\.type) == [Model.boolTypeID])
    #expect(transitions[1].isInternal && transitions[1].target == nil)
    #expect(transitions[2].trigger == .always)
  }

  @Test func ownRequestsMayBeQualifiedAndSelfSent() throws {
    let model = expectClean(
      """
      behaviour B {
        request { tick }
        initial state S {
          on tick -> S { send tick }
          on B.tick [false] -> S { send B.tick }
          ignore tick
          defer B.tick
        }
      }
      """)
    let state = try #require(model.actors[0].chart).states[0]
    let tick = NotificationRef(notifier: NotifierID(0), caseIndex: 0)
    #expect(
      state.transitions.map(\.actions).map { $0.map(\.kind) } == [
        [.send(tick, arguments: [])], [.send(tick, arguments: [])],
      ])
    #expect(state.ignores == [tick] && state.defers == [tick])
  }

  @Test func ignoredAndDeferredRepliesAreKeptApartFromTheirRequests() throws {
    let model = expectClean(
      """
      service S {
        request { q -> Bool }
      }
      behaviour B {
        requests S.request
        initial state Asking {
          entry { send S.q }
          on reply S.q(ok) -> Waiting
          ignore reply S.q
        }
        state Waiting {
          defer reply S.q
        }
      }
      """)
    let chart = try #require(model.actors[1].chart)
    let q = NotificationRef(notifier: NotifierID(0), caseIndex: 0)
    #expect(chart.states[0].ignoredReplies == [q] && chart.states[0].ignores.isEmpty)
    #expect(chart.states[1].deferredReplies == [q] && chart.states[1].defers.isEmpty)
    let dump = ModelDump.text(of: model)
    #expect(dump.contains("ignore reply S.q"))
    #expect(dump.contains("defer reply S.q"))
  }

  @Test func importedFilesShareTheNamespace() throws {
    var sources = SourceSet()
    let root = sources.add(
      SourceFile(
        path: "dir/root.ipl",
        text: "import \"lib.ipl\"\nenum Place { home }\nactor A { var p: Place }"))
    let lib = sources.add(SourceFile(path: "dir/lib.ipl", text: "system Lib\nenum Place { work }"))
    let syntaxes = [root, lib].map { Parser.parse(sources[$0], file: $0).syntax }
    let result = Resolver.resolve(syntaxes, in: sources)
    #expect(result.model.name == "root", "an imported file's 'system' does not name the model")
    #expect(result.diagnostics.map(\.message) == ["duplicate declaration of 'Place'"])
    #expect(result.diagnostics.first?.range.file == lib)
    #expect(result.diagnostics.first?.notes.first?.range?.file == root)
  }
}

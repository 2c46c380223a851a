import Foundation
import InterplayModel
import InterplayPipeline
import InterplayTestSupport
import Testing

@testable import InterplayDrivers
@testable import InterplaySCXML

/// Issue #33: every bundled chart, exported with `--lossy` (through the driver the
/// command uses) and imported again, has the same state tree and the same transitions:
/// each one's source, trigger, targets, kind (local or external) and whether it has a
/// guard, compared as lists, so a state or transition lost or added fails the test.
@Suite struct ScxmlLossyRoundTripTests {
  /// `name kind parent` per state, and `name deep parent` per history, sorted; `name`
  /// gives each state's and history's name as the imported chart has it.
  static func tree(
    _ chart: Statechart, state: (StateID) -> String, history: (HistoryID) -> String
  ) -> [String] {
    let states = chart.states.map { entry in
      let kind =
        switch entry.kind {
        case .normal: "state"
        case .parallel: "parallel"
        case .final: "final"
        }
      return "\(state(entry.id)) \(kind) " + (entry.parent.map(state) ?? "-")
    }
    let histories = chart.histories.map {
      "\(history($0.id)) \($0.isDeep ? "deep" : "shallow") \(state($0.parent))"
    }
    return (states + histories).sorted()
  }

  /// `source trigger [guard] kind -> targets` of one transition; the kind is `local` or
  /// `external`, and `targetless` without a target (it leaves no state either way).
  static func line(
    _ source: String, _ trigger: String, guarded: Bool, local: Bool, _ targets: [String]
  ) -> String {
    let kind = targets.isEmpty ? "targetless" : local ? "local" : "external"
    return "\(source) \(trigger)\(guarded ? " [guard]" : "") \(kind) -> "
      + (targets.isEmpty ? "-" : targets.joined(separator: " "))
  }

  /// The names of a transition's targets (`choice` for a choice: SCXML has none, so a
  /// chart with one cannot come back the same).
  static func targets(
    _ transition: Transition, state: (StateID) -> String, history: (HistoryID) -> String
  ) -> [String] {
    transition.targets.map { target in
      switch target {
      case .state(let id): state(id)
      case .history(let id): history(id)
      case .choice: "choice"
      }
    }
  }

  /// Every transition of an imported chart, sorted. Its names are its own: the importer
  /// names each state after its SCXML id and each event case after the event.
  static func importedTransitions(_ chart: Statechart, _ model: Model) -> [String] {
    let state = { (id: StateID) in chart[id].name }
    let history = { (id: HistoryID) in chart.histories[id.rawValue].name }
    return chart.states.flatMap { source in
      source.transitions.map { transition in
        let trigger =
          switch transition.trigger {
          case .always: "always"
          case .done(let id): "done(\(state(id)))"
          case .after(let milliseconds): "after \(milliseconds)"
          case .notification(let ref, let isReply, _):
            (isReply ? "reply " : "on ") + model[ref].name
          case .registration(let ref): "registration " + model.qualifiedName(of: ref)
          }
        return line(
          state(source.id), trigger, guarded: transition.guardExpr != nil,
          local: transition.isInternal, targets(transition, state: state, history: history))
      }
        + source.ignores.map {
          line(state(source.id), "on " + model[$0].name, guarded: false, local: false, [])
        }
    }.sorted()
  }

  /// Every transition of an original chart as its import should read, sorted: names are
  /// the export's ids as the importer writes them; a trigger is the event the export
  /// names it (`after D` the timer event `after.S.k`, a registration `Data.name`, both
  /// taken as events), a reply `reply` and the case; a transition is local when it is
  /// internal from a compound state to a state inside it (SCXML's `internal` from a
  /// parallel state, or to the state itself, is external); a join's sources are its guard;
  /// an `ignore` is a targetless transition on each event it names.
  static func exportedTransitions(
    _ chart: Statechart, _ model: Model, _ export: ScxmlExport, actor: ActorID
  ) -> [String] {
    let state = { (id: StateID) in ScxmlTranslator.identifier(export.stateIDs[id.rawValue]) }
    let history = { (id: HistoryID) in
      ScxmlTranslator.identifier(export.historyIDs[id.rawValue])
    }
    let event = { (name: String) in "on " + ScxmlTranslator.identifier(name) }
    return chart.states.flatMap { source in
      source.transitions.enumerated().map { index, transition in
        let trigger =
          switch transition.trigger {
          case .always: "always"
          case .done(let id): "done(\(state(id)))"
          case .after: event("after.\(export.stateIDs[source.id.rawValue]).\(index)")
          case .notification(let ref, let isReply, _):
            isReply
              ? "reply " + ScxmlTranslator.identifier(model[ref].name)
              : event(export.eventNames[ref] ?? "?")
          case .registration(let ref): event(model.qualifiedName(of: ref))
          }
        let inside = transition.targets.allSatisfy { target in
          switch target {
          case .state(let id): id != source.id && chart.isDescendant(id, of: source.id)
          case .history(let id):
            chart.isDescendant(chart.histories[id.rawValue].parent, of: source.id)
          case .choice: false
          }
        }
        let local = transition.isInternal && source.kind == .normal && inside
        return line(
          state(source.id), trigger,
          guarded: transition.enablingCondition(actor: actor) != nil, local: local,
          targets(transition, state: state, history: history))
      }
        + source.ignores.map {
          line(
            state(source.id), event(export.eventNames[$0] ?? "?"), guarded: false, local: false,
            [])
        }
    }.sorted()
  }

  @Test func everyBundledChartComesBackWithItsStateTreeAndTransitions() throws {
    var imported = 0
    for file in TestPaths.bundledModels {
      let model = try ScxmlRoundTripTests.load(file.path)
      let report = ExportDriver.exportScxml(paths: [file.path], lossy: true)
      #expect(!report.diagnostics.contains { $0.severity == .error }, "\(file.path)")
      for actor in model.actors where !actor.isStub {
        let document = try #require(
          report.outputs.first { $0.fileName.hasSuffix("." + actor.path + ".scxml") },
          "\(actor.path)")
        let result = ScxmlImport(data: Data(document.text.utf8), name: "chart")
        let text = try #require(result.text, "\(actor.path): \(result.problems.map(\.message))")
        let folder = TemporaryFolder()
        let loaded = ModelPipeline.load(paths: [folder.write("chart.ipl", text)])
        try #require(loaded.status == .clean, "\(actor.path): \(loaded.diagnostics.map(\.message))")
        let back = try #require(loaded.systems.first?.model)
        let machine = try #require(back.actors.first { $0.name == ScxmlImport.behaviourName })
        let chart = try #require(machine.chart)
        let original = try #require(actor.chart)
        let export = ScxmlExport(model: model, actor: actor.id, lossy: true)
        #expect(export.text == document.text, "\(actor.path)")
        #expect(
          Self.tree(
            chart, state: { chart[$0].name }, history: { chart.histories[$0.rawValue].name })
            == Self.tree(
              original,
              state: { ScxmlTranslator.identifier(export.stateIDs[$0.rawValue]) },
              history: { ScxmlTranslator.identifier(export.historyIDs[$0.rawValue]) }),
          "\(actor.path)")
        let want = Self.exportedTransitions(original, model, export, actor: actor.id)
        let got = Self.importedTransitions(chart, back)
        #expect(
          got == want,
          "\(actor.path): lost \(want.filter { !got.contains($0) }), added \(got.filter { !want.contains($0) })"
        )
        imported += 1
      }
    }
    #expect(imported == 25)
  }

  /// `interplay:range` on an integer `<data>`, its prefix bound to Interplay's namespace,
  /// is the variable's range; one not `LO...HI`, or under a prefix bound elsewhere, is
  /// reported; `--int-range` still wins.
  @Test func anIntegersRangeComesBackFromItsAttribute() {
    func document(_ namespace: String, _ range: String) -> Data {
      Data(
        """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" xmlns:ipl="\(namespace)" version="1.0"
          datamodel="ecmascript" initial="a">
          <datamodel><data id="x" expr="0" ipl:range="\(range)"/></datamodel>
          <state id="a"><transition event="go" cond="x &lt; 3"><assign location="x" expr="x * 10"/></transition></state>
        </scxml>
        """.utf8)
    }
    let ranged = ScxmlImport(data: document(ScxmlExport.interplayNamespace, "-5...40"), name: "r")
    #expect(ranged.text?.contains("var x: Int(-5...40) = 0") == true, "\(ranged.problems)")
    #expect(
      ranged.notes.map(\.message) == [
        "'x' is declared Int(-5...40): its interplay:range gives it, the range it was exported with"
      ])
    let chosen = ScxmlImport(
      data: document(ScxmlExport.interplayNamespace, "-5...40"), name: "r",
      options: ScxmlImport.Options(integerRange: 0...9))
    #expect(chosen.text?.contains("var x: Int(0...9) = 0") == true)
    let reversed = ScxmlImport(data: document(ScxmlExport.interplayNamespace, "9...1"), name: "r")
    #expect(reversed.text == nil)
    #expect(reversed.problems.map(\.message) == ["the range '9...1' of 'x' is not LO...HI"])
    let elsewhere = ScxmlImport(data: document("urn:example", "-5...40"), name: "r")
    #expect(elsewhere.text == nil)
    #expect(
      elsewhere.problems.map(\.message) == ["the attribute 'ipl:range' of <data> is not translated"]
    )
  }

  /// The comparison is of whole lists: a chart that lost one transition does not compare
  /// equal, so the test above fails for an export or import that drops one.
  @Test func theComparisonSeesALostTransition() throws {
    let path = TestPaths.diagrams.appendingPathComponent("Playlist/Playlist.ipl").path
    let model = try ScxmlRoundTripTests.load(path)
    let actor = try #require(model.actors.first { $0.name == "PlaylistViewModel" })
    let original = try #require(actor.chart)
    let export = ScxmlExport(model: model, actor: actor.id, lossy: true)
    let want = Self.exportedTransitions(original, model, export, actor: actor.id)
    var fewer = original
    let source = try #require(fewer.states.firstIndex { !$0.transitions.isEmpty })
    fewer.states[source].transitions.removeLast()
    #expect(Self.exportedTransitions(fewer, model, export, actor: actor.id) != want)
    #expect(Self.exportedTransitions(fewer, model, export, actor: actor.id).count == want.count - 1)
  }
}

import Foundation
import InterplayModel
import InterplayPipeline
import InterplayTestSupport
import Testing

@testable import InterplayDrivers
@testable import InterplaySCXML

/// Issue #33: every bundled chart, exported with `--lossy` (through the driver the
/// command uses) and imported again, has the same state tree and the same transitions.
@Suite struct ScxmlLossyRoundTripTests {
  /// The charts whose lossy document does not import, and why: each is checked to fail
  /// with that reason, so a chart that starts importing must be moved out of this list.
  static let notImported: [String: String] = [
    // `undefined`: another actor's variable or a data-model property has no SCXML value.
    "Playlist.ControlsViewModel": "'undefined'",
    "Playlist.ListViewModel": "'undefined'",
    "Playlist.PlayerViewModel": "'undefined'",
    "Playlist.PlaylistViewModel": "'undefined'",
    // Its integers are assigned payload values, whose range the chart does not bound.
    "Calculator.Controller": "import.int-range",
  ]

  /// `name kind parent` per state, and `name deep parent` per history.
  static func tree(_ chart: Statechart, name: (String) -> String) -> [String] {
    chart.states.map { state in
      let kind =
        switch state.kind {
        case .normal: "state"
        case .parallel: "parallel"
        case .final: "final"
        }
      return "\(name(state.name)) \(kind) " + (state.parent.map { name(chart[$0].name) } ?? "-")
    }
      + chart.histories.map {
        "\(name($0.name)) \($0.isDeep ? "deep" : "shallow") \(name(chart[$0.parent].name))"
      }
  }

  /// `source -> targets` per transition with a target, sorted.
  static func arrows(_ chart: Statechart, name: (String) -> String) -> [String] {
    chart.states.flatMap { state in
      state.transitions.compactMap { transition -> String? in
        let targets = transition.targets.compactMap { target -> String? in
          switch target {
          case .state(let id): name(chart[id].name)
          case .history(let id): name(chart.histories[id.rawValue].name)
          case .choice: nil
          }
        }
        guard !targets.isEmpty else { return nil }
        return "\(name(state.name)) -> \(targets.joined(separator: " "))"
      }
    }.sorted()
  }

  /// The notification triggers by case name (`reply` before a reply's); with `export`,
  /// a request by the event the export names it (`Actor.case` for another actor's),
  /// which the importer makes a case of its own.
  static func triggers(_ chart: Statechart, _ model: Model, _ export: ScxmlExport? = nil)
    -> Set<String>
  {
    var names = Set<String>()
    for state in chart.states {
      for transition in state.transitions {
        if case .notification(let ref, let isReply, _) = transition.trigger {
          let name = isReply ? model[ref].name : export?.eventNames[ref] ?? model[ref].name
          names.insert((isReply ? "reply " : "") + ScxmlTranslator.identifier(name))
        }
      }
    }
    return names
  }

  @Test func everyBundledChartComesBackWithItsStateTreeAndTransitions() throws {
    var imported = 0
    var refused: [String] = []
    for file in TestPaths.bundledModels {
      let model = try ScxmlRoundTripTests.load(file.path)
      let report = ExportDriver.exportScxml(paths: [file.path], lossy: true)
      #expect(!report.diagnostics.contains { $0.severity == .error }, "\(file.path)")
      for actor in model.actors where !actor.isStub {
        let document = try #require(
          report.outputs.first { $0.fileName.hasSuffix("." + actor.path + ".scxml") },
          "\(actor.path)")
        let result = ScxmlImport(data: Data(document.text.utf8), name: "chart")
        let stem = String(document.fileName.dropLast(".scxml".count))
        if let reason = Self.notImported[stem] {
          #expect(result.text == nil, "\(actor.path) now imports: move it out of notImported")
          #expect(
            result.problems.contains { $0.message.contains(reason) || $0.id == reason },
            "\(actor.path): \(result.problems.map(\.message))")
          refused.append(stem)
          continue
        }
        let text = try #require(result.text, "\(actor.path): \(result.problems.map(\.message))")
        let folder = TemporaryFolder()
        let loaded = ModelPipeline.load(paths: [folder.write("chart.ipl", text)])
        try #require(loaded.status == .clean, "\(actor.path): \(loaded.diagnostics.map(\.message))")
        let back = try #require(loaded.systems.first?.model)
        let machine = try #require(back.actors.first { $0.name == ScxmlImport.behaviourName })
        let chart = try #require(machine.chart)
        let original = try #require(actor.chart)
        // Names: the export's ids as the importer writes them.
        let export = ScxmlExport(model: model, actor: actor.id, lossy: true)
        var ids: [String: String] = [:]
        for state in original.states { ids[state.name] = export.stateIDs[state.id.rawValue] }
        for history in original.histories {
          ids[history.name] = export.historyIDs[history.id.rawValue]
        }
        let exported = { (name: String) in ScxmlTranslator.identifier(ids[name] ?? name) }
        #expect(
          Self.tree(chart, name: { $0 }).sorted() == Self.tree(original, name: exported).sorted(),
          "\(actor.path)")
        #expect(
          Self.arrows(chart, name: { $0 }) == Self.arrows(original, name: exported),
          "\(actor.path)")
        // Triggers: every case and reply the original takes, by case name.
        let taken = Set(Self.triggers(chart, back).map { ScxmlTranslator.identifier($0) })
        let missing = Self.triggers(original, model, export).map { ScxmlTranslator.identifier($0) }
          .filter { !taken.contains($0) }
        #expect(missing.isEmpty, "\(actor.path): \(missing.sorted()) not in \(taken.sorted())")
        imported += 1
      }
    }
    #expect(imported == 20)
    #expect(refused.sorted() == Self.notImported.keys.sorted())
  }
}

import Foundation
import InterplayModel
import InterplayPipeline
import InterplayTestSupport
import Testing

@testable import InterplayDrivers
@testable import InterplaySCXML

/// `interplay export scxml` then `interplay import scxml`: the chart that comes back,
/// put in place of the original, makes a system the checker cannot tell apart (same
/// states, transitions and violations), with the same state tree and transitions.
@Suite struct ScxmlRoundTripTests {
  static func load(_ path: String) throws -> Model {
    let loaded = ModelPipeline.load(paths: [path])
    try #require(loaded.status == .clean, "\(loaded.diagnostics.map(\.message))")
    return try #require(loaded.systems.first?.model)
  }

  /// Per state: the transitions as trigger, targets, join sources and kind (in any order:
  /// the importer writes the events of one transition in the chart's event order), the
  /// ignores, the default entry and its actions; then the chart's default entry and each
  /// history's default targets.
  static func shape(_ chart: Statechart) -> [[String]] {
    chart.states.map { state in
      state.transitions.map {
        "\($0.trigger) \($0.targets) \($0.joinSources) \($0.isInternal) \($0.actions.count) \($0.guardExpr != nil)"
      }.sorted() + state.ignores.map { "ignore \($0)" }.sorted()
        + ["entry \(state.entry.count)", "exit \(state.exit.count)"]
        + [
          "initial \(ChartMapper.entry(state)) \(state.initialTransition?.actions.count ?? 0)"
        ]
    } + [["initial \(ChartMapper.entry(of: chart))"]]
      + chart.histories.map { ["history \(ChartMapper.defaultTargets($0, chart))"] }
  }

  @Test func everyConstructComesBackTheSame() throws {
    let path = TestPaths.fixtures.appendingPathComponent("Export/constructs.ipl").path
    let model = try Self.load(path)
    let chart = try #require(model.actor(path: "Chart"))
    let trip = try ScxmlRoundTrip(model: model, actor: chart)
    let before = try #require(model[chart].chart)
    let after = try #require(trip.roundTripped[chart].chart)
    #expect(Self.shape(after) == Self.shape(before))
    let transitionsAfter: Int = after.states.reduce(0) { $0 + $1.transitions.count }
    let transitionsBefore: Int = before.states.reduce(0) { $0 + $1.transitions.count }
    #expect(transitionsAfter == transitionsBefore)
    let original = try ScxmlRoundTrip.check(model)
    let roundTripped = try ScxmlRoundTrip.check(trip.roundTripped)
    #expect(original == roundTripped)
    // Not a vacuous comparison: the chart is explored and its faults found.
    #expect(original.states > 100)
    #expect(original.violations.contains { $0.hasPrefix("overflow") })
  }

  @Test func forksJoinsAndDefaultEntriesComeBackTheSame() throws {
    let path = TestPaths.fixtures.appendingPathComponent("Export/forks.ipl").path
    let model = try Self.load(path)
    let door = try #require(model.actor(path: "Door"))
    let trip = try ScxmlRoundTrip(model: model, actor: door)
    let before = try #require(model[door].chart)
    let after = try #require(trip.roundTripped[door].chart)
    #expect(Self.shape(after) == Self.shape(before))
    // What the importer wrote: a fork, written initial transitions (deep, several, to a
    // history) with actions, a history default with actions, a join as a guard.
    for expected in [
      "on Pad_next -> Work.Left.Work_Left_Busy, Work.Right.Work_Right_Busy { emit started }",
      "initial -> Open.Room.Light.On, Open.Room.Fan.Fast { emit lit }",
      "initial -> Tour.H\n", "history H -> Tour.First { emit fresh  visits = 1 }",
      "initial -> Lobby.Hall.Desk { visits = 0 }",
      "deep history Back -> Lobby.Hall.Desk { visits = 0 }",
      "on Pad_close [(Machine in Work.Left.Work_Left_Busy) && (Machine in Work.Right.Work_Right_Finished)] -> Tour",
    ] {
      #expect(trip.importedText.contains(expected), "\(expected)")
    }
    let original = try ScxmlRoundTrip.check(model)
    #expect(original == (try ScxmlRoundTrip.check(trip.roundTripped)))
    // Not a vacuous comparison: the chart is explored, every state of it is reached.
    #expect(original.states > 10_000)
  }

  @Test func bundledChartsThatExportComeBackTheSame() throws {
    var exported: [String] = []
    for file in TestPaths.bundledModels {
      let model = try Self.load(file.path)
      for actor in model.actors where !actor.isStub {
        guard ScxmlExport(model: model, actor: actor.id).isComplete else { continue }
        let trip = try ScxmlRoundTrip(model: model, actor: actor.id)
        #expect(
          Self.shape(try #require(trip.roundTripped[actor.id].chart))
            == Self.shape(try #require(actor.chart)), "\(actor.path)")
        let original = try ScxmlRoundTrip.check(model)
        #expect(original == (try ScxmlRoundTrip.check(trip.roundTripped)), "\(actor.path)")
        exported.append(model.name + "." + actor.path)
      }
    }
    // The bundled charts use payloads, replies and data models, which export reports;
    // these two do not.
    #expect(exported == ["RunningLights.Controller", "RunningLights.Timer"])
  }

  /// An SCXML chart through import, export, import, export: the second and third
  /// documents are the same bytes.
  static func fixedPoint(_ document: String) throws -> (second: String, third: String) {
    func exported(_ scxml: String) throws -> String {
      let imported = ScxmlImport(data: Data(scxml.utf8), name: "chart")
      let text = try #require(imported.text, "\(imported.problems)")
      let folder = TemporaryFolder()
      let model = try load(folder.write("chart.ipl", text))
      let machine = try #require(model.actor(path: ScxmlImport.behaviourName))
      let export = ScxmlExport(model: model, actor: machine)
      try #require(export.isComplete, "\(export.diagnostics.map(\.message))")
      return export.text
    }
    let second = try exported(document)
    return (second, try exported(second))
  }

  @Test(arguments: [
    "player.scxml", "timers.scxml", "sessions.scxml", "forks.scxml",
  ])
  func importExportImportIsAFixedPoint(_ name: String) throws {
    let document = try String(
      contentsOf: TestPaths.fixtures.appendingPathComponent("Export/" + name), encoding: .utf8)
    let trip = try Self.fixedPoint(document)
    #expect(trip.second == trip.third)
    #expect(
      trip.second.contains("<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"1.0\""))
  }
}

import Foundation
import InterplayCheck
import InterplayModel
import InterplayPipeline
import InterplayRuntime
import InterplayTestSupport
import Testing

@testable import InterplayDrivers
@testable import InterplaySCXML

/// Export, import, and the imported chart put back in place of the original one: the
/// round trip the tests compare. The imported chart is mapped back into the original
/// model by position (the state tree must come back the same, which is checked) and by
/// name (events, variables); the importer's forms of what export encodes are undone:
/// a timer event with its send and cancel is the `after` transition again, the last
/// targetless transitions of a state are its `ignore` list, and the `emit done_F` the
/// importer adds to a top-level final state is dropped.
struct ScxmlRoundTrip {
  /// What the checker found: states, transitions, and every violation's check and message.
  struct Outcome: Equatable, CustomStringConvertible {
    var states: Int
    var transitions: Int
    var violations: [String]
    var description: String { "\(states) states, \(transitions) transitions, \(violations)" }

    init(_ result: CheckResult) {
      states = result.statistics.states
      transitions = result.statistics.transitions
      violations = result.violations.map { "\($0.check.rawValue): \($0.message)" }.sorted()
    }
  }

  let original: Model
  let actor: ActorID
  let export: ScxmlExport
  /// The `.ipl` text the importer wrote.
  let importedText: String
  /// The original model with the round-tripped chart in place of the actor's.
  let roundTripped: Model

  /// Exports `actor`, imports the document, and maps the imported chart back.
  init(model: Model, actor: ActorID) throws {
    original = model
    self.actor = actor
    export = ScxmlExport(model: model, actor: actor)
    try #require(export.isComplete, "\(export.diagnostics.map(\.message))")
    let imported = ScxmlImport(data: Data(export.text.utf8), name: "chart")
    try #require(imported.problems.isEmpty, "\(imported.problems)")
    importedText = try #require(imported.text)
    let folder = TemporaryFolder()
    let loaded = ModelPipeline.load(paths: [folder.write("chart.ipl", importedText)])
    try #require(loaded.status == .clean, "\(loaded.diagnostics.map(\.message))\n\(importedText)")
    let importedModel = try #require(loaded.systems.first?.model)
    var mapper = ChartMapper(
      original: model, actor: actor, imported: importedModel, export: export)
    var result = model
    result.actors[actor.rawValue].chart = try mapper.chart()
    roundTripped = result
  }

  /// Checks a model with the default options but no reduction: the whole graphs are
  /// compared, which a reduction could make look alike.
  static func check(_ model: Model) throws -> Outcome {
    let system = try CompiledSystem.compile(model).get()
    var options = CheckOptions()
    options.reduction = .none
    return Outcome(ModelChecker(system: system, options: options).run())
  }
}

import InterplayDiagnostics
import InterplayModel

/// Reports a declared enum or opaque type that nothing uses.
///
/// A type is used when a variable, a data-model property, a notification payload, a reply or
/// the payload of a used enum case has it. A type nothing uses is dead code.
///
/// Bad:
/// ```ipl
/// system Player
/// enum Mode { shuffle, ordered }
/// service Audio {
///   request { play }
/// }
/// ```
///
/// Good:
/// ```ipl
/// system Player
/// enum Mode { shuffle, ordered }
/// service Audio {
///   request { play(mode: Mode) }
/// }
/// ```
public struct UnusedType: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.unused-type`
  public var id: DiagnosticID { "lint.unused-type" }
  /// A warning.
  public var defaultSeverity: RuleSeverity { .warning }
  /// Generic.
  public var profile: RuleProfile { .none }
  /// The one-line summary.
  public var summary: String { "declared enum or opaque type that nothing uses" }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        A type is used when a variable, a data-model property, a notification payload, a \
        reply or the payload of a used enum case has it. A type nothing uses is dead code.
        """,
      bad: """
        system Player
        enum Mode { shuffle, ordered }
        service Audio {
          request { play }
        }
        """,
      good: """
        system Player
        enum Mode { shuffle, ordered }
        service Audio {
          request { play(mode: Mode) }
        }
        """)
  }

  /// One finding per unused enum or opaque type, at its name.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    var used = Array(repeating: false, count: model.types.count)
    var work: [TypeID] = []
    func use(_ type: TypeID) {
      guard !used[type.rawValue] else { return }
      used[type.rawValue] = true
      work.append(type)
    }
    // Indices, not `for actor in`: binding a whole actor or case copies it, retaining every
    // array and string in it, where one field is read.
    for actor in model.actors.indices { model.actors[actor].variables.forEach { use($0.type) } }
    for dataModel in model.dataModels { dataModel.properties.forEach { use($0.type) } }
    for notifier in model.notifiers.indices {
      for index in model.notifiers[notifier].cases.indices {
        model.notifiers[notifier].cases[index].parameters.forEach { use($0.type) }
        if let reply = model.notifiers[notifier].cases[index].replyType { use(reply) }
      }
    }
    while let type = work.popLast() {
      for enumCase in model[type].enumCases { enumCase.parameters.forEach { use($0.type) } }
    }
    return model.types.indices.compactMap { index in
      guard !used[index], let range = model.types[index].range else { return nil }
      switch model.types[index].kind {
      case .enumeration, .opaque:
        return finding("type '\(model.types[index].name)' is never used", at: range)
      default: return nil
      }
    }
  }
}

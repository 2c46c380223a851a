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
    for actor in model.actors { actor.variables.forEach { use($0.type) } }
    for dataModel in model.dataModels { dataModel.properties.forEach { use($0.type) } }
    for notifier in model.notifiers {
      for notification in notifier.cases {
        notification.parameters.forEach { use($0.type) }
        if let reply = notification.replyType { use(reply) }
      }
    }
    while let type = work.popLast() {
      for enumCase in model[type].enumCases { enumCase.parameters.forEach { use($0.type) } }
    }
    return model.types.enumerated().compactMap { index, type in
      guard let range = type.range, !used[index] else { return nil }
      switch type.kind {
      case .enumeration, .opaque: return finding("type '\(type.name)' is never used", at: range)
      default: return nil
      }
    }
  }
}

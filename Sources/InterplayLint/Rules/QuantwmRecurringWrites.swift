import InterplayDiagnostics
import InterplayModel

/// Reports a recurring registration that writes properties.
///
/// Recurring registrations are notified last, after every hard and smart one, so that they see
/// the settled state of the data model. A recurring registration that writes would change that
/// state after everyone else has seen it, with nobody left to be notified.
///
/// Bad:
/// ```ipl
/// system Playlist
/// profile quantwm
/// behaviour Player {}
/// data Queue {
///   var tracks: Int(0...3)
///   var shown: Int(0...3)
///   recurring refresh by Player reads tracks writes shown
///   hard show by Player reads shown
/// }
/// ```
///
/// Good:
/// ```ipl
/// system Playlist
/// profile quantwm
/// behaviour Player {}
/// data Queue {
///   var tracks: Int(0...3)
///   recurring refresh by Player reads tracks
/// }
/// ```
public struct QuantwmRecurringWrites: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.quantwm-recurring-writes`
  public var id: DiagnosticID { "lint.quantwm-recurring-writes" }
  /// An error.
  public var defaultSeverity: RuleSeverity { .error }
  /// The `quantwm` profile.
  public var profile: RuleProfile { .quantwm }
  /// The one-line summary.
  public var summary: String { "recurring registration that writes properties" }
  /// The resolver diagnostics this rule reports instead.
  public var supersedes: [DiagnosticID] { ["resolve.recurring-writes"] }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        Recurring registrations are notified last, after every hard and smart one, so that \
        they see the settled state of the data model. A recurring registration that writes \
        would change that state after everyone else has seen it, with nobody left to be \
        notified.
        """,
      bad: """
        system Playlist
        profile quantwm
        behaviour Player {}
        data Queue {
          var tracks: Int(0...3)
          var shown: Int(0...3)
          recurring refresh by Player reads tracks writes shown
          hard show by Player reads shown
        }
        """,
      good: """
        system Playlist
        profile quantwm
        behaviour Player {}
        data Queue {
          var tracks: Int(0...3)
          recurring refresh by Player reads tracks
        }
        """)
  }

  /// One finding per recurring registration that writes, at its name.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    model.dataModels.flatMap { dataModel in
      dataModel.registrations.compactMap { registration in
        guard registration.kind == .recurring, !registration.writes.isEmpty else { return nil }
        let written = registration.writes.map { "'\(model[$0].name)'" }.joined(separator: ", ")
        return finding(
          "recurring registration '\(registration.name)' writes \(written): recurring "
            + "registrations run last and must write nothing", at: registration.nameRange)
      }
    }
  }
}

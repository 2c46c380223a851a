import InterplayDiagnostics
import InterplayModel

/// Reports a scope that has no presentation companion.
///
/// A scope groups companion actors that live while it is on its stack: a behaviour companion
/// for the scope's workflow and a presentation companion for its views, through whose notifiers
/// the companions talk. A scope without a presentation companion has nothing to show and no
/// notifiers for its companions to meet on.
///
/// Bad:
/// ```ipl
/// system Browser
/// stack Screens
/// scope Web on Screens {
///   behaviour WebFlow {}
/// }
/// ```
///
/// Good:
/// ```ipl
/// system Browser
/// stack Screens
/// scope Web on Screens {
///   behaviour WebFlow {}
///   presentation WebView {}
/// }
/// ```
public struct ScopeWithoutPresentation: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.scope-without-presentation`
  public var id: DiagnosticID { "lint.scope-without-presentation" }
  /// A warning.
  public var defaultSeverity: RuleSeverity { .warning }
  /// Generic.
  public var profile: RuleProfile { .none }
  /// The one-line summary.
  public var summary: String { "scope without a presentation companion" }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        A scope groups companion actors that live while it is on its stack: a behaviour \
        companion for the scope's workflow and a presentation companion for its views, \
        through whose notifiers the companions talk. A scope without a presentation \
        companion has nothing to show and no notifiers for its companions to meet on.
        """,
      bad: """
        system Browser
        stack Screens
        scope Web on Screens {
          behaviour WebFlow {}
        }
        """,
      good: """
        system Browser
        stack Screens
        scope Web on Screens {
          behaviour WebFlow {}
          presentation WebView {}
        }
        """)
  }

  /// One finding per scope without a presentation companion, at its name.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    model.scopes.compactMap { scope in
      guard !scope.actors.contains(where: { model.actors[$0.rawValue].role == .presentation })
      else { return nil }
      return finding("scope '\(scope.name)' has no presentation companion", at: scope.nameRange)
    }
  }
}

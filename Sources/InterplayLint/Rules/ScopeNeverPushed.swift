import InterplayDiagnostics
import InterplayModel

/// Reports a scope that no statechart ever pushes.
///
/// A scope's companions exist only while the scope is on its stack, and only a `push` action
/// puts it there. A scope that no statechart pushes never becomes active: its companions never
/// run.
///
/// Bad:
/// ```ipl
/// system Browser
/// stack Screens
/// scope Web on Screens {
///   behaviour WebFlow {}
///   presentation WebView {}
/// }
/// behaviour App {
///   initial state Running
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
/// behaviour App {
///   initial state Running {
///     entry { push Web }
///   }
/// }
/// ```
public struct ScopeNeverPushed: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.scope-never-pushed`
  public var id: DiagnosticID { "lint.scope-never-pushed" }
  /// A warning.
  public var defaultSeverity: RuleSeverity { .warning }
  /// Generic.
  public var profile: RuleProfile { .none }
  /// The one-line summary.
  public var summary: String { "scope that no statechart ever pushes" }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        A scope's companions exist only while the scope is on its stack, and only a `push` \
        action puts it there. A scope that no statechart pushes never becomes active: its \
        companions never run.
        """,
      bad: """
        system Browser
        stack Screens
        scope Web on Screens {
          behaviour WebFlow {}
          presentation WebView {}
        }
        behaviour App {
          initial state Running
        }
        """,
      good: """
        system Browser
        stack Screens
        scope Web on Screens {
          behaviour WebFlow {}
          presentation WebView {}
        }
        behaviour App {
          initial state Running {
            entry { push Web }
          }
        }
        """)
  }

  /// One finding per scope without a `push`, at its name.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    model.scopes.compactMap { scope in
      guard context.pushes[scope.id.rawValue].isEmpty else { return nil }
      return finding("scope '\(scope.name)' is never pushed", at: scope.nameRange)
    }
  }
}

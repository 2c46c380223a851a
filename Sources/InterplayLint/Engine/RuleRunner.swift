import InterplayDiagnostics
import InterplayModel
import InterplaySyntax

/// Runs the rules in force for a model, with the configured severities and suppressions.
///
/// A rule is in force when the configuration sets a severity for it, or else when it is
/// generic or its profile is on (in the model or the configuration). It runs unless its
/// severity is `off`.
public struct RuleRunner: Sendable {
  /// The rules to consider, in registry order.
  public var rules: [any LintRule]
  /// The project configuration.
  public var configuration: LintConfiguration

  /// Creates a runner.
  public init(
    rules: [any LintRule] = RuleRegistry.rules, configuration: LintConfiguration = .init()
  ) {
    self.rules = rules
    self.configuration = configuration
  }

  /// Whether a rule applies to a model: configured explicitly, generic, or its profile is on.
  public func isInForce(_ rule: any LintRule, for model: Model) -> Bool {
    if configuration.severity(of: rule) != nil { return true }
    guard let profile = rule.profile.modelProfile else { return true }
    return configuration.profiles.contains(profile)
      || model.profiles.contains { $0.profile == profile }
  }

  /// The severity a rule reports with for a model; nil when it does not run.
  public func severity(of rule: any LintRule, for model: Model) -> Severity? {
    guard isInForce(rule, for: model) else { return nil }
    return (configuration.severity(of: rule) ?? rule.defaultSeverity).diagnosticSeverity
  }

  /// Resolver diagnostics minus those a rule in force reports instead.
  public func withoutSuperseded(_ diagnostics: [Diagnostic], for model: Model) -> [Diagnostic] {
    let superseded = Set(rules.filter { isInForce($0, for: model) }.flatMap(\.supersedes))
    guard !superseded.isEmpty else { return diagnostics }
    return diagnostics.filter { !superseded.contains($0.id) }
  }

  /// Every finding of the rules that run, at their configured severity, minus suppressed
  /// ones, plus warnings about the suppression comments; sorted by position.
  public func run(_ model: Model, syntax: [SourceFileSyntax], sources: SourceSet)
    -> [Diagnostic]
  {
    let active = rules.compactMap { rule in severity(of: rule, for: model).map { (rule, $0) } }
    let suppressions = Suppressions(
      syntax: syntax, model: model, sources: sources, ruleNames: RuleRegistry.names)
    var diagnostics = suppressions.diagnostics
    guard !active.isEmpty else { return Diagnostic.sorted(diagnostics) }
    let context = LintContext(model: model, sources: sources)
    for (rule, severity) in active {
      for var finding in rule.check(model, context: context) {
        guard !suppressions.suppresses(finding, rule: rule.name) else { continue }
        finding.severity = severity
        diagnostics.append(finding)
      }
    }
    return Diagnostic.sorted(diagnostics)
  }
}

import InterplayDiagnostics
import InterplayModel

/// One topology rule of the lint catalogue: `interplay lint` runs every rule that is on.
///
/// A rule is a stateless value. ``check(_:context:)`` looks at the resolved model (and the
/// indexes of ``LintContext``, built once per model) and returns its findings, each with the
/// rule's ``id`` and ``defaultSeverity``; the runner then applies the configured severity and
/// the suppressions. A rule must be deterministic: it iterates arrays in document order and
/// never a dictionary or a set.
///
/// Naming: the type is named like its id in UpperCamelCase (``RuleNaming/kebabCase(_:)``), in
/// a file of the same name under `Sources/InterplayLint/Rules/`.
public protocol LintRule: Sendable {
  /// The stable id: `lint.` and the type name in kebab case, e.g. `lint.unobserved-event`.
  var id: DiagnosticID { get }
  /// The severity of a finding when the configuration says nothing.
  var defaultSeverity: RuleSeverity { get }
  /// The profile that turns the rule on; ``RuleProfile/none`` for rules that always run.
  var profile: RuleProfile { get }
  /// One line, lower case, no trailing period: what the rule reports.
  var summary: String { get }
  /// The explanation and the bad and good examples (`interplay rules --explain ID`).
  var documentation: RuleDocumentation { get }
  /// Resolver diagnostics this rule reports instead, with its own id, severity and
  /// suppressions; they are dropped whenever the rule is in force for a model.
  var supersedes: [DiagnosticID] { get }

  /// Every finding of the rule in `model`, in any order (the runner sorts them).
  func check(_ model: Model, context: LintContext) -> [Diagnostic]
}

extension LintRule {
  /// Nothing superseded by default.
  public var supersedes: [DiagnosticID] { [] }

  /// The rule's name without the `lint.` prefix, as written in `.interplay.yml`.
  public var name: String {
    id.rawValue.hasPrefix("lint.") ? String(id.rawValue.dropFirst(5)) : id.rawValue
  }

  /// A finding of this rule at its default severity.
  public func finding(
    _ message: String, at range: SourceRange, notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
  ) -> Diagnostic {
    Diagnostic(
      id, defaultSeverity.diagnosticSeverity ?? .note, message, at: range, notes: notes,
      fixIts: fixIts)
  }
}

/// The documentation of a rule: what it reports and why, with examples.
public struct RuleDocumentation: Sendable, Hashable {
  /// What the rule reports and why it matters, in a few sentences.
  public var description: String
  /// A complete model that trips the rule.
  public var bad: String
  /// The same model, corrected: the rule finds nothing in it.
  public var good: String

  /// Creates documentation.
  public init(description: String, bad: String, good: String) {
    self.description = description
    self.bad = bad
    self.good = good
  }
}

import InterplayModel

/// The lint settings of a project, read from `.interplay.yml`.
///
/// ```yaml
/// # .interplay.yml
/// profiles: [bsp]              # profile rules to turn on, besides the model's own
/// warnings-as-errors: true     # warnings fail the run (exit 1)
/// rules:                       # a severity per rule: error, warning, note or off
///   unobserved-event: off
///   duplicate-uri: error
/// ```
///
/// Rule names are written without the `lint.` prefix (it is accepted too). A severity set
/// for a profile rule turns that rule on even when its profile is off.
public struct LintConfiguration: Sendable, Hashable {
  /// The file name looked for in each input file's folder and every folder above it.
  public static let fileName = ".interplay.yml"

  /// The severity set for each rule, keyed by rule name without the `lint.` prefix.
  public var severities: [String: RuleSeverity]
  /// Profiles turned on for every model, in the order written.
  public var profiles: [ModelProfile]
  /// Whether warnings fail the run.
  public var warningsAsErrors: Bool
  /// The file the settings were read from; nil for the defaults.
  public var path: String?

  /// Creates a configuration; the defaults run every rule at its default severity.
  public init(
    severities: [String: RuleSeverity] = [:], profiles: [ModelProfile] = [],
    warningsAsErrors: Bool = false, path: String? = nil
  ) {
    self.severities = severities
    self.profiles = profiles
    self.warningsAsErrors = warningsAsErrors
    self.path = path
  }

  /// The severity written for a rule, if any.
  public func severity(of rule: any LintRule) -> RuleSeverity? {
    severities[rule.name]
  }
}

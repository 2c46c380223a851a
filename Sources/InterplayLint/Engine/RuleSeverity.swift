import InterplayDiagnostics
import InterplayModel

/// The severity a rule reports with, or `off`; set per project in `.interplay.yml`.
public enum RuleSeverity: String, Sendable, CaseIterable, Hashable {
  /// Findings are errors: the run fails.
  case error
  /// Findings are warnings: the run fails only with `--warnings-as-errors`.
  case warning
  /// Findings are informational notes; they never fail a run.
  case note
  /// The rule does not run.
  case off

  /// The diagnostic severity of a finding, or nil when the rule is off.
  public var diagnosticSeverity: Severity? {
    switch self {
    case .error: .error
    case .warning: .warning
    case .note: .note
    case .off: nil
    }
  }
}

/// The profile a rule belongs to: generic rules always run, profile rules only when their
/// profile is turned on (`profile bsp` in the model, or `profiles: [bsp]` in the configuration).
public enum RuleProfile: String, Sendable, CaseIterable, Hashable {
  /// Generic: runs on every model.
  case none
  /// BSP topology: behaviours coordinate, services and presentations stay thin.
  case bsp
  /// Quantwm data-model registrations.
  case quantwm

  /// The model profile that turns the rule on; nil for generic rules.
  public var modelProfile: ModelProfile? {
    switch self {
    case .none: nil
    case .bsp: .bsp
    case .quantwm: .quantwm
    }
  }
}

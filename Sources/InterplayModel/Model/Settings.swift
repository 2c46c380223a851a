import InterplayDiagnostics

/// The built-in checks a model can switch off with `check <name> off`.
public enum BuiltinCheck: String, Hashable, Sendable, CaseIterable, Comparable {
  /// No reachable state where every queue is empty and some actor waits forever.
  case deadlock
  /// No notification arrives in a state that neither handles, ignores nor defers it.
  case unhandled
  /// No queue grows past its capacity.
  case overflow
  /// Scope discipline: only the top is popped, no scope pushed twice.
  case scopes
  /// Every state and transition is reachable.
  case coverage
  /// No `assert` fails.
  case assertions
  /// Data-model properties change only inside transactions.
  case mutation

  /// Orders checks in declaration order.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// A `check <name> [off]` declaration.
public struct CheckSetting: Hashable, Sendable {
  /// The check.
  public var check: BuiltinCheck
  /// Whether it is on (`check x`) or off (`check x off`).
  public var isEnabled: Bool
  /// The whole declaration.
  public var range: SourceRange
  /// Creates a setting.
  public init(check: BuiltinCheck, isEnabled: Bool, range: SourceRange) {
    self.check = check
    self.isEnabled = isEnabled
    self.range = range
  }
}

/// The rule profiles a model can turn on with `profile <name>`.
public enum ModelProfile: String, Hashable, Sendable, CaseIterable {
  /// BSP topology: behaviours coordinate, services and presentations stay thin.
  case bsp
  /// Quantwm data-model rules.
  case quantwm
}

/// A `profile <name>` declaration.
public struct ProfileSetting: Hashable, Sendable {
  /// The profile.
  public var profile: ModelProfile
  /// The whole declaration.
  public var range: SourceRange
  /// Creates a setting.
  public init(profile: ModelProfile, range: SourceRange) {
    self.profile = profile
    self.range = range
  }
}

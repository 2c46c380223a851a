import InterplayDiagnostics

/// A delay as written: `500ms`, `2s`, `1min` (an integer and a unit, with or without a
/// space between them).
public struct DurationSyntax: Hashable, Sendable {
  /// The number.
  public var amount: IntLiteral
  /// The unit: `ms`, `s` or `min`.
  public var unit: Identifier
  /// The whole duration.
  public var range: SourceRange

  /// Creates a duration.
  public init(amount: IntLiteral, unit: Identifier, range: SourceRange) {
    self.amount = amount
    self.unit = unit
    self.range = range
  }

  /// Milliseconds per unit, by unit name.
  public static let units: [String: Int] = ["ms": 1, "s": 1000, "min": 60_000]

  /// The delay in milliseconds; nil for an unknown unit or a value that overflows.
  public var milliseconds: Int? {
    guard let scale = Self.units[unit.name] else { return nil }
    let (value, overflow) = amount.value.multipliedReportingOverflow(by: scale)
    return overflow ? nil : value
  }

  /// `500ms`, as the formatter writes it.
  public var text: String { "\(amount.value)\(unit.name)" }
}

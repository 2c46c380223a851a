import InterplayDiagnostics

/// The outcome of evaluating an expression without a state: a value, or why there is none.
enum ConstantFold {
  /// The expression's value.
  case value(Value)
  /// The expression reads a variable, binding, property or state, or failed to resolve.
  case notConstant
  /// A `/` or `%` by zero, written at the range.
  case divisionByZero(SourceRange)
  /// An operation whose result does not fit in an `Int`, written at the range, with the
  /// operation's text for the message (`-9223372036854775808 / -1`).
  case overflow(SourceRange, String)
}

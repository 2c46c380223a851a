/// Expressions and values, printed in source syntax by ``ExpressionPrinter`` with every
/// name qualified.
extension DumpWriter {
  /// An expression, parenthesized only where the grammar requires it.
  func expr(_ expr: ResolvedExpr, bindings: [Binding]) -> String {
    ExpressionPrinter(model: model, bindings: bindings).text(expr)
  }

  /// A constant value in source syntax; tokens of opaque types print as `URL#0`.
  func value(_ value: Value) -> String {
    ExpressionPrinter(model: model).text(value)
  }
}

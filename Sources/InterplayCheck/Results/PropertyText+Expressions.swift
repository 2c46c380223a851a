import InterplayModel

/// Resolved expressions written back as text: `Lights in Normal.On`, `Counter.n < 3`.
extension PropertyText {
  /// An expression with every variable qualified and enum cases bare, by
  /// ``ExpressionPrinter``.
  static func expression(_ expr: ResolvedExpr, in model: Model) -> String {
    ExpressionPrinter(model: model, qualifiesCases: false).text(expr)
  }
}

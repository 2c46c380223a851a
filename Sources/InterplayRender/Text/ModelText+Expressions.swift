import InterplayModel

extension ModelText {
  /// An expression in source syntax as written inside ``actor`` (its own variables and
  /// every enum case bare, the trigger's bindings by name), by ``ExpressionPrinter``.
  func expr(_ expr: ResolvedExpr) -> String {
    ExpressionPrinter(model: model, actor: actor, qualifiesCases: false, bindings: bindings)
      .text(expr)
  }
}

import InterplayDiagnostics

/// Action blocks and actions.
extension FormatPrinter {
  /// `header { action }` on one line when the block holds one single-line action and
  /// no comment, was written on one line, and fits in ``Formatter/lineWidth``; otherwise
  /// one action per line. An empty block prints as `header {}`.
  ///
  /// A block the user expanded stays expanded: it is usually about to grow.
  mutating func actionBlock(_ header: String, _ block: ActionBlock, end: Int) {
    let open = openBrace(from: block.range.start)
    let close = closeBrace(of: block.range)
    hoistComments(before: open)
    if block.actions.count == 1, let text = Self.actionText(block.actions[0]),
      !hasComments(in: open..<close), sourceLine(open) == sourceLine(close)
    {
      let oneLine = header + " { " + text + " }"
      if indentWidth + oneLine.count <= Formatter.lineWidth {
        line(oneLine)
        trailingComments(after: end)
        return
      }
    }
    braced(
      header, open: open, close: close, end: end, items: block.actions, range: \.range
    ) { printer, action in printer.action(action) }
  }

  /// The one-line text of an action, or nil for `if` and `transaction` (always expanded).
  static func actionText(_ action: ActionSyntax) -> String? {
    switch action {
    case .send(let target, let arguments, _):
      "send " + SyntaxText.path(target) + SyntaxText.arguments(arguments)
    case .sendAfter(let target, let arguments, let delay, _):
      "send " + SyntaxText.path(target) + SyntaxText.arguments(arguments) + " after " + delay.text
    case .cancel(let target, _):
      "cancel " + SyntaxText.path(target)
    case .raise(let name, let arguments, _):
      "raise " + name.name + SyntaxText.arguments(arguments)
    case .emit(let name, let arguments, _):
      "emit " + name.name + SyntaxText.arguments(arguments)
    case .reply(let value, _):
      value.map { "reply " + SyntaxText.expr($0) } ?? "reply"
    case .assign(let target, let value, _):
      SyntaxText.path(target) + " = " + SyntaxText.expr(value)
    case .push(let scope, _): "push " + SyntaxText.path(scope)
    case .pop(let scope, _): "pop " + SyntaxText.path(scope)
    case .assert(let condition, let message, _):
      "assert " + SyntaxText.expr(condition)
        + (message.map { ", " + StringLiteral.quoted($0.value) } ?? "")
    case .ifAction, .choose, .transaction, .error: nil
    }
  }

  /// Prints one action of an expanded block.
  mutating func action(_ action: ActionSyntax) {
    switch action {
    case .ifAction(let condition, let then, let otherwise, let range):
      ifAction(condition, then, otherwise, prefix: "", end: range.end)
    case .transaction(let body, let range):
      actionBlock("transaction", body, end: range.end)
    case .choose(let branches, let range):
      choose(branches, end: range.end)
    case .error(let error):
      verbatim(error.range)
    default:
      simple(Self.actionText(action) ?? "", action.range)
    }
  }

  /// `if c { } else if d { } else { }`, always expanded. An `else { if ... }` whose
  /// block holds only that `if` (and no comment outside it) prints as `else if`.
  mutating func ifAction(
    _ condition: Expr, _ then: ActionBlock, _ otherwise: ActionBlock?, prefix: String, end: Int
  ) {
    let header = prefix + "if " + SyntaxText.expr(condition)
    let open = openBrace(from: then.range.start)
    let close = closeBrace(of: then.range)
    guard let otherwise else {
      braced(
        header, open: open, close: close, end: end, items: then.actions, range: \.range
      ) { printer, action in printer.action(action) }
      return
    }
    hoistComments(before: open)
    line(header + " {")
    if let (innerCondition, innerThen, innerElse) = elseIf(otherwise) {
      body(
        open: open, close: close, flushUntil: openBrace(from: innerThen.range.start),
        items: then.actions, range: \.range
      ) { printer, action in printer.action(action) }
      ifAction(innerCondition, innerThen, innerElse, prefix: "} else ", end: end)
      return
    }
    let elseOpen = openBrace(from: otherwise.range.start)
    body(open: open, close: close, flushUntil: elseOpen, items: then.actions, range: \.range) {
      printer, action in printer.action(action)
    }
    line("} else {")
    body(
      open: elseOpen, close: closeBrace(of: otherwise.range), items: otherwise.actions,
      range: \.range
    ) { printer, action in printer.action(action) }
    line("}")
    trailingComments(after: end)
  }

  /// `choose { } or { }`, always expanded.
  mutating func choose(_ branches: [ActionBlock], end: Int) {
    guard branches.count > 1 else {
      actionBlock("choose", branches[0], end: end)
      return
    }
    hoistComments(before: openBrace(from: branches[0].range.start))
    line("choose {")
    for (index, branch) in branches.enumerated() {
      let isLast = index == branches.count - 1
      let nextOpen = isLast ? nil : openBrace(from: branches[index + 1].range.start)
      if let nextOpen {
        body(
          open: openBrace(from: branch.range.start), close: closeBrace(of: branch.range),
          flushUntil: nextOpen, items: branch.actions, range: \.range
        ) { printer, action in printer.action(action) }
        line("} or {")
      } else {
        body(
          open: openBrace(from: branch.range.start), close: closeBrace(of: branch.range),
          items: branch.actions, range: \.range
        ) { printer, action in printer.action(action) }
      }
    }
    line("}")
    trailingComments(after: end)
  }

  /// The inner `if` when an else block is just one `if` with no comment around it.
  func elseIf(_ block: ActionBlock) -> (Expr, ActionBlock, ActionBlock?)? {
    guard block.actions.count == 1,
      case .ifAction(let condition, let then, let otherwise, let range) = block.actions[0],
      !hasComments(in: block.range.start..<range.start),
      !hasComments(in: range.end..<block.range.end)
    else { return nil }
    return (condition, then, otherwise)
  }
}

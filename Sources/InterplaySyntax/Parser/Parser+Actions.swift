import InterplayDiagnostics

extension Parser.Engine {
  /// `"{" { action } "}"`, or nil (reported) when there is no `{`.
  mutating func block(_ name: StaticString) -> ActionBlock? {
    guard
      let result = body(
        .block, name, error: { ActionSyntax.error($0) },
        member: { $0.action() })
    else { return nil }
    return ActionBlock(actions: result.members, range: result.range)
  }

  /// One action; the current token starts one.
  mutating func action() -> ActionSyntax {
    let start = token.range.start
    switch token.kind {
    case .keyword(.send):
      advance()
      guard let target = path("a notification to send") else {
        return .error(errorNode(from: start))
      }
      let arguments = at(.leftParen) ? argumentList() : []
      if eat(.after) != nil {
        guard let delay = duration() else { return .error(errorNode(from: start)) }
        return .sendAfter(
          target: target, arguments: arguments, delay: delay, range: range(from: start))
      }
      return .send(target: target, arguments: arguments, range: range(from: start))
    case .keyword(.emit):
      advance()
      guard let name = optionalIdentifier("an event to emit") else {
        return .error(errorNode(from: start))
      }
      let arguments = at(.leftParen) ? argumentList() : []
      return .emit(name: name, arguments: arguments, range: range(from: start))
    case .keyword(.reply):
      let keyword = advance()
      // Newlines are not significant, but a value on a later line would be read as the
      // start of the next action, so a reply value must start on the `reply` line.
      let value = startsExpression() && onSameLine(keyword, token) ? expression() : nil
      return .reply(value: value, range: range(from: start))
    case .keyword(.push), .keyword(.pop):
      let isPush = advance().kind == .keyword(.push)
      guard let scope = path("a scope name") else { return .error(errorNode(from: start)) }
      return isPush
        ? .push(scope: scope, range: range(from: start))
        : .pop(scope: scope, range: range(from: start))
    case .keyword(.assert):
      advance()
      let condition = expression()
      var message: StringLiteral?
      if eat(.comma) != nil { message = string("a message string after ','") }
      return .assert(condition: condition, message: message, range: range(from: start))
    case .keyword(.if):
      return ifAction()
    case .keyword(.transaction):
      advance()
      guard let body = block("'transaction' block") else { return .error(errorNode(from: start)) }
      return .transaction(body: body, range: range(from: start))
    case .identifier where text(token) == "choose" && peek().kind == .leftBrace:
      advance()
      guard let first = block("'choose' block") else { return .error(errorNode(from: start)) }
      var branches = [first]
      // `or {`: the contextual word `or` followed by a block.
      while at(.identifier), spells(token, "or"), peek().kind == .leftBrace {
        advance()
        guard let branch = block("'or' block") else { return .error(errorNode(from: start)) }
        branches.append(branch)
      }
      return .choose(branches: branches, range: range(from: start))
    case .identifier where text(token) == "cancel" && startsRaise():
      advance()
      guard let target = path("a request whose timers to cancel") else {
        return .error(errorNode(from: start))
      }
      return .cancel(target: target, range: range(from: start))
    case .identifier where text(token) == "raise" && startsRaise():
      advance()
      guard let name = optionalIdentifier("a case to raise") else {
        return .error(errorNode(from: start))
      }
      let arguments = at(.leftParen) ? argumentList() : []
      return .raise(name: name, arguments: arguments, range: range(from: start))
    default:
      guard let target = path("an action") else { return .error(errorNode(from: start)) }
      guard eat(.assign) != nil else {
        expected("parse.expected-assignment", "'=' after '\(target.text)'")
        return .error(errorNode(from: start))
      }
      let value = expression()
      return .assign(target: target, value: value, range: range(from: start))
    }
  }

  /// `"if" expr block [ "else" ( block | ifAction ) ]`. An `else if` chain is parsed in a
  /// loop, not by recursion, so a long chain cannot exhaust the stack.
  mutating func ifAction() -> ActionSyntax {
    var links: [(start: Int, condition: Expr, then: ActionBlock)] = []
    var otherwise: ActionBlock?
    while true {
      let start = advance().range.start
      let condition = expression()
      guard let then = block("'if' block") else {
        if links.isEmpty { return .error(errorNode(from: start)) }
        let failed = ActionSyntax.error(errorNode(from: start))
        otherwise = ActionBlock(actions: [failed], range: failed.range)
        break
      }
      links.append((start, condition, then))
      guard eat(.else) != nil else { break }
      if at(.if) && depth + links.count >= Parser.maximumDepth {
        // The chain nests in the tree: past the cap, the rest becomes one error node.
        let rest = token.range.start
        skipIfChain()
        let failed = ActionSyntax.error(errorNode(from: rest))
        otherwise = ActionBlock(actions: [failed], range: failed.range)
        break
      }
      if at(.if) { continue }
      otherwise = block("'else' block")
      break
    }
    var result = ActionSyntax.error(ErrorSyntax(range: errorRange))
    for link in links.reversed() {
      result = .ifAction(
        condition: link.condition, then: link.then, otherwise: otherwise,
        range: range(from: link.start))
      otherwise = ActionBlock(actions: [result], range: result.range)
    }
    return result
  }

  /// Reports `parse.nesting-too-deep` at the current `if` and skips the rest of its
  /// `else if` chain.
  private mutating func skipIfChain() {
    suppressing = false
    error(
      "parse.nesting-too-deep",
      "'else if' chain is longer than \(Parser.maximumDepth) links; the rest is skipped",
      at: token.range)
    while at(.if) {
      advance()
      skip { engine in engine.at(.leftBrace) || engine.belongsOutside() }
      guard at(.leftBrace) else { return }
      skipBalancedBraces()
      guard eat(.else) != nil else { return }
      if at(.leftBrace) { skipBalancedBraces() }
    }
  }

  /// `"(" [ expr { "," expr } ] ")"` at the current `(`.
  mutating func argumentList() -> [Expr] {
    let open = advance()
    if depth >= Parser.maximumDepth {
      skipTooDeepParentheses(open)
      return [Expr(.error, range: range(from: open.range.start))]
    }
    nest()
    defer { depth -= 1 }
    var arguments: [Expr] = []
    if !at(.rightParen) {
      repeat {
        let argument = expression()
        arguments.append(argument)
        if argument.kind == .error { break }
      } while eat(.comma) != nil
    }
    expectCloseParen(open)
    return arguments
  }

  /// Whether no line break separates two tokens.
  func onSameLine(_ first: Token, _ second: Token) -> Bool {
    onSameLine(first.range.end, second)
  }

  /// Whether the contextual word `raise` (or `cancel`) at the current token starts that
  /// action: a name follows on the same line (`raise = 1` assigns a variable named
  /// `raise`).
  private mutating func startsRaise() -> Bool {
    let next = peek()
    return next.kind == .identifier && onSameLine(token, next)
  }

  /// `INT unit` (`500ms`, `2 s`), or nil after reporting.
  mutating func duration() -> DurationSyntax? {
    guard let amount = intLiteral("a delay such as 500ms after 'after'") else { return nil }
    guard at(.identifier) else {
      expected("parse.expected-unit", "a time unit (ms, s or min) after '\(amount.value)'")
      return nil
    }
    let unit = identifier("a time unit")
    return DurationSyntax(amount: amount, unit: unit, range: amount.range.union(unit.range))
  }
}

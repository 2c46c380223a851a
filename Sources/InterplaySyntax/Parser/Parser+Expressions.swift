import InterplayDiagnostics

extension Parser.Engine {
  /// `expr = or`. Operator chains and prefix runs are parsed in loops; a tree deeper than
  /// the nesting cap becomes one error node.
  mutating func expression() -> Expr {
    binaryChain(level: 0)
  }

  /// The binary operator at the current token that binds at `level` (0 `||`, 1 `&&`,
  /// 3 `+ -`, 4 `* / %`); comparisons (level 2) are parsed by ``comparison()``.
  private func binaryOperator(level: Int) -> BinaryOperatorSyntax? {
    switch (level, token.kind) {
    case (0, .logicalOr): .or
    case (1, .logicalAnd): .and
    case (3, .plus): .add
    case (3, .minus): .subtract
    case (4, .star): .multiply
    case (4, .slash): .divide
    case (4, .percent): .remainder
    default: nil
    }
  }

  /// One left-associative level of binary operators.
  private mutating func binaryChain(level: Int) -> Expr {
    var lhs = operand(level: level)
    var count = 0
    while let op = binaryOperator(level: level) {
      let opToken = advance()
      let rhs = operand(level: level)
      count += 1
      if depth + count > Parser.maximumDepth {
        lhs = tooDeep(at: opToken, covering: lhs.range.union(rhs.range))
      } else {
        lhs = Expr(.binary(op, lhs, rhs), range: lhs.range.union(rhs.range))
      }
    }
    return lhs
  }

  /// The operand of a binary level: the next tighter level.
  private mutating func operand(level: Int) -> Expr {
    switch level {
    case 0: binaryChain(level: 1)
    case 1: negation()
    case 3: binaryChain(level: 4)
    default: prefixed()
    }
  }

  /// `not = "!" not | cmp`
  private mutating func negation() -> Expr {
    var bangs: [Token] = []
    while at(.bang) { bangs.append(advance()) }
    var result = comparison()
    guard let first = bangs.first else { return result }
    if depth + bangs.count > Parser.maximumDepth {
      return tooDeep(at: first, covering: first.range.union(result.range))
    }
    for bang in bangs.reversed() {
      result = Expr(.unary(.not, result), range: bang.range.union(result.range))
    }
    return result
  }

  /// `cmp = sum [ op sum ] | sum "in" path`
  private mutating func comparison() -> Expr {
    let lhs = binaryChain(level: 3)
    if at(.in) {
      advance()
      guard let state = path("a state after 'in'") else {
        return Expr(.error, range: lhs.range.union(errorRange))
      }
      return Expr(.inState(actor: lhs, state: state), range: lhs.range.union(state.range))
    }
    let op: BinaryOperatorSyntax
    switch token.kind {
    case .equal: op = .equal
    case .notEqual: op = .notEqual
    case .less: op = .less
    case .lessEqual: op = .lessEqual
    case .greater: op = .greater
    case .greaterEqual: op = .greaterEqual
    default: return lhs
    }
    advance()
    let rhs = binaryChain(level: 3)
    return Expr(.binary(op, lhs, rhs), range: lhs.range.union(rhs.range))
  }

  /// `unary = "-" unary | primary`
  private mutating func prefixed() -> Expr {
    var minuses: [Token] = []
    while at(.minus) { minuses.append(advance()) }
    var result = primary()
    guard let first = minuses.first else { return result }
    if depth + minuses.count > Parser.maximumDepth {
      return tooDeep(at: first, covering: first.range.union(result.range))
    }
    for minus in minuses.reversed() {
      result = Expr(.unary(.negate, result), range: minus.range.union(result.range))
    }
    return result
  }

  /// `primary = INT | "true" | "false" | STRING | path [ args ] | "(" expr ")"`
  private mutating func primary() -> Expr {
    switch token.kind {
    case .integer:
      let literal = advance()
      return Expr(.integer(Lexer.integerValue(bytes, literal.range)), range: literal.range)
    case .keyword(.true), .keyword(.false):
      let literal = advance()
      return Expr(.boolean(literal.kind == .keyword(.true)), range: literal.range)
    case .string:
      let literal = advance()
      return Expr(.string(Lexer.stringValue(bytes, literal.range)), range: literal.range)
    case .identifier:
      guard let name = path("an expression") else { return Expr(.error, range: errorRange) }
      guard at(.leftParen) else {
        // A replica's index is a constant in its body.
        if name.components.count == 1, case .some(.some(let value)) = replicaIndex(name.text) {
          return Expr(.integer(value), range: name.range)
        }
        return Expr(.name(name), range: name.range)
      }
      let arguments = argumentList()
      return Expr(.call(name, arguments), range: range(from: name.range.start))
    case .leftParen:
      let open = advance()
      if depth >= Parser.maximumDepth {
        skipTooDeepParentheses(open)
        return Expr(.error, range: range(from: open.range.start))
      }
      nest()
      defer { depth -= 1 }
      let inner = expression()
      expectCloseParen(open)
      return Expr(.parenthesized(inner), range: range(from: open.range.start))
    default:
      expected("parse.expected-expression", "an expression")
      return Expr(.error, range: errorRange)
    }
  }

  /// Whether the current token can start an expression.
  func startsExpression() -> Bool {
    switch token.kind {
    case .integer, .string, .identifier, .leftParen, .bang, .minus, .keyword(.true),
      .keyword(.false):
      true
    default: false
    }
  }

  /// Reports `parse.nesting-too-deep` once for an expression and returns an error node.
  private mutating func tooDeep(at token: Token, covering range: SourceRange) -> Expr {
    if lastErrorID != "parse.nesting-too-deep" || !suppressing {
      suppressing = false
      error(
        "parse.nesting-too-deep",
        "expression nesting is deeper than \(Parser.maximumDepth) levels", at: token.range)
    }
    return Expr(.error, range: range.union(lastErrorRange ?? range))
  }

  /// Reports `parse.nesting-too-deep` at `open` and skips to its matching `)`, stopping
  /// early at a brace or a declaration keyword so a missing `)` cannot swallow the file.
  mutating func skipTooDeepParentheses(_ open: Token) {
    suppressing = false
    error(
      "parse.nesting-too-deep",
      "expression nesting is deeper than \(Parser.maximumDepth) levels", at: open.range)
    var nesting = 1
    while nesting > 0 {
      switch token.kind {
      case .endOfFile, .leftBrace, .rightBrace: return
      case .leftParen: nesting += 1
      case .rightParen: nesting -= 1
      case .keyword(let keyword) where keyword.startsDeclaration: return
      default: break
      }
      advance()
    }
  }
}

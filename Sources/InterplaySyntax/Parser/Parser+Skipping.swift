import InterplayDiagnostics

extension Parser.Engine {
  /// Reports a token that starts no member and skips to where parsing can resume.
  mutating func skipUnexpected(_ context: BodyContext) -> ErrorSyntax {
    let start = token.range.start
    expected("parse.expected-member", context.kind.memberDescription, atToken: true)
    skip { engine in engine.isSyncPoint(context.kind) || engine.belongsOutside() }
    return errorNode(from: start)
  }

  /// Consumes at least one token, then stops before `}` closing the current body, at end of
  /// file, or where `stop` holds. Nested braces and parentheses are skipped whole.
  mutating func skip(until stop: (Self) -> Bool) {
    var nesting = 0
    var parentheses = 0
    var first = true
    while !at(.endOfFile) {
      switch token.kind {
      case .leftBrace:
        nesting += 1
      case .rightBrace:
        if nesting == 0 { return }
        nesting -= 1
      case .leftParen:
        parentheses += 1
      case .rightParen:
        parentheses = max(0, parentheses - 1)
      case .keyword(let keyword):
        if !first {
          if nesting == 0 && stop(self) { return }
          // A brace left open in skipped text must not swallow the next declaration.
          if keyword.startsOnlyDeclaration && isFirstOnLine(token.range.start) { return }
        }
      default:
        if !first && nesting == 0 && parentheses == 0 && stop(self) { return }
      }
      advance()
      first = false
    }
  }

  /// An error node from `start` to the last token consumed, widened to touch the
  /// diagnostic that covers it when that diagnostic was reported earlier.
  func errorNode(from start: Int) -> ErrorSyntax {
    var range = range(from: start)
    if suppressing, let last = lastErrorRange, last.file == file {
      range = range.union(last)
    }
    return ErrorSyntax(range: range)
  }

  /// Reports `parse.nesting-too-deep` and skips a body opened by `open` to its matching `}`.
  mutating func skipTooDeep(_ open: Token) -> SourceRange {
    suppressing = false
    error(
      "parse.nesting-too-deep",
      "nesting is deeper than \(Parser.maximumDepth) levels; the rest of this construct is skipped",
      at: open.range)
    skipToMatchingBrace()
    return range(from: open.range.start)
  }

  /// Skips the body whose `{` is the current token, through its matching `}`.
  mutating func skipBalancedBraces() {
    advance()
    skipToMatchingBrace()
  }

  /// Skips tokens through the `}` that closes a `{` already consumed.
  private mutating func skipToMatchingBrace() {
    var nesting = 1
    while nesting > 0 && !at(.endOfFile) {
      if at(.leftBrace) {
        nesting += 1
      } else if at(.rightBrace) {
        nesting -= 1
      }
      advance()
    }
  }
}

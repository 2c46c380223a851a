import InterplayDiagnostics

extension Parser.Engine {
  /// Parses `{ members }` at the current token, recovering inside it.
  ///
  /// - Parameters:
  ///   - kind: which members the body holds and where to resynchronize.
  ///   - name: the construct named in messages, e.g. `'state' body`.
  ///   - error: wraps a region that could not be parsed as a member.
  ///   - member: parses one member; called only when the current token starts one.
  /// - Returns: the members and the range of the braces, or nil (reported) if there is no `{`.
  mutating func body<Member>(
    _ kind: BodyKind, _ name: String,
    error makeError: (ErrorSyntax) -> Member,
    member: (inout Self) -> Member
  ) -> (members: [Member], range: SourceRange)? {
    guard at(.leftBrace) else {
      error(
        "parse.expected-brace", "expected '{' to begin \(name), found \(describe(token))",
        at: token.range)
      return nil
    }
    let indent = currentIndentation
    let open = advance()
    if depth >= Parser.maximumDepth {
      let skipped = skipTooDeep(open)
      return ([makeError(ErrorSyntax(range: skipped))], skipped)
    }
    let context = BodyContext(kind: kind, name: name, indent: indent)
    depth += 1
    bodies.append(context)
    defer {
      depth -= 1
      bodies.removeLast()
    }
    var members: [Member] = []
    // Where a '}' was probably forgotten in this body: before the first member indented no
    // deeper than the opener, or before a '}' indented less. Used only if a body is unclosed.
    var suspect: Suspect?
    let outerSuspect = closedSuspect
    closedSuspect = nil
    while true {
      switch token.kind {
      case .rightBrace:
        if isFirstOnLine(token.range.start)
          && currentIndentation < context.indent
        {
          suspect = suspect ?? Suspect(offset: previousEnd, open: open, context: context)
        }
        advance()
        suppressing = false
        // A body closed by a '}' that was meant for its parent looks fine here; remember the
        // earliest suspicious spot in case an enclosing body turns out unclosed.
        closedSuspect = outerSuspect ?? earliest(suspect, closedSuspect)
        return (members, range(from: open.range.start))
      case .endOfFile:
        reportUnclosed(earliest(suspect, closedSuspect), context, open)
        closedSuspect = outerSuspect
        return (members, range(from: open.range.start))
      default:
        break
      }
      if startsMember(kind) {
        if isSyncPoint(kind) { suppressing = false }
        if suspect == nil && isFirstOnLine(token.range.start)
          && currentIndentation <= context.indent
        {
          suspect = Suspect(offset: previousEnd, open: open, context: context)
        }
        let before = consumed
        members.append(member(&self))
        if consumed == before {
          members.append(makeError(skipUnexpected(context)))
        }
      } else if endsBody(context) {
        reportUnclosed(earliest(suspect, closedSuspect), context, open)
        closedSuspect = outerSuspect
        return (members, range(from: open.range.start))
      } else {
        members.append(makeError(skipUnexpected(context)))
      }
    }
  }

  /// The suspect that comes first in the file.
  private func earliest(_ a: Suspect?, _ b: Suspect?) -> Suspect? {
    guard let a, let b else { return a ?? b }
    return a.offset <= b.offset ? a : b
  }

  /// Whether the current token, which starts no member here, shows that the body was
  /// left open: a declaration keyword, or an outer member keyword at the opener's indentation.
  func endsBody(_ context: BodyContext) -> Bool {
    guard case .keyword(let keyword) = token.kind, belongsOutside() else { return false }
    if keyword.startsOnlyDeclaration { return true }
    return isFirstOnLine(token.range.start)
      && currentIndentation <= context.indent
  }

  /// Reports `parse.expected-brace` for an unclosed body, with a note at the `{` and a
  /// fix-it inserting `}`: at the suspect spot if there is one (whose body is then named),
  /// else after the last token of the body.
  mutating func reportUnclosed(_ suspect: Suspect?, _ context: BodyContext, _ open: Token) {
    // A brace missing after an error on the same spot is part of that error.
    if suppressing && consumed == consumedAtLastError && lastErrorID != "parse.expected-brace" {
      return
    }
    suppressing = false
    let culprit = suspect ?? Suspect(offset: previousEnd, open: open, context: context)
    let point = SourceRange.point(file, culprit.offset)
    error(
      "parse.expected-brace", "expected '}' to close \(culprit.context.name)", at: point,
      notes: [DiagnosticNote("'{' opened here", at: culprit.open.range)],
      fixIts: [FixIt("insert '}'", edits: [TextEdit(range: point, replacement: "}")])])
  }

  /// Reports a token that starts no member and skips to where parsing can resume.
  mutating func skipUnexpected(_ context: BodyContext) -> ErrorSyntax {
    let start = token.range.start
    expected("parse.expected-member", context.kind.memberDescription)
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

import InterplayDiagnostics

extension Parser.Engine {
  /// Parses `{ members }` at the current token, recovering inside it.
  ///
  /// - Parameters:
  ///   - kind: which members the body holds and where to resynchronize.
  ///   - name: the construct named in messages, e.g. `'state' body`.
  ///   - opener: the offset of the construct's first token (for the indentation heuristic).
  ///   - error: wraps a region that could not be parsed as a member.
  ///   - member: parses one member; called only when the current token starts one.
  /// - Returns: the members and the range of the braces, or nil (reported) if there is no `{`.
  mutating func body<Member>(
    _ kind: BodyKind, _ name: String, opener: Int,
    error makeError: (ErrorSyntax) -> Member,
    member: (inout Self) -> Member
  ) -> (members: [Member], range: SourceRange)? {
    guard at(.leftBrace) else {
      error(
        "parse.expected-brace", "expected '{' to begin \(name), found \(describe(token))",
        at: token.range)
      return nil
    }
    let open = advance()
    if depth >= Parser.maximumDepth {
      let skipped = skipTooDeep(open)
      return ([makeError(ErrorSyntax(range: skipped))], skipped)
    }
    let context = BodyContext(kind: kind, name: name, indent: indentation(ofLineAt: opener))
    depth += 1
    bodies.append(context)
    defer {
      depth -= 1
      bodies.removeLast()
    }
    var members: [Member] = []
    // Where a '}' was probably forgotten: before the first member that is indented no
    // deeper than the opener. Used only if the body turns out unclosed.
    var suspect: Int?
    while true {
      switch token.kind {
      case .rightBrace:
        advance()
        suppressing = false
        return (members, range(from: open.range.start))
      case .endOfFile:
        reportUnclosed(context, open, at: suspect ?? previousEnd)
        return (members, range(from: open.range.start))
      default:
        break
      }
      if startsMember(kind) {
        if isSyncPoint(kind) { suppressing = false }
        if suspect == nil && isFirstOnLine(token.range.start)
          && indentation(ofLineAt: token.range.start) <= context.indent
        {
          suspect = previousEnd
        }
        let before = consumed
        members.append(member(&self))
        if consumed == before {
          members.append(makeError(skipUnexpected(context)))
        }
      } else if endsBody(context) {
        reportUnclosed(context, open, at: suspect ?? previousEnd)
        return (members, range(from: open.range.start))
      } else {
        members.append(makeError(skipUnexpected(context)))
      }
    }
  }

  /// Whether the current token, which starts no member here, shows that the body was
  /// left open: a declaration keyword, or an outer member keyword at the opener's indentation.
  func endsBody(_ context: BodyContext) -> Bool {
    guard case .keyword(let keyword) = token.kind, belongsOutside() else { return false }
    if keyword.startsOnlyDeclaration { return true }
    return isFirstOnLine(token.range.start)
      && indentation(ofLineAt: token.range.start) <= context.indent
  }

  /// Reports `parse.expected-brace` for an unclosed body, with a note at its `{` and a
  /// fix-it inserting `}` at `offset`.
  mutating func reportUnclosed(_ context: BodyContext, _ open: Token, at offset: Int) {
    // A brace missing after an error on the same spot is part of that error.
    if suppressing && consumed == consumedAtLastError && lastErrorID != "parse.expected-brace" {
      return
    }
    suppressing = false
    let point = SourceRange.point(file, offset)
    error(
      "parse.expected-brace", "expected '}' to close \(context.name)", at: point,
      notes: [DiagnosticNote("'{' opened here", at: open.range)],
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
    var nesting = 1
    while nesting > 0 && !at(.endOfFile) {
      if at(.leftBrace) {
        nesting += 1
      } else if at(.rightBrace) {
        nesting -= 1
      }
      advance()
    }
    return range(from: open.range.start)
  }
}

import InterplayDiagnostics

extension Parser.Engine {
  /// Parses `{ members }` at the current token, recovering inside it.
  ///
  /// A forgotten `{` is reported, and if members follow they are parsed as the body.
  ///
  /// - Parameters:
  ///   - kind: which members the body holds and where to resynchronize.
  ///   - name: the construct named in messages, e.g. `'state' body`.
  ///   - error: wraps a region that could not be parsed as a member.
  ///   - member: parses one member; called only when the current token starts one.
  /// - Returns: the members and the range of the body, or nil (reported) if there is none.
  mutating func body<Member>(
    _ kind: BodyKind, _ name: StaticString,
    error makeError: (ErrorSyntax) -> Member,
    member: (inout Self) -> Member
  ) -> (members: [Member], range: SourceRange)? {
    let open: Token
    let context: BodyContext
    if at(.leftBrace) {
      context = BodyContext(kind: kind, name: name, indent: currentIndentation, isVirtual: false)
      open = advance()
      if depth >= Parser.maximumDepth {
        let skipped = skipTooDeep(open)
        return ([makeError(ErrorSyntax(range: skipped))], skipped)
      }
    } else {
      expected("parse.expected-brace", "'{' to begin \(name)")
      guard startsMember(kind), depth < Parser.maximumDepth else { return nil }
      context = BodyContext(kind: kind, name: name, indent: previousIndentation, isVirtual: true)
      open = Token(kind: .leftBrace, range: .point(file, previousEnd))
    }
    nest()
    bodies.append(context)
    defer {
      depth -= 1
      bodies.removeLast()
    }
    let members = bodyMembers(context, open, error: makeError, member: member)
    return (members, range(from: open.range.start))
  }

  /// The members of a body up to and including its `}`.
  private mutating func bodyMembers<Member>(
    _ context: BodyContext, _ open: Token,
    error makeError: (ErrorSyntax) -> Member,
    member: (inout Self) -> Member
  ) -> [Member] {
    var members: [Member] = []
    // Most bodies have a few members: one allocation instead of growing from one (room for
    // two when members are large, as states' are, so that small bodies waste little memory).
    members.reserveCapacity(MemoryLayout<Member>.stride <= 16 ? 4 : 2)
    // Where a '}' was probably forgotten in this body: before the first member indented no
    // deeper than the opener, or before a '}' indented less. Used only if a body is unclosed.
    var suspect: Suspect?
    let outerSuspect = closedSuspect
    closedSuspect = nil
    while true {
      switch token.kind {
      case .rightBrace:
        let firstOnLine = isFirstOnLine(token.range.start)
        if firstOnLine && currentIndentation < context.indent {
          // A body without '{' leaves a '}' indented less than its opener to the parent.
          if context.isVirtual {
            closedSuspect = outerSuspect
            return members
          }
          suspect = suspect ?? Suspect(offset: previousEnd, open: open, context: context)
        }
        // A '}' on its own line ends whatever went wrong inside the body; one in the middle
        // of a line may be part of the mistake.
        if firstOnLine { suppressing = false }
        advance()
        // A body closed by a '}' that was meant for its parent looks fine here; remember the
        // earliest suspicious spot in case an enclosing body turns out unclosed.
        closedSuspect = outerSuspect ?? earliest(suspect, closedSuspect)
        return members
      case .endOfFile:
        if !context.isVirtual { reportUnclosed(earliest(suspect, closedSuspect), context, open) }
        closedSuspect = outerSuspect
        return members
      case .leftBrace:
        error("parse.unexpected-token", "unexpected '{'", at: token.range)
        if previousKind == .leftBrace {
          // '{{' is a typo: the second brace is dropped.
          let brace = advance()
          members.append(makeError(errorNode(from: brace.range.start)))
        } else {
          // A stray group (a forgotten keyword before it): its contents are parsed as
          // members of this body, and its '}' goes with it.
          let inner = body(context.kind, context.name, error: makeError, member: member)
          members += inner?.members ?? []
        }
        continue
      default:
        break
      }
      if startsMember(context.kind) {
        resynchronize(isSyncPoint(context.kind))
        if suspect == nil && isFirstOnLine(token.range.start)
          && currentIndentation <= context.indent
        {
          suspect = Suspect(offset: previousEnd, open: open, context: context)
        }
        let before = consumed
        members.append(member(&self))
        if !pendingReplicas.isEmpty {
          // The other replicas of a replicated sub-actor, right after the first.
          for replica in pendingReplicas {
            if let member = ActorMember.actor(replica) as? Member { members.append(member) }
          }
          pendingReplicas.removeAll()
        }
        if consumed == before {
          members.append(makeError(skipUnexpected(context)))
        }
      } else if endsBody(context) {
        if !context.isVirtual { reportUnclosed(earliest(suspect, closedSuspect), context, open) }
        closedSuspect = outerSuspect
        return members
      } else {
        members.append(makeError(skipUnexpected(context)))
      }
    }
  }

  /// Ends error suppression at a recovery point at the start of a line: one in the middle
  /// of a line right after an error is more likely part of the same mistake.
  mutating func resynchronize(_ atRecoveryPoint: Bool) {
    if atRecoveryPoint && isFirstOnLine(token.range.start) { suppressing = false }
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
}

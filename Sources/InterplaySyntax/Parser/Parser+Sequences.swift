import InterplayDiagnostics

extension Parser.Engine {
  /// `[ "forbidden" ] "sequence" IDENT [ "after" IDENT ] [ "strict" ] "{" { seqItem } "}"`;
  /// `strict` is a contextual word, not reserved.
  mutating func sequence() -> SequenceDecl {
    let start = token.range.start
    let isForbidden = eat(.forbidden) != nil
    if isForbidden { expect(.sequence, after: "'forbidden'") } else { advance() }
    let name = identifier("a sequence name")
    let after =
      eat(.after) != nil ? identifier("a sequence name after 'after'") : nil
    var isStrict = false
    var title: StringLiteral?
    var isAutonumbered = false
    var participants: [Path] = []
    // Contextual words, in any order: `strict`, `title "..."`, `autonumber`,
    // `participants(A, B)`.
    while token.kind == .identifier {
      if spells(token, "strict") {
        advance()
        isStrict = true
      } else if spells(token, "autonumber") {
        advance()
        isAutonumbered = true
      } else if spells(token, "title"), peek().kind == .string {
        advance()
        title = optionalString()
      } else if spells(token, "participants"), peek().kind == .leftParen {
        advance()
        let open = advance()
        participants = pathList("an actor")
        expectCloseParen(open)
      } else {
        break
      }
    }
    let items =
      body(
        .sequence, "'sequence' body", error: { SequenceItem.error($0) },
        member: { $0.sequenceItem() })?.members ?? []
    var decl = SequenceDecl(
      isForbidden: isForbidden, name: name, after: after, items: items, range: range(from: start))
    decl.isStrict = isStrict
    decl.title = title
    decl.isAutonumbered = isAutonumbered
    decl.participants = participants
    return decl
  }

  /// One sequence item; the current token starts one.
  mutating func sequenceItem() -> SequenceItem {
    let start = token.range.start
    switch token.kind {
    case .keyword(.note):
      advance()
      if let side = noteSide() { return sideNote(side, from: start) }
      guard expect(.over, after: "'note'") != nil else { return .error(errorNode(from: start)) }
      let actors = pathList("an actor")
      guard !actors.isEmpty, expectColon(after: "the actors") != nil,
        let text = string("a note string")
      else { return .error(errorNode(from: start)) }
      return .note(over: actors, text: text, range: range(from: start))
    case .keyword(.push), .keyword(.pop):
      let isPush = advance().kind == .keyword(.push)
      guard let scope = path("a scope name") else { return .error(errorNode(from: start)) }
      return isPush
        ? .push(scope: scope, range: range(from: start))
        : .pop(scope: scope, range: range(from: start))
    case .keyword(.alt), .keyword(.opt), .keyword(.loop), .keyword(.par):
      return fragment()
    case .identifier where spells(token, "group") && peek().kind == .string:
      return group()
    default:
      return message()
    }
  }

  /// `left` or `right` after `note` (contextual words), consumed; nil, consuming nothing,
  /// for anything else.
  private mutating func noteSide() -> NoteSideKeyword? {
    guard token.kind == .identifier else { return nil }
    let side: NoteSideKeyword
    if spells(token, "left") {
      side = .left
    } else if spells(token, "right") {
      side = .right
    } else {
      return nil
    }
    advance()
    return side
  }

  /// `"note" ( "left" | "right" ) "of" path ":" STRING`, after the side; `of` is a
  /// contextual word.
  private mutating func sideNote(_ side: NoteSideKeyword, from start: Int) -> SequenceItem {
    guard token.kind == .identifier, spells(token, "of") else {
      expected("parse.expected-keyword", "'of' after 'note \(side.rawValue)'")
      return .error(errorNode(from: start))
    }
    advance()
    guard let actor = path("an actor"), expectColon(after: "the actor") != nil,
      let text = string("a note string")
    else { return .error(errorNode(from: start)) }
    return .sideNote(side: side, of: actor, text: text, range: range(from: start))
  }

  /// `"group" STRING "{" { seqItem } "}"`: `group` is a contextual word, taken as one only
  /// before a string (so an actor may still be named `group`).
  private mutating func group() -> SequenceItem {
    let start = advance().range.start
    let label = optionalString()
    guard let only = branch(.group, from: start, label: label) else {
      return .error(errorNode(from: start))
    }
    return .fragment(kind: .group, bounds: nil, branches: [only], range: range(from: start))
  }

  /// `path ( "->" | "-->" ) [ "x" ] path ":" IDENT [ args ]`: `->x` (or `-->x`), the `x`
  /// written against the arrow and followed by the receiver, is a lost message.
  mutating func message() -> SequenceItem {
    let start = token.range.start
    guard let from = path("a sender") else { return .error(errorNode(from: start)) }
    let isReply: Bool
    switch token.kind {
    case .arrow: isReply = false
    case .replyArrow: isReply = true
    default:
      expected("parse.expected-arrow", "'->' or '-->' after the sender")
      return .error(errorNode(from: start))
    }
    let arrowEnd = advance().range.end
    // `->x B`: the cross, not a receiver named `x` (`-> x: ...`, `->x: ...`).
    let isLost =
      at(.identifier) && spells(token, "x") && token.range.start == arrowEnd
      && peek().kind == .identifier
    if isLost { advance() }
    guard let to = path("a receiver"), expectColon(after: "the receiver") != nil,
      let name = optionalIdentifier("a notification case name")
    else { return .error(errorNode(from: start)) }
    let arguments = at(.leftParen) ? argumentList() : []
    let label = at(.string) ? optionalString() : nil
    var message = MessageSyntax(
      from: from, to: to, isReply: isReply, name: name, arguments: arguments,
      range: range(from: start))
    message.label = label
    message.isLost = isLost
    return .message(message)
  }

  /// `alt`, `opt`, `loop` and `par` with their branches.
  mutating func fragment() -> SequenceItem {
    let keyword = advance()
    let start = keyword.range.start
    let kind: FragmentKeyword
    switch keyword.kind {
    case .keyword(.alt): kind = .alt
    case .keyword(.opt): kind = .opt
    case .keyword(.loop): kind = .loop
    default: kind = .par
    }
    var bounds: (lower: IntLiteral, upper: IntLiteral)?
    if kind == .loop && (at(.integer) || at(.minus)) {
      guard let lower = intLiteral("a lower bound"),
        expect(.ellipsis, "parse.expected-ellipsis", "'...' between the bounds") != nil,
        let upper = intLiteral("an upper bound")
      else { return .error(errorNode(from: start)) }
      bounds = (lower, upper)
    }
    let label = kind == .par ? nil : optionalString()
    guard let first = branch(kind, from: start, label: label) else {
      return .error(errorNode(from: start))
    }
    var branches = [first]
    let separator: Keyword? = kind == .alt ? .else : kind == .par ? .and : nil
    while let separator, at(separator) {
      let branchStart = advance().range.start
      let label = kind == .par ? nil : optionalString()
      guard let next = branch(kind, from: branchStart, label: label) else { break }
      branches.append(next)
    }
    return .fragment(kind: kind, bounds: bounds, branches: branches, range: range(from: start))
  }

  /// One fragment branch body, from its keyword at `start`.
  private mutating func branch(
    _ kind: FragmentKeyword, from start: Int, label: StringLiteral?
  ) -> FragmentBranch? {
    guard
      let result = body(
        .sequence, kind.bodyDescription, error: { SequenceItem.error($0) },
        member: { $0.sequenceItem() })
    else { return nil }
    return FragmentBranch(label: label, items: result.members, range: range(from: start))
  }
}

extension FragmentKeyword {
  /// "'alt' body": a branch body in messages.
  fileprivate var bodyDescription: StaticString {
    switch self {
    case .alt: "'alt' body"
    case .opt: "'opt' body"
    case .loop: "'loop' body"
    case .par: "'par' body"
    case .group: "'group' body"
    }
  }
}

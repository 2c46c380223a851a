import InterplayDiagnostics

extension Parser.Engine {
  /// `"property" IDENT ":" pattern [ patternScope ]`
  mutating func property() -> PropertyDecl {
    let start = advance().range.start
    let name = identifier("a property name")
    guard expectColon(after: "the property name") != nil else {
      return PropertyDecl(
        name: name, pattern: .error(errorRange), scope: nil, range: range(from: start))
    }
    let pattern = self.pattern()
    var scope: PatternScopeSyntax?
    if case .error = pattern {} else { scope = patternScope() }
    return PropertyDecl(name: name, pattern: pattern, scope: scope, range: range(from: start))
  }

  /// `never P | eventually P | at most N P | always expr | P precedes S | S responds to P`
  mutating func pattern() -> PatternSyntax {
    let start = token.range.start
    switch token.kind {
    case .keyword(.never):
      advance()
      return event("a notification after 'never'").map { .absence($0) } ?? .error(errorRange)
    case .keyword(.eventually):
      advance()
      return event("a notification after 'eventually'").map { .existence($0) } ?? .error(errorRange)
    case .keyword(.at):
      advance()
      guard expect(.most, after: "'at'") != nil, let bound = intLiteral("a bound after 'at most'"),
        let event = event("a notification")
      else { return .error(errorNode(from: start).range) }
      return .boundedExistence(bound, event)
    case .keyword(.always):
      advance()
      return .universality(expression())
    case .identifier, .keyword(.reply):
      guard let first = event("a notification") else { return .error(errorRange) }
      if eat(.precedes) != nil {
        guard let second = event("a notification after 'precedes'") else {
          return .error(errorNode(from: start).range)
        }
        return .precedence(first, second)
      }
      if eat(.responds) != nil {
        guard expect(.to, after: "'responds'") != nil,
          let trigger = event("a notification after 'responds to'")
        else { return .error(errorNode(from: start).range) }
        return .response(response: first, trigger: trigger)
      }
      expected("parse.expected-pattern", "'precedes' or 'responds to' after '\(first.text)'")
      return .error(errorNode(from: start).range)
    default:
      expected(
        "parse.expected-pattern",
        "a pattern ('never', 'eventually', 'at most', 'always', 'precedes', 'responds to')")
      return .error(errorRange)
    }
  }

  /// `globally | before E | after E [ until E ] | between E and E`, if written.
  mutating func patternScope() -> PatternScopeSyntax? {
    switch token.kind {
    case .keyword(.globally):
      return .globally(advance().range)
    case .keyword(.before):
      advance()
      return event("a notification after 'before'").map { .before($0) }
    case .keyword(.after):
      advance()
      guard let after = event("a notification after 'after'") else { return nil }
      guard eat(.until) != nil else { return .after(after) }
      return event("a notification after 'until'").map { .afterUntil(after, $0) }
    case .keyword(.between):
      advance()
      guard let first = event("a notification after 'between'"),
        expect(.and, after: "the first notification") != nil,
        let second = event("a notification after 'and'")
      else { return nil }
      return .between(first, second)
    default:
      return nil
    }
  }

  /// `term { "or" term }`: one or more notifications, any of which is the event.
  mutating func event(_ what: String) -> EventSyntax? {
    let start = token.range.start
    guard let first = eventTerm(what) else { return nil }
    var terms = [first]
    while atWord("or") {
      advance()
      guard let next = eventTerm("a notification after 'or'") else { return nil }
      terms.append(next)
    }
    return EventSyntax(terms: terms, range: range(from: start))
  }

  /// `[ path "takes" ] [ "reply" ] path [ args ]`: `takes` is a contextual word, read as
  /// one only after a path.
  private mutating func eventTerm(_ what: String) -> EventTermSyntax? {
    let start = token.range.start
    var taker: Path?
    var isReply = eat(.reply) != nil
    guard var notification = path(what) else { return nil }
    if !isReply, atWord("takes") {
      advance()
      taker = notification
      isReply = eat(.reply) != nil
      guard let taken = path("a notification after 'takes'") else { return nil }
      notification = taken
    }
    let arguments = at(.leftParen) ? argumentList() : []
    return EventTermSyntax(
      taker: taker, isReply: isReply, notification: notification, arguments: arguments,
      range: range(from: start))
  }

  /// `"invariant" IDENT ":" expr`
  mutating func invariant() -> InvariantDecl {
    let start = advance().range.start
    let name = identifier("an invariant name")
    let condition: Expr
    if expectColon(after: "the invariant name") != nil {
      condition = expression()
    } else {
      condition = Expr(.error, range: errorRange)
    }
    return InvariantDecl(name: name, condition: condition, range: range(from: start))
  }
}

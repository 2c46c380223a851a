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
      return path("a notification after 'never'").map { .absence($0) } ?? .error(errorRange)
    case .keyword(.eventually):
      advance()
      return path("a notification after 'eventually'").map { .existence($0) } ?? .error(errorRange)
    case .keyword(.at):
      advance()
      guard expect(.most, after: "'at'") != nil, let bound = intLiteral("a bound after 'at most'"),
        let event = path("a notification")
      else { return .error(errorNode(from: start).range) }
      return .boundedExistence(bound, event)
    case .keyword(.always):
      advance()
      return .universality(expression())
    case .identifier:
      guard let first = path("a notification") else { return .error(errorRange) }
      if eat(.precedes) != nil {
        guard let second = path("a notification after 'precedes'") else {
          return .error(errorNode(from: start).range)
        }
        return .precedence(first, second)
      }
      if eat(.responds) != nil {
        guard expect(.to, after: "'responds'") != nil,
          let trigger = path("a notification after 'responds to'")
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
      return path("a notification after 'before'").map { .before($0) }
    case .keyword(.after):
      advance()
      guard let after = path("a notification after 'after'") else { return nil }
      guard eat(.until) != nil else { return .after(after) }
      return path("a notification after 'until'").map { .afterUntil(after, $0) }
    case .keyword(.between):
      advance()
      guard let first = path("a notification after 'between'"),
        expect(.and, after: "the first notification") != nil,
        let second = path("a notification after 'and'")
      else { return nil }
      return .between(first, second)
    default:
      return nil
    }
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

import InterplayDiagnostics

extension Parser.Engine {
  /// A name, or nil after reporting `parse.expected-identifier`.
  ///
  /// A keyword that is not a recovery point is taken as the name (after the diagnostic),
  /// so `enum Mode { send }` yields one error, not a cascade.
  mutating func optionalIdentifier(_ what: String) -> Identifier? {
    if at(.identifier) {
      let name = advance()
      return Identifier(text(name), range: name.range)
    }
    expected("parse.expected-identifier", what)
    if case .keyword(let keyword) = token.kind, !keyword.isRecoveryPoint {
      let name = advance()
      return Identifier(keyword.rawValue, range: name.range)
    }
    return nil
  }

  /// A name; when missing, an empty name at the point of the error (which is reported).
  mutating func identifier(_ what: String) -> Identifier {
    optionalIdentifier(what) ?? Identifier("", range: missingPoint)
  }

  /// `IDENT { "." IDENT }`, or nil after reporting. `request` and `event` may follow a dot,
  /// so notifier references such as `Service.event` are paths too.
  ///
  /// A `[` right after a component subscripts it (`Fork[i]`) as `subscripts` allows.
  mutating func path(
    _ what: String, allowsWildcard: Bool = false, subscripts: SubscriptRule = .always
  ) -> Path? {
    if allowsWildcard, at(.star) {
      let star = advance()
      return Path([Identifier("*", range: star.range)], range: star.range)
    }
    guard let written = optionalIdentifier(what) else { return nil }
    let first = subscripted(written, subscripts)
    guard at(.dot) else { return Path([first], range: first.range) }
    // Room for two components (`Actor.case`, the common case), allocated once.
    var components: [Identifier] = []
    components.reserveCapacity(2)
    components.append(first)
    while at(.dot) {
      let dot = advance()
      switch token.kind {
      case .identifier:
        let name = advance()
        components.append(subscripted(Identifier(text(name), range: name.range), subscripts))
      case .keyword(.request), .keyword(.event):
        let name = advance()
        components.append(Identifier(text(name), range: name.range))
      case .star where allowsWildcard:
        let star = advance()
        components.append(Identifier("*", range: star.range))
        return Path(components, range: first.range.union(star.range))
      default:
        error(
          "parse.expected-identifier", "expected a name after '.', found \(describe(token))",
          at: token.range.start == dot.range.end ? token.range : dot.range)
        return Path(components, range: first.range.union(dot.range))
      }
    }
    return Path(components, range: first.range.union(components[components.count - 1].range))
  }

  /// A comma-separated list of at least one path.
  mutating func pathList(_ what: String, allowsWildcard: Bool = false) -> [Path] {
    var paths: [Path] = []
    repeat {
      guard let path = path(what, allowsWildcard: allowsWildcard) else { break }
      paths.append(path)
    } while eat(.comma) != nil
    return paths
  }

  /// `["-"] INT`, or nil after reporting `parse.expected-integer`.
  ///
  /// The digits are at most `Int.max` (the lexer reports larger ones and they saturate),
  /// so the negated value is exact and prints back as written: `Int.min` has no literal.
  mutating func intLiteral(_ what: String) -> IntLiteral? {
    if at(.minus) && peek().kind == .integer {
      let minus = advance()
      let digits = advance()
      let value = Lexer.integerValue(bytes, digits.range)
      return IntLiteral(-value, range: minus.range.union(digits.range))
    }
    if at(.integer) {
      let digits = advance()
      return IntLiteral(Lexer.integerValue(bytes, digits.range), range: digits.range)
    }
    expected("parse.expected-integer", what)
    return nil
  }

  /// A string literal if the current token is one.
  mutating func optionalString() -> StringLiteral? {
    guard at(.string) else { return nil }
    let literal = advance()
    return StringLiteral(Lexer.stringValue(bytes, literal.range), range: literal.range)
  }

  /// A string literal, or nil after reporting `parse.expected-string`.
  mutating func string(_ what: String) -> StringLiteral? {
    if let literal = optionalString() { return literal }
    expected("parse.expected-string", what)
    return nil
  }
}

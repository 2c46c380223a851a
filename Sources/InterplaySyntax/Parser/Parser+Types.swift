import InterplayDiagnostics

extension Parser.Engine {
  /// `type = "Bool" | "Int" "(" INT "..." INT ")" | IDENT`; `Bool` and `Int` are names
  /// with a meaning here, not keywords.
  mutating func type(_ what: String = "a type") -> TypeSyntax {
    guard at(.identifier) else {
      expected("parse.expected-type", what)
      return .error(errorRange)
    }
    let name = advance()
    let spelled = text(name)
    switch spelled {
    case "Bool":
      return .bool(name.range)
    case "Int":
      guard let open = eat(.leftParen) else {
        error(
          "parse.expected-paren",
          "expected '(' and a range after 'Int', as in 'Int(0...3)', found \(describe(token))",
          at: token.range)
        return .error(name.range.union(errorRange))
      }
      guard let lower = intLiteral("a lower bound"),
        expect(.ellipsis, "parse.expected-ellipsis", "'...' between the bounds") != nil,
        let upper = intLiteral("an upper bound")
      else {
        _ = eat(.rightParen)
        return .error(errorNode(from: name.range.start).range)
      }
      expectCloseParen(open)
      return .int(lower: lower, upper: upper, range: range(from: name.range.start))
    default:
      return .named(Identifier(spelled, range: name.range))
    }
  }

  /// `"(" [ param { "," param } ] ")"` at the current `(`; `param = [ IDENT ":" ] type`.
  mutating func parameterList() -> [ParameterSyntax] {
    let open = advance()
    var parameters: [ParameterSyntax] = []
    if eat(.rightParen) != nil { return parameters }
    repeat {
      let start = token.range.start
      var label: Identifier?
      if at(.identifier) && peek().kind == .colon {
        let name = advance()
        label = Identifier(text(name), range: name.range)
        advance()
      } else if case .keyword(let keyword) = token.kind, !keyword.isRecoveryPoint,
        peek().kind == .colon
      {
        // A keyword used as a label: one error, and the type after it still parses.
        label = optionalIdentifier("a parameter label")
        advance()
      }
      let type = type("a parameter type")
      parameters.append(ParameterSyntax(label: label, type: type, range: range(from: start)))
      if case .error = type { break }
    } while eat(.comma) != nil
    expectCloseParen(open)
    return parameters
  }
}

import InterplayDiagnostics

extension Parser.Engine {
  /// `forbid A -> B`, `allow only A -> B { "," C -> D }` or `hub M between A { "," B }`.
  /// A rule that cannot be parsed becomes an error declaration.
  mutating func topologyRule() -> Declaration {
    let keyword = advance()
    let start = keyword.range.start
    switch keyword.kind {
    case .keyword(.forbid):
      guard let pair = endpointPair() else { return .error(errorNode(from: start)) }
      return .rule(.forbid(from: pair.from, to: pair.to, range: range(from: start)))
    case .keyword(.allow):
      // Without 'only', the pairs that follow are still parsed.
      expect(.only, after: "'allow'")
      var pairs: [(from: EndpointSyntax, to: EndpointSyntax)] = []
      repeat {
        guard let pair = endpointPair() else { return .error(errorNode(from: start)) }
        pairs.append(pair)
      } while eat(.comma) != nil
      return .rule(.allowOnly(pairs: pairs, range: range(from: start)))
    default:
      guard let hub = path("a hub actor after 'hub'"),
        expect(.between, after: "the hub actor") != nil
      else { return .error(errorNode(from: start)) }
      var members: [EndpointSyntax] = []
      repeat {
        guard let member = endpoint() else { return .error(errorNode(from: start)) }
        members.append(member)
      } while eat(.comma) != nil
      return .rule(.hub(hub: hub, between: members, range: range(from: start)))
    }
  }

  /// `endpoint "->" endpoint`, or nil after reporting.
  private mutating func endpointPair() -> (from: EndpointSyntax, to: EndpointSyntax)? {
    guard let from = endpoint(), expectArrow(after: "the first endpoint") != nil,
      let to = endpoint()
    else { return nil }
    return (from, to)
  }

  /// `endpoint = path | role`, or nil after reporting.
  private mutating func endpoint() -> EndpointSyntax? {
    let role: RoleKeyword? =
      switch token.kind {
      case .keyword(.actor): .actor
      case .keyword(.behaviour): .behaviour
      case .keyword(.service): .service
      case .keyword(.presentation): .presentation
      default: nil
      }
    if let role { return .role(role, advance().range) }
    return path("an actor or a role").map { .actor($0) }
  }
}

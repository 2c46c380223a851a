/// Property events written back as text, for dumps and messages.
extension Model {
  /// `Portal.reject or Wallet takes reply Portal.pay(true)`: the event in source syntax,
  /// with each argument written by `argument`.
  public func text(of event: EventPattern, argument: (ResolvedExpr) -> String) -> String {
    event.terms.map { term in
      var text = term.taker.map { self[$0].path + " takes " } ?? ""
      if term.isReply { text += "reply " }
      text += qualifiedName(of: term.notification)
      if !term.matchesAnyPayload, !term.arguments.isEmpty {
        text += "(" + term.arguments.map(argument).joined(separator: ", ") + ")"
      }
      return text
    }.joined(separator: " or ")
  }
}

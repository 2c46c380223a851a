import InterplayDiagnostics
import InterplayModel

/// Executable content: `raise`, `send` (to the chart itself, to another actor, delayed),
/// `cancel`, `emit`, assignments and `if` (in a lossy export also a transaction's body,
/// and assignments to copies of outside values).
extension ScxmlExporter {
  /// The SCXML elements of some actions; what has no equivalent is reported.
  mutating func actions(_ actions: [ResolvedAction], droppingDoneOf state: State? = nil)
    -> [XMLNode]
  {
    var nodes: [XMLNode] = []
    for action in actions {
      if let state, isCompletionNotice(action, of: state) { continue }
      if lossy, case .transaction(let body) = action.kind {
        // SCXML runs a transition's content to its end before anything else happens, so
        // the body in place is as close as it gets; the comments say where it was.
        unsupported(
          "data-model properties and transactions: SCXML has no Quantwm data models",
          at: action.range, approximation: "its actions written in place between two comments")
        nodes.append(.comment("transaction"))
        nodes += self.actions(body)
        nodes.append(.comment("end of transaction"))
        continue
      }
      if let node = self.action(action) { nodes.append(node) }
    }
    return nodes
  }

  /// `emit done_F` in the entry of a top-level final state `F`: an SCXML session that
  /// reaches a top-level final state tells its invoker by itself (`interplay import
  /// scxml` writes exactly this emit back), so it is not written.
  private func isCompletionNotice(_ action: ResolvedAction, of state: State) -> Bool {
    guard state.kind == .final, state.parent == nil,
      case .emit(let ref, let arguments) = action.kind,
      arguments.isEmpty
    else { return false }
    return model[ref].name == "done_" + state.path.replacingOccurrences(of: ".", with: "_")
  }

  private mutating func action(_ action: ResolvedAction) -> XMLNode? {
    switch action.kind {
    case .raise(let ref, let arguments):
      // `<raise>` has no `<param>`: a lossy export sends the event to the chart's
      // internal queue, which is what `raise` does.
      guard payloadless(arguments, ref, at: action.range) else { return nil }
      guard arguments.isEmpty else {
        return XMLNode(
          "send", [("event", eventName(ref)), ("target", "#_internal")], params(arguments, ref))
      }
      return XMLNode("raise", [("event", eventName(ref))])
    case .send(let ref, let arguments):
      guard payloadless(arguments, ref, at: action.range) else { return nil }
      return send(ref, delay: nil, params(arguments, ref))
    case .sendAfter(let ref, let arguments, let delay):
      guard payloadless(arguments, ref, at: action.range) else { return nil }
      return send(ref, delay: delay, params(arguments, ref))
    case .cancel(let ref):
      return XMLNode("cancel", [("sendid", eventName(ref))])
    case .emit(let ref, let arguments):
      guard payloadless(arguments, ref, at: action.range) else { return nil }
      return XMLNode(
        "send", [("event", model.qualifiedName(of: ref)), ("target", "#_parent")],
        params(arguments, ref))
    case .assign(.variable(let variable), let value):
      guard variable.actor == actor.id else {
        guard lossy else {
          unsupported("an assignment to another actor's variable", at: action.range)
          return nil
        }
        let copy = mirror(.variable(variable))
        unsupported(
          "an assignment to another actor's variable", at: action.range,
          approximation: "assigned to the chart's own copy '\(copy)'")
        return XMLNode(
          "assign", [("location", copy), ("expr", expression(value, isCondition: false))])
      }
      let expr = expression(value, isCondition: false)
      return XMLNode("assign", [("location", model[variable].name), ("expr", expr)])
    case .assign(.property(let property), let value) where lossy:
      let copy = mirror(.property(property))
      unsupported(
        "data-model properties and transactions: SCXML has no Quantwm data models",
        at: action.range, approximation: "assigned to the chart's own copy '\(copy)'")
      return XMLNode(
        "assign", [("location", copy), ("expr", expression(value, isCondition: false))])
    case .ifAction(let condition, let then, let otherwise):
      return ifAction(condition, then, otherwise)
    case .reply(let value):
      // The request answered is the one the transition takes; a reply written elsewhere
      // answers one taken earlier, which the document cannot name.
      guard lossy, let (request, isReply) = currentTrigger, !isReply else {
        unsupported("'reply': SCXML has no requests with replies", at: action.range)
        return lossy ? .comment("a reply to a request taken in an earlier step") : nil
      }
      let event = replyEvent(request)
      unsupported(
        "'reply': SCXML has no requests with replies", at: action.range,
        approximation: "sent as the event '\(event)' to _event.origin")
      let param = value.map {
        [XMLNode("param", [("name", "value"), ("expr", expression($0, isCondition: false))])]
      }
      return XMLNode("send", [("event", event), ("targetexpr", "_event.origin")], param ?? [])
    case .assign(.property, _), .transaction:
      // A strict export (a lossy one writes both above and in `actions`).
      unsupported(
        "data-model properties and transactions: SCXML has no Quantwm data models",
        at: action.range)
    case .push(let scope), .pop(let scope):
      unsupported(
        "'push' and 'pop' of the scope '\(model[scope].name)': SCXML has no scope stacks",
        at: action.range)
      if lossy {
        let verb = if case .push = action.kind { "push" } else { "pop" }
        return .comment(verb + " " + model[scope].name)
      }
    case .assert:
      unsupported("'assert': SCXML has no assertions", at: action.range)
      if lossy { return .comment("an assert") }
    case .choose:
      unsupported(
        "'choose': an SCXML interpreter runs one way, it has no nondeterministic choice",
        at: action.range)
      if lossy { return .comment("a choose") }
    }
    return nil
  }

  /// `<param name expr>` per payload value, named after the case's parameters (a lossy
  /// export; none without arguments).
  private mutating func params(_ arguments: [ResolvedExpr], _ ref: NotificationRef)
    -> [XMLNode]
  {
    arguments.enumerated().map { index, argument in
      XMLNode(
        "param",
        [("name", parameterName(ref, index)), ("expr", expression(argument, isCondition: false))])
    }
  }

  /// `<send event>`: to the chart itself without a target, to another actor with the
  /// target `#_Actor` (that actor's session, by the invoke id its parent gave it), after a
  /// delay with `delay="Dms"`. A send of an event some `cancel` names carries the event
  /// as its id, so that `<cancel sendid>` drops every pending one, as Interplay does.
  private mutating func send(_ ref: NotificationRef, delay: Int?, _ params: [XMLNode] = [])
    -> XMLNode
  {
    let event = eventName(ref)
    let owner = model[model[ref.notifier].owner]
    let target = owner.id == actor.id ? nil : "#_" + owner.path
    let id = cancelledEvents.contains(event) ? event : nil
    return XMLNode(
      "send",
      [("event", event), ("target", target), ("id", id), ("delay", delay.map { "\($0)ms" })],
      params)
  }

  /// `<if cond>` with `<elseif>` for an `else if` chain and `<else>`.
  private mutating func ifAction(
    _ condition: ResolvedExpr, _ then: [ResolvedAction], _ otherwise: [ResolvedAction]
  ) -> XMLNode {
    var children = actions(then)
    var rest = otherwise
    while rest.count == 1, case .ifAction(let next, let nextThen, let nextOtherwise) = rest[0].kind
    {
      children.append(XMLNode("elseif", [("cond", expression(next, isCondition: true))]))
      children += actions(nextThen)
      rest = nextOtherwise
    }
    if !rest.isEmpty {
      children.append(XMLNode("else"))
      children += actions(rest)
    }
    return XMLNode("if", [("cond", expression(condition, isCondition: true))], children)
  }

  /// Whether a notification is sent without a payload; one with a payload is reported
  /// (and in a lossy export written as `<param>`s).
  private mutating func payloadless(
    _ arguments: [ResolvedExpr], _ ref: NotificationRef, at range: SourceRange
  ) -> Bool {
    guard arguments.isEmpty else {
      unsupported(
        "the payload of '\(model.qualifiedName(of: ref))': payloads are not exported", at: range,
        approximation: "written as <param> elements")
      return lossy
    }
    return true
  }
}

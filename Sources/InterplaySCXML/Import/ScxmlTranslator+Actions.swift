import InterplayModel

/// Executable content: `raise`, `send` to the chart itself, `assign`, `if`, `log`.
extension ScxmlTranslator {
  /// The Interplay actions of a block of executable content whose body is at nesting
  /// `depth`. Nested `<if>` recurse here, as deep as the XML reader lets elements nest.
  mutating func actions(_ elements: [Element], depth: Int) -> [String] {
    var result: [String] = []
    var index = 0
    while index < elements.count {
      let element = elements[index]
      index += 1
      switch element.name {
      case "raise":
        checkAttributes(element, allowed: ["event"])
        if let name = element.attributes["event"].flatMap({ caseNames[$0] }) {
          result.append("raise \(name)")
        } else {
          problem(element, "the event '\(element.attributes["event"] ?? "")' cannot be raised")
        }
      case "send":
        if let action = send(element, depth: depth) { result.append(action) }
      case "log":
        continue  // no effect on the chart
      case "assign":
        if let action = assignment(element, depth: depth) { result.append(action) }
      case "cancel":
        if let action = cancel(element) { result.append(action) }
      case "if":
        if let action = ifAction(element, depth: depth) { result.append(action) }
      default:
        problem(element, "<\(element.name)> is not translated")
      }
    }
    return result
  }

  /// `<send event="e"/>` to the chart's own external queue, or to `#_internal` (a raise),
  /// with `<param>`s its payload; the reply a lossy export writes (`targetexpr`).
  private mutating func send(_ element: Element, depth: Int) -> String? {
    if element.attributes["targetexpr"] != nil { return replySend(element, depth: depth) }
    let attributes = Set(element.attributes.keys.filter { !$0.hasPrefix("xmlns") })
    let target = element.attributes["target"]
    // The SCXML event processor is the default one.
    let type = element.attributes["type"]
    let isDefaultProcessor =
      type == nil || type == "scxml" || type == "http://www.w3.org/TR/scxml/#SCXMLEventProcessor"
    let external = externalSend(element)
    var delay = ""
    if let written = element.attributes["delay"] {
      guard target == nil || external != nil, let milliseconds = Self.milliseconds(written) else {
        problem(
          element,
          "the delay '\(written)' is not a CSS2 time (500ms, 2s, 1.5s) of at most an hour on a send to the chart itself"
        )
        return nil
      }
      delay = " after \(milliseconds)ms"
    }
    let onlyParams = element.children.allSatisfy { $0.name == "param" }
    if let external, attributes.isSubset(of: ["event", "target", "type", "delay", "id"]),
      isDefaultProcessor, onlyParams, let event = element.attributes["event"]
    {
      guard let payload = arguments(of: element, event: event, depth: depth) else { return nil }
      return external.actor == nil
        ? "emit \(external.caseName)" + payload + delay
        : "send \(external.actor!).\(external.caseName)" + payload + delay
    }
    guard attributes.isSubset(of: ["event", "target", "type", "delay", "id"]), isDefaultProcessor,
      onlyParams,
      target == nil || target == "#_internal",
      let event = element.attributes["event"], let name = caseNames[event]
    else {
      problem(
        element,
        "<send> is translated only with an event and no target (the chart itself) or target '#_internal'; other targets, and content other than <param>, are not"
      )
      return nil
    }
    guard let payload = arguments(of: element, event: event, depth: depth) else { return nil }
    return (target == nil ? "send " : "raise ") + name + payload + delay
  }

  /// `<send event="reply.S.r" targetexpr="_event.origin"><param name="value" expr/>` in
  /// a transition taking the request `r`: `reply value`, the answer to that request.
  private mutating func replySend(_ element: Element, depth: Int) -> String? {
    checkAttributes(element, allowed: ["event", "targetexpr"])
    guard element.attributes["targetexpr"] == "_event.origin",
      let event = element.attributes["event"], event.hasPrefix("reply."),
      let request = currentEvent, caseNames[request] != nil, event.hasSuffix("." + request)
    else {
      problem(
        element,
        "targetexpr is translated only as '_event.origin' with an event 'reply.S.r' in a transition taking the request 'r' alone"
      )
      return nil
    }
    let params = element.children
    guard params.count == 1, params[0].name == "param", params[0].attributes["name"] == "value",
      let expr = params[0].attributes["expr"]
    else {
      problem(element, "a reply is translated with one <param name=\"value\" expr>, its value")
      return nil
    }
    guard let value = expression(expr, at: params[0], depth: depth, isCondition: false) else {
      return nil
    }
    return "reply " + value
  }

  /// `<cancel sendid>`: the timers of the one event the sends with that id send, when
  /// no send with another id sends it (Interplay cancels by event, not by send).
  private mutating func cancel(_ element: Element) -> String? {
    checkAttributes(element, allowed: ["sendid"])
    guard let id = element.attributes["sendid"] else {
      problem(element, "<cancel> without a sendid")
      return nil
    }
    let events = sendEvents[id] ?? []
    guard events.count == 1, let event = events.first, let name = caseNames[event],
      sendIDs[event] == [id]
    else {
      problem(
        element,
        "<cancel sendid='\(id)'> is translated only when one event is sent with that id and with no other"
      )
      return nil
    }
    return "cancel \(name)"
  }

  /// `<if cond><elseif cond/><else/></if>` over `In()` conditions, at nesting `depth`.
  private mutating func ifAction(_ element: Element, depth: Int) -> String? {
    checkAttributes(element, allowed: ["cond"])
    guard element.attributes["cond"] != nil else {
      problem(element, "<if> without a cond")
      return nil
    }
    var branches: [(condition: String?, body: [Element])] = [
      (element.attributes["cond"], [])
    ]
    for child in element.children {
      switch child.name {
      case "elseif", "else":
        guard branches[branches.count - 1].condition != nil else {
          // Found by fuzzing: `else {} else {}` does not parse.
          problem(child, "<\(child.name)> after the <else> of its <if>")
          return nil
        }
        branches.append(
          child.name == "else" ? (nil, []) : (child.attributes["cond"] ?? "false", []))
      default: branches[branches.count - 1].body.append(child)
      }
    }
    // `else if` links nest in the parser's tree, and each body one more.
    guard
      fits(depth, branches.count, at: element, "the <if> with its \(branches.count - 1) branches")
    else { return nil }
    var text = ""
    for (position, branch) in branches.enumerated() {
      let body = actions(branch.body, depth: depth + 1).joined(separator: "  ")
      let block = body.isEmpty ? "{}" : "{ \(body) }"
      guard let condition = branch.condition else {
        text += " else \(block)"
        continue
      }
      guard
        let expression = expression(
          condition, at: element, depth: depth, isCondition: true)
      else { return nil }
      text += (position == 0 ? "if " : " else if ") + expression + " " + block
    }
    return text
  }

  /// A CSS2 time (`500ms`, `2s`, `1.5s`, `.5s`) in whole milliseconds, at most an hour
  /// (`ModelLimits.maxDelay`), nil otherwise.
  static func milliseconds(_ text: String) -> Int? {
    guard let match = text.wholeMatch(of: /\s*([0-9]*)(?:\.([0-9]+))?(ms|s)\s*/),
      !(match.1.isEmpty && match.2 == nil)
    else { return nil }
    guard match.1.isEmpty || match.1.count <= 12, let whole = match.1.isEmpty ? 0 : Int(match.1)
    else { return nil }
    let fraction = match.2.map(String.init) ?? ""
    if match.3 == "ms" { return fraction.isEmpty && whole <= ModelLimits.maxDelay ? whole : nil }
    let thousandths = Int((fraction + "000").prefix(3)) ?? 0
    guard whole <= 3600 else { return nil }
    let milliseconds = whole * 1000 + thousandths
    return milliseconds <= ModelLimits.maxDelay ? milliseconds : nil
  }
}

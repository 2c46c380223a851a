/// Events: the names a chart can see, SCXML's descriptor matching, and transitions
/// written once per event they match.
extension ScxmlTranslator {
  /// Collects every event: raised or sent to the chart itself, or named by a transition
  /// when no such event matches it (`foo` written, only `foo.bar` sent: `foo` is not an
  /// event of its own), then the done events of the states that complete.
  mutating func collectEvents() {
    var sent: [String] = []
    var written: [String] = []
    func visit(_ element: Element) {
      switch element.name {
      case "raise", "send":
        if let event = element.attributes["event"], externalSend(element) == nil {
          sent.append(event)
        }
      case "transition":
        let attribute = element.attributes["event"] ?? ""
        for token in attribute.split(separator: " ") where !token.hasSuffix("*") {
          written.append(String(token.hasSuffix(".") ? token.dropLast() : token))
        }
      default: break
      }
      for child in element.children { visit(child) }
    }
    visit(root)
    let named =
      sent + written.filter { token in !sent.contains { Self.matches(token, $0) } }
    for event in named where !event.hasPrefix("done.state.") && caseNames[event] == nil {
      if event.hasPrefix("error") || event.hasPrefix("done.invoke") {
        continue  // reported where a transition names one
      }
      caseNames[event] = uniqueCaseName(event)
      events.append(event)
    }
    for id in paths.keys.sorted() where completes(id) { events.append("done.state." + id) }
  }

  private mutating func uniqueCaseName(_ event: String) -> String {
    var name = Self.identifier(event)
    while usedNames.contains(name) { name += "_" }
    usedNames.insert(name)
    return name
  }

  /// Whether a state can complete: a compound state with a final child, a parallel
  /// state whose every region can.
  func completes(_ id: String) -> Bool {
    guard let element = elements[id] else { return false }
    let children = stateChildren(of: element).filter { $0.name != "history" }
    switch element.name {
    case "state": return children.contains { $0.name == "final" }
    case "parallel":
      return !children.isEmpty
        && children.allSatisfy { completes($0.attributes["id"] ?? "") }
    default: return false
    }
  }

  /// The event descriptors of an `event` attribute, with `.*` and a trailing `.` removed
  /// (`foo.*` means `foo`).
  static func descriptors(_ attribute: String?) -> [String] {
    (attribute ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map {
      var token = String($0)
      if token.hasSuffix(".*") { token.removeLast(2) }
      if token.hasSuffix(".") { token.removeLast() }
      return token
    }
  }

  /// The ids of an IDREFS attribute (`target`, `initial`), split at white space.
  static func ids(_ attribute: String?) -> [String] {
    (attribute ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
      .map(String.init)
  }

  /// SCXML's rule: a descriptor matches an event equal to it or starting with it followed
  /// by a dot; `*` matches every event.
  static func matches(_ descriptor: String, _ event: String) -> Bool {
    descriptor == "*" || event == descriptor || event.hasPrefix(descriptor + ".")
  }

  /// Writes a transition once per event it matches (or once, eventless).
  mutating func writeTransition(_ element: Element, source: Element, depth: Int) {
    checkAttributes(element, allowed: ["event", "cond", "target", "type"])
    var guardText = ""
    if let condition = element.attributes["cond"] {
      guard let expression = expression(condition, at: element) else { return }
      guardText = " [\(expression)]"
    }
    let targets = Self.ids(element.attributes["target"])
    var targetText = ""
    if !targets.isEmpty {
      var written: [String] = []
      for target in targets {
        guard let path = paths[target] else {
          return problem(element, "the target '\(target)' is no state of the chart")
        }
        written.append(path)
      }
      let sourceID = source.attributes["id"] ?? ""
      // SCXML: `internal` keeps the source only when it is a compound state and every
      // target is inside it; from a parallel state the transition is external. Several
      // targets are a fork: states in orthogonal regions, entered together.
      let isLocal =
        element.attributes["type"] == "internal" && source.name == "state"
        && targets.allSatisfy { isProperDescendant($0, of: sourceID) }
      targetText = (isLocal ? " internal" : "") + " -> " + written.joined(separator: ", ")
    }
    let body = actions(element.children)
    guard let attribute = element.attributes["event"] else {
      guard !targetText.isEmpty else {
        return problem(element, "an eventless transition without a target is not translated")
      }
      return block("always" + guardText + targetText, body, depth: depth, asTransition: true)
    }
    let descriptors = Self.descriptors(attribute)
    for token in descriptors where token.hasPrefix("error") || token.hasPrefix("done.invoke") {
      problem(element, "the platform event '\(token)' is never raised by Interplay")
    }
    var matched: [String] = []
    for event in events
    where !matched.contains(event) && descriptors.contains(where: { Self.matches($0, event) }) {
      matched.append(event)
    }
    for event in matched {
      let trigger: String
      if event.hasPrefix("done.state.") {
        trigger = "on done(\(paths[String(event.dropFirst("done.state.".count))] ?? event))"
      } else {
        trigger = "on " + (caseNames[event] ?? event)
      }
      block(trigger + guardText + targetText, body, depth: depth, asTransition: true)
    }
  }

  /// A transition's line with its block, left out when there are no actions.
  private mutating func block(_ header: String, _ body: [String], depth: Int, asTransition: Bool) {
    if body.isEmpty { line(depth, header) } else { block(header, body, depth: depth) }
  }

  /// Whether state `id` is strictly inside state `ancestor`.
  func isProperDescendant(_ id: String, of ancestor: String) -> Bool {
    var current = parents[id]
    while let state = current {
      if state == ancestor { return true }
      current = parents[state]
    }
    return false
  }
}

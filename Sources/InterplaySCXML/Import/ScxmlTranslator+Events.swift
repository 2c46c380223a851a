/// Events: the names a chart can see, SCXML's descriptor matching, and transitions
/// written once per event they match.
///
/// Matching is by binary search: the events a descriptor `d` matches are `d` itself and
/// those starting with `d.`, a contiguous run of the events ordered by their bytes, so a
/// transition costs the logarithm of the events plus what it writes.
extension ScxmlTranslator {
  /// Collects every event: raised or sent to the chart itself, or named by a transition
  /// when no such event matches it (`foo` written, only `foo.bar` sent: `foo` is not an
  /// event of its own), then the done events of the states that complete.
  mutating func collectEvents() {
    var sent: [String] = []
    var written: [String] = []
    for element in document {
      switch element.name {
      case "raise", "send":
        if let event = element.attributes["event"], externalSend(element) == nil,
          element.attributes["targetexpr"] == nil
        {
          sent.append(event)
        }
      case "transition":
        let attribute = element.attributes["event"] ?? ""
        for token in attribute.split(separator: " ") where !token.hasSuffix("*") {
          written.append(String(token.hasSuffix(".") ? token.dropLast() : token))
        }
      default: break
      }
    }
    let sentBytes = sent.map { Array($0.utf8) }
    let sentOrder = Self.byteOrder(sentBytes)
    let named =
      sent
      + written.filter { token in
        Self.matching(Array(token.utf8), in: sentBytes, order: sentOrder).isEmpty
      }
    var replies: Set<String> = []
    for event in named where !event.hasPrefix("done.state.") && caseNames[event] == nil {
      if answeredRequest(event) != nil {
        // The reply to a request the chart sends: `on reply X.c`, no case of its own.
        if replies.insert(event).inserted { events.append(event) }
        // A reply whose value is never read: the smallest type.
        if replyTypes[event] == nil { replyTypes[event] = .bool }
        continue
      }
      if event.hasPrefix("error") || event.hasPrefix("done.invoke") {
        continue  // reported where a transition names one
      }
      caseNames[event] = uniqueName(event)
      events.append(event)
    }
    for id in paths.keys.sorted() where completing.contains(id) || uncompletable.contains(id) {
      events.append("done.state." + id)
    }
    eventBytes = events.map { Array($0.utf8) }
    sortedEvents = Self.byteOrder(eventBytes)
  }

  /// The indices of `strings` ordered by their bytes.
  static func byteOrder(_ strings: [[UInt8]]) -> [Int] {
    strings.indices.sorted { strings[$0].lexicographicallyPrecedes(strings[$1]) }
  }

  /// The indices (in `order`'s order) of the strings a descriptor matches: itself and
  /// those that start with it followed by a dot; every one for `*`.
  static func matching(_ descriptor: [UInt8], in strings: [[UInt8]], order: [Int]) -> [Int] {
    if descriptor == Array("*".utf8) { return order }
    // The first string not before `key`.
    func lowerBound(_ key: [UInt8]) -> Int {
      var low = 0
      var high = order.count
      while low < high {
        let middle = (low + high) / 2
        if strings[order[middle]].lexicographicallyPrecedes(key) {
          low = middle + 1
        } else {
          high = middle
        }
      }
      return low
    }
    var result: [Int] = []
    var index = lowerBound(descriptor)
    while index < order.count, strings[order[index]] == descriptor {
      result.append(order[index])
      index += 1
    }
    // Strings starting with `descriptor.` run up to the first one not before `descriptor/`
    // ('/' follows '.').
    index = lowerBound(descriptor + [UInt8(ascii: ".")])
    let end = lowerBound(descriptor + [UInt8(ascii: "/")])
    result += order[index..<max(index, end)]
    return result
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
    writing(element)
    let descriptors = Self.descriptors(element.attributes["event"])
    var matched = Set<Int>()
    for descriptor in descriptors {
      matched.formUnion(Self.matching(Array(descriptor.utf8), in: eventBytes, order: sortedEvents))
    }
    // `_event.data` and `reply` are read in a transition that takes one event.
    currentEvent = matched.count == 1 ? matched.first.map { events[$0] } : nil
    let reads = Self.fieldsRead(element)
    bindings = []
    var bound = ""
    if let event = currentEvent, !reads.isEmpty {
      if answeredRequest(event) != nil {
        bindings = reads.contains("value") ? ["value"] : []
        bound = bindings.isEmpty ? "" : "(\(bindingName("value")))"
      } else if let payload = fields[event], !payload.isEmpty {
        bindings = Set(payload.map(\.name))
        bound = "(" + payload.map { bindingName($0.name) }.joined(separator: ", ") + ")"
      }
    }
    defer {
      currentEvent = nil
      bindings = []
    }
    var guardText = ""
    if let condition = element.attributes["cond"] {
      guard let expression = expression(condition, at: element, depth: depth, isCondition: true)
      else { return }
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
      let sourceID = stateID(source) ?? ""
      // SCXML: `internal` keeps the source only when it is a compound state and every
      // target is inside it; from a parallel state the transition is external. Several
      // targets are a fork: states in orthogonal regions, entered together.
      let isLocal =
        element.attributes["type"] == "internal" && source.name == "state"
        && targets.allSatisfy { isProperDescendant($0, of: sourceID) }
      targetText = (isLocal ? " internal" : "") + " -> " + written.joined(separator: ", ")
    }
    let body = actions(element.children, depth: depth + 1)
    guard element.attributes["event"] != nil else {
      guard !targetText.isEmpty else {
        return problem(element, "an eventless transition without a target is not translated")
      }
      return block("always" + guardText + targetText, body, depth: depth, asTransition: true)
    }
    for token in descriptors where token.hasPrefix("error") || token.hasPrefix("done.invoke") {
      problem(element, "the platform event '\(token)' is never raised by Interplay")
    }
    for index in matched.sorted() {
      guard !outputExceeded else { return }
      let event = events[index]
      let trigger: String
      if event.hasPrefix("done.state.") {
        let id = String(event.dropFirst("done.state.".count))
        if uncompletable.contains(id) {
          problem(
            element,
            "'\(event)': <parallel id='\(id)'> holds a <parallel>, whose region never completes in Interplay, so its done event is not translated"
          )
          continue
        }
        trigger = "on done(\(paths[id] ?? event))"
      } else if let request = answeredRequest(event) {
        trigger = "on reply \(request.actor).\(request.caseName)" + bound
      } else {
        trigger = "on " + (caseNames[event] ?? event) + bound
      }
      block(trigger + guardText + targetText, body, depth: depth, asTransition: true)
    }
  }

  /// The `_event.data` fields a transition reads, in its `cond` and its content.
  static func fieldsRead(_ element: Element) -> Set<String> {
    var result: Set<String> = []
    var stack = [element]
    while let node = stack.popLast() {
      stack += node.children
      for key in ["cond", "expr"] { result.formUnion(dataFields(node.attributes[key] ?? "")) }
    }
    return result
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

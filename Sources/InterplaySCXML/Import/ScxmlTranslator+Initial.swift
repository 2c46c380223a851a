/// Default entries: the `initial` attribute and `<initial>` element of a state (and the
/// `initial` attribute of `<scxml>`), and the default transition of a history, each with
/// its executable content.
extension ScxmlTranslator {
  /// How a compound state (or, for `<scxml>`, the chart) is entered by default.
  ///
  /// When that is one direct child and no actions (or nothing is written: the first child
  /// in document order), the child is returned, to be marked `initial`. Otherwise (targets
  /// deep below, in several regions, a history, or content) `initial -> targets { actions
  /// }` is written at `depth` and nil is returned: no child is marked then.
  mutating func defaultEntry(of element: Element, among children: [Element], depth: Int)
    -> Element?
  {
    var named: [String]?
    var content: [Element] = []
    if let attribute = element.attributes["initial"] { named = Self.ids(attribute) }
    if let initial = element.children.first(where: { $0.name == "initial" }) {
      checkAttributes(initial, allowed: ["id"])
      let transitions = initial.children.filter { $0.name == "transition" }
      for child in initial.children where child.name != "transition" {
        problem(child, "<\(child.name)> in <initial> is not translated")
      }
      guard transitions.count == 1, let transition = transitions.first else {
        problem(initial, "<initial> holds one <transition>, not \(transitions.count)")
        return nil
      }
      checkAttributes(transition, allowed: ["target", "type"])
      named = Self.ids(transition.attributes["target"])
      content = transition.children
    }
    guard let named else { return children.first { $0.name != "history" } }
    if content.isEmpty, named.count == 1,
      let child = children.first(where: {
        $0.attributes["id"] == named[0] && $0.name != "history"
      })
    {
      return child
    }
    let owner = element.name == "scxml" ? nil : element.attributes["id"]
    var targets: [String] = []
    for id in named {
      guard let path = paths[id], owner.map({ isProperDescendant(id, of: $0) }) ?? true else {
        problem(element, "the initial target '\(id)' is no state inside '\(owner ?? "scxml")'")
        return nil
      }
      targets.append(path)
    }
    guard !targets.isEmpty else {
      problem(element, "an initial transition without a target")
      return nil
    }
    writing(element.children.first(where: { $0.name == "initial" }) ?? element)
    let body = actions(content, depth: depth + 1)
    let header = "initial -> " + targets.joined(separator: ", ")
    if body.isEmpty { line(depth, header) } else { block(header, body, depth: depth) }
    return nil
  }

  /// `history H -> Default { actions }`: SCXML's history default transition, one state
  /// (Interplay's default is one state: SCXML's to several is reported).
  mutating func writeHistory(_ element: Element, name: String, depth: Int) {
    checkAttributes(element, allowed: ["id", "type"])
    writing(element)
    let deep = element.attributes["type"] == "deep" ? "deep " : ""
    var header = deep + "history \(name)"
    var body: [String] = []
    for child in element.children {
      guard child.name == "transition" else {
        problem(child, "<\(child.name)> in <history> is not translated")
        continue
      }
      checkAttributes(child, allowed: ["target", "type"])
      let targets = Self.ids(child.attributes["target"])
      guard targets.count == 1, let path = paths[targets[0]] else {
        problem(
          child,
          targets.count > 1
            ? "a history default to several states (\(targets.joined(separator: ", "))) is not translated"
            : "a history default must be one known state")
        continue
      }
      header += " -> " + path
      body = actions(child.children, depth: depth + 1)
    }
    if body.isEmpty { line(depth, header) } else { block(header, body, depth: depth) }
  }
}

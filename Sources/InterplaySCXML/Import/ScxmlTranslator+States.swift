/// States: compound, atomic, parallel (each child a region; a `<parallel>` child is held
/// by a region of its own), final and history. Written from an explicit stack of tasks,
/// so the depth of the chart never reaches the call stack.
extension ScxmlTranslator {
  /// One step of writing the chart.
  private enum Task {
    /// A state element, at `depth`, marked `initial` or not.
    case state(Element, depth: Int, isInitial: Bool)
    /// A `<state>` child of a `<parallel>`: a region.
    case region(Element, depth: Int)
    /// A `<parallel>` child of a `<parallel>`: a region holding it as its initial state.
    case wrapper(Element, depth: Int)
    /// The `}` of a body opened by `header` at `depth`; with `start`, the body is left
    /// out (the header alone written) when nothing was written since.
    case close(header: String, start: String.Index?, depth: Int)
  }

  /// Writes `states` (siblings, marking `initial` among them) and everything inside them.
  mutating func writeStates(_ states: [Element], depth: Int, initial: Element?) {
    var tasks: [Task] = states.reversed().map {
      .state($0, depth: depth, isInitial: $0 === initial)
    }
    while let task = tasks.popLast(), !outputExceeded {
      switch task {
      case .state(let element, let depth, let isInitial):
        tasks += write(element, depth: depth, isInitial: isInitial).reversed()
      case .region(let element, let depth):
        tasks += writeRegion(element, depth: depth).reversed()
      case .wrapper(let element, let depth):
        guard let id = stateID(element), let region = wrappers[id],
          fits(depth, 1, at: element, "the region holding <parallel id='\(id)'>")
        else { continue }
        line(depth, "region \(region) {")
        tasks.append(.close(header: "", start: nil, depth: depth))
        tasks.append(.state(element, depth: depth + 1, isInitial: true))
      case .close(let header, let start, let depth):
        source = (root.line, root.column)
        if let start { closing(header, from: start, depth: depth) } else { line(depth, "}") }
      }
    }
  }

  /// Writes the opening of one state element; returns what is written after it, in order.
  private mutating func write(_ element: Element, depth: Int, isInitial: Bool) -> [Task] {
    guard let id = stateID(element), let path = paths[id] else { return [] }
    writing(element)
    let name = String(path.split(separator: ".").last ?? "")
    let prefix = isInitial ? "initial " : ""
    switch element.name {
    case "history":
      writeHistory(element, name: name, depth: depth)
      return []
    case "final":
      checkAttributes(element, allowed: ["id"])
      guard fits(depth, 1, at: element, "<final id='\(id)'>") else { return [] }
      var entry: [String] = []
      if topFinals.contains(id) { entry.append("emit done_\(path)") }
      let header = prefix + "final state \(name)"
      let start = opening(header, depth: depth)
      writeBehaviour(element, depth: depth + 1, extraEntry: entry, allowsTransitions: false)
      return [.close(header: header, start: start, depth: depth)]
    case "parallel":
      checkAttributes(element, allowed: ["id"])
      guard fits(depth, 1, at: element, "<parallel id='\(id)'>") else { return [] }
      line(depth, prefix + "parallel state \(name) {")
      writeBehaviour(element, depth: depth + 1)
      var tasks: [Task] = []
      for child in stateChildren(of: element) {
        switch child.name {
        case "history": tasks.append(.state(child, depth: depth + 1, isInitial: false))
        case "state": tasks.append(.region(child, depth: depth + 1))
        case "parallel": tasks.append(.wrapper(child, depth: depth + 1))
        default: problem(child, "a <\(child.name)> directly in a <parallel> is not translated")
        }
      }
      return tasks + [.close(header: "", start: nil, depth: depth)]
    default:
      checkAttributes(element, allowed: ["id", "initial"])
      guard fits(depth, 1, at: element, "<state id='\(id)'>") else { return [] }
      let header = prefix + "state \(name)"
      let start = opening(header, depth: depth)
      writeBehaviour(element, depth: depth + 1)
      return children(of: element, depth: depth + 1)
        + [.close(header: header, start: start, depth: depth)]
    }
  }

  /// Opens `header {`; returns where the body starts.
  private mutating func opening(_ header: String, depth: Int) -> String.Index {
    line(depth, header + " {")
    return output.endIndex
  }

  /// Closes the body opened at `start`, or writes `header` alone when it stayed empty.
  private mutating func closing(_ header: String, from start: String.Index, depth: Int) {
    if start == output.endIndex {
      output.removeLast(header.count + 3 + depth * 2)
      line(depth, header)
    } else {
      line(depth, "}")
    }
  }

  /// A child of a parallel state: a region. An atomic child becomes a region whose one
  /// state is never left (its transitions are the region's).
  private mutating func writeRegion(_ element: Element, depth: Int) -> [Task] {
    checkAttributes(element, allowed: ["id", "initial"])
    guard let id = stateID(element), let path = paths[id],
      fits(depth, 1, at: element, "<state id='\(id)'>")
    else { return [] }
    let name = String(path.split(separator: ".").last ?? "")
    writing(element)
    line(depth, "region \(name) {")
    writeBehaviour(element, depth: depth + 1)
    if stateChildren(of: element).allSatisfy({ $0.name == "history" }) {
      line(depth + 1, "initial state \(Self.identifier(id + "_active"))")
    }
    return children(of: element, depth: depth + 1) + [.close(header: "", start: nil, depth: depth)]
  }

  /// The child states of a compound state, its initial one marked, after the
  /// `initial -> ...` transition that enters them when one is written.
  private mutating func children(of element: Element, depth: Int) -> [Task] {
    let children = stateChildren(of: element)
    guard !children.isEmpty else { return [] }
    let initial = defaultEntry(of: element, among: children, depth: depth)
    return children.map { .state($0, depth: depth, isInitial: $0 === initial) }
  }

  /// Entry and exit actions, then transitions; anything else inside is reported.
  private mutating func writeBehaviour(
    _ element: Element, depth: Int, extraEntry: [String] = [], allowsTransitions: Bool = true
  ) {
    var wroteExtra = extraEntry.isEmpty
    for child in element.children where !isState(child) {
      guard !outputExceeded else { return }
      switch child.name {
      case "onentry", "onexit":
        writing(child)
        var body = actions(child.children, depth: depth + 1)
        if child.name == "onentry", !wroteExtra {
          body += extraEntry
          wroteExtra = true
        }
        block(child.name == "onentry" ? "entry" : "exit", body, depth: depth)
      case "transition" where allowsTransitions:
        writeTransition(child, source: element, depth: depth)
      case "initial":
        break  // read by `defaultEntry(of:among:depth:)`
      case "datamodel":
        break  // read by `collectData()`: every variable is created when the chart starts
      default:
        problem(child, "<\(child.name)> in <\(element.name)> is not translated")
      }
    }
    if !wroteExtra {
      writing(element)
      block("entry", extraEntry, depth: depth)
    }
  }

  /// `keyword { a  b }` on one line, or over several when long.
  mutating func block(_ keyword: String, _ body: [String], depth: Int) {
    let oneLine = keyword + " { " + body.joined(separator: "  ") + " }"
    if body.count <= 1 || oneLine.count + depth * 2 <= 100 {
      line(depth, body.isEmpty ? keyword + " {}" : oneLine)
    } else {
      line(depth, keyword + " {")
      for action in body { line(depth + 1, action) }
      line(depth, "}")
    }
  }
}

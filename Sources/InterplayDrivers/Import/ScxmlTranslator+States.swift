/// States: compound, atomic, parallel (each child a region), final and history.
extension ScxmlTranslator {
  /// Writes one state element and everything inside it.
  mutating func write(_ element: Element, depth: Int, isInitial: Bool) {
    let id = element.attributes["id"] ?? ""
    guard let path = paths[id] else { return }
    let name = String(path.split(separator: ".").last ?? "")
    let prefix = isInitial ? "initial " : ""
    switch element.name {
    case "history":
      writeHistory(element, name: name, depth: depth)
    case "final":
      checkAttributes(element, allowed: ["id"])
      var entry: [String] = []
      if topFinals.contains(id) { entry.append("emit done_\(path)") }
      let header = prefix + "final state \(name)"
      let start = opening(header, depth: depth)
      writeBehaviour(element, depth: depth + 1, extraEntry: entry, allowsTransitions: false)
      closing(header, from: start, depth: depth)
    case "parallel":
      checkAttributes(element, allowed: ["id"])
      line(depth, prefix + "parallel state \(name) {")
      writeBehaviour(element, depth: depth + 1)
      for child in stateChildren(of: element) {
        switch child.name {
        case "history": write(child, depth: depth + 1, isInitial: false)
        case "state": writeRegion(child, depth: depth + 1)
        default: problem(child, "a <\(child.name)> directly in a <parallel> is not translated")
        }
      }
      line(depth, "}")
    default:
      checkAttributes(element, allowed: ["id", "initial"])
      let header = prefix + "state \(name)"
      let start = opening(header, depth: depth)
      writeBehaviour(element, depth: depth + 1)
      writeChildren(of: element, depth: depth + 1)
      closing(header, from: start, depth: depth)
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
  private mutating func writeRegion(_ element: Element, depth: Int) {
    checkAttributes(element, allowed: ["id", "initial"])
    let id = element.attributes["id"] ?? ""
    guard let path = paths[id] else { return }
    let name = String(path.split(separator: ".").last ?? "")
    line(depth, "region \(name) {")
    writeBehaviour(element, depth: depth + 1)
    if stateChildren(of: element).allSatisfy({ $0.name == "history" }) {
      line(depth + 1, "initial state \(Self.identifier(id + "_active"))")
    }
    writeChildren(of: element, depth: depth + 1)
    line(depth, "}")
  }

  /// The child states of a compound state, its initial one marked, or after the
  /// `initial -> ...` transition that enters them.
  private mutating func writeChildren(of element: Element, depth: Int) {
    let children = stateChildren(of: element)
    guard !children.isEmpty else { return }
    let initial = defaultEntry(of: element, among: children, depth: depth)
    for child in children { write(child, depth: depth, isInitial: child === initial) }
  }

  /// Entry and exit actions, then transitions; anything else inside is reported.
  private mutating func writeBehaviour(
    _ element: Element, depth: Int, extraEntry: [String] = [], allowsTransitions: Bool = true
  ) {
    var wroteExtra = extraEntry.isEmpty
    for child in element.children where !isState(child) {
      switch child.name {
      case "onentry", "onexit":
        var body = actions(child.children)
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
    if !wroteExtra { block("entry", extraEntry, depth: depth) }
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

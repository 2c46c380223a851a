/// The walk behind ``ScxmlImport``: names first (state paths, event cases), then the
/// states written out with their transitions and executable content.
struct ScxmlTranslator {
  typealias Element = XMLElementTree.Element

  let root: Element
  let fallbackName: String
  var problems: [ScxmlImport.Problem] = []
  /// Each state id's path from the chart's root, in Interplay names.
  var paths: [String: String] = [:]
  /// Each state element by id.
  var elements: [String: Element] = [:]
  /// Each state id's parent id (nil at the root).
  var parents: [String: String] = [:]
  /// Names already given, so that two ids never share one.
  var usedNames: Set<String> = []
  /// Every event the chart can see: raised, sent to itself, or named by a transition,
  /// in first-appearance order, then `done.state.ID` of every state that completes.
  var events: [String] = []
  /// The case name of each event that is not a done event.
  var caseNames: [String: String] = [:]
  /// Integer variables by `<data>` id.
  var variables: [String: String] = [:]
  /// Their declarations, in document order.
  var variableDeclarations: [String] = []
  /// Top-level final states, whose entry tells the parent.
  var topFinals: [String] = []
  /// The actors the chart sends requests to (`#_X`), with their cases, in document order.
  var stubs: [(name: String, cases: [String])] = []
  /// The event cases the chart emits to its parent (`#_parent`), in document order.
  var emitted: [String] = []
  var output = ""

  init(root: Element, fallbackName: String) {
    self.root = root
    self.fallbackName = fallbackName
  }

  /// The `.ipl` text (meaningful only when ``problems`` is empty).
  mutating func translate() -> String {
    guard root.name == "scxml", root.namespace == ScxmlImport.namespace else {
      problem(root, "the root element is <\(root.name)>, not SCXML's <scxml>")
      return ""
    }
    checkAttributes(root, allowed: ["initial", "name", "version", "datamodel", "binding"])
    if let model = root.attributes["datamodel"], model != "null", model != "ecmascript" {
      problem(
        root, "datamodel '\(model)': only the null data model and integer ECMAScript are translated"
      )
    }
    let states = stateChildren(of: root)
    for state in states { collect(state, parent: nil, prefix: "") }
    for child in root.children where !isState(child) && child.name != "datamodel" {
      problem(child, "<\(child.name)> at the top level is not translated")
    }
    collectData()
    collectTargets()
    collectEvents()
    let system = Self.typeName(root.attributes["name"] ?? fallbackName)
    line(0, "// Imported from SCXML (\(fallbackName)) by `interplay import scxml`.")
    line(0, "system \(system)")
    line(0, "")
    line(0, "// SCXML discards an event no active state takes, and the events still queued when")
    line(0, "// the chart finishes.")
    line(0, "check unhandled off")
    line(0, "")
    line(0, "behaviour \(ScxmlImport.behaviourName) {")
    let cases = events.compactMap { caseNames[$0] }
    if !cases.isEmpty {
      line(1, "request capacity 8 { " + cases.joined(separator: ", ") + " }")
    }
    if !stubs.isEmpty {
      line(1, "requests " + stubs.map { $0.name + ".request" }.joined(separator: ", "))
    }
    for declaration in variableDeclarations { line(1, declaration) }
    let doneCases = topFinals.map { "done_" + (paths[$0] ?? $0) }
    let eventCases = doneCases + emitted.filter { !doneCases.contains($0) }
    if !eventCases.isEmpty {
      line(1, "event { " + eventCases.joined(separator: ", ") + " }")
    }
    let initial = defaultEntry(of: root, among: states, depth: 1)
    for state in states { write(state, depth: 1, isInitial: state === initial) }
    line(0, "}")
    if !eventCases.isEmpty {
      line(0, "")
      line(
        0,
        "// The session that started the chart: told when it reaches a top-level final state"
          + (emitted.isEmpty ? "." : ", and sent what the chart sends to '#_parent'."))
      line(0, "actor Parent { observes \(ScxmlImport.behaviourName).event }")
    }
    for stub in stubs {
      line(0, "")
      line(0, "// The session '#_\(stub.name)': it takes the requests the chart sends it.")
      line(0, "actor \(stub.name) { request { " + stub.cases.joined(separator: ", ") + " } }")
    }
    return output
  }

  // MARK: - Names

  /// Records the path of `element` and its descendants.
  private mutating func collect(_ element: Element, parent: String?, prefix: String) {
    let id = element.attributes["id"] ?? "state\(paths.count + 1)"
    if paths[id] != nil {
      problem(element, "the id '\(id)' is used twice")
      return
    }
    let name = uniqueName(id)
    let path = prefix.isEmpty ? name : prefix + "." + name
    paths[id] = path
    elements[id] = element
    parents[id] = parent
    if element.name == "final", parent == nil { topFinals.append(id) }
    for child in stateChildren(of: element) { collect(child, parent: id, prefix: path) }
  }

  /// The state, parallel, final and history children of an element.
  func stateChildren(of element: Element) -> [Element] {
    element.children.filter(isState)
  }

  func isState(_ element: Element) -> Bool {
    ["state", "parallel", "final", "history"].contains(element.name)
      && element.namespace == ScxmlImport.namespace
  }

  /// An identifier made from an SCXML id or event, not a keyword, not used before.
  private mutating func uniqueName(_ raw: String) -> String {
    var name = Self.identifier(raw)
    while usedNames.contains(name) { name += "_" }
    usedNames.insert(name)
    return name
  }

  /// Letters, digits and `_` only, starting with a letter, never a keyword.
  static func identifier(_ raw: String) -> String {
    var name = String(
      raw.unicodeScalars.map { scalar -> Character in
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
          ? Character(scalar) : "_"
      })
    if name.first.map({ !$0.isLetter }) ?? true { name = "s_" + name }
    return keywords.contains(name) ? name + "_" : name
  }

  /// A system name: an identifier starting with a capital letter.
  static func typeName(_ raw: String) -> String {
    let stem = raw.split(separator: "/").last.map(String.init) ?? raw
    let base = stem.split(separator: ".").first.map(String.init) ?? stem
    let name = identifier(base)
    return name.prefix(1).uppercased() + name.dropFirst()
  }

  /// The language's reserved words (`strict` and `raise` are contextual, not reserved).
  static let keywords: Set<String> = [
    "system", "import", "profile", "check", "off", "type", "enum", "actor", "behaviour",
    "service", "presentation", "uri", "budget", "stack", "scope", "data", "sequence",
    "forbidden", "property", "invariant", "forbid", "allow", "only", "hub", "var", "request",
    "event", "observes", "requests", "fifo", "coalesce", "latest", "capacity", "initial",
    "state", "region", "final", "parallel", "deep", "history", "entry", "exit", "on", "always",
    "internal", "done", "ignore", "defer", "send", "emit", "reply", "push", "pop", "assert",
    "if", "else", "transaction", "true", "false", "in", "hard", "smart", "recurring", "by",
    "reads", "writes", "priority", "note", "over", "alt", "opt", "loop", "par", "and", "never",
    "eventually", "at", "most", "precedes", "responds", "to", "globally", "before", "after",
    "until", "between", "raise", "strict",
  ]

  // MARK: - Output

  mutating func line(_ depth: Int, _ text: String) {
    output += String(repeating: "  ", count: depth) + text + "\n"
  }

  mutating func problem(_ element: Element, _ message: String) {
    problems.append(ScxmlImport.Problem(line: element.line, message: message))
  }

  /// Reports attributes outside `allowed` (a `conf:` placeholder of the test suite, a
  /// data-model expression).
  mutating func checkAttributes(_ element: Element, allowed: Set<String>) {
    for name in element.attributes.keys.sorted()
    where !allowed.contains(name) && !name.hasPrefix("xmlns") {
      problem(element, "the attribute '\(name)' of <\(element.name)> is not translated")
    }
  }
}

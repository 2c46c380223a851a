import InterplayModel

/// The walk behind ``ScxmlImport``: names first (state paths, event cases), then the
/// states written out with their transitions and executable content, then the range of
/// each integer variable, derived from what the chart does with it.
///
/// Every walk is a loop: over ``document`` (all elements in document order, gathered once
/// with an explicit stack), over ``states`` (the state elements in document order), or
/// over an explicit stack of writing tasks. Nothing recurses on the input's depth but
/// the translation of nested `<if>`, which the XML reader bounds (``ScxmlImport/maximumNesting``).
struct ScxmlTranslator {
  typealias Element = XMLElementTree.Element

  let root: Element
  let fallbackName: String
  let options: ScxmlImport.Options
  /// The most bytes the text may have; past it the translation stops (`import.size`).
  let outputLimit: Int
  /// Every element of the document, in document order.
  let document: [Element]
  var problems: [ScxmlImport.Problem] = []
  /// The range chosen for each variable, and why.
  var notes: [ScxmlImport.Problem] = []
  /// Each state id's path from the chart's root, in Interplay names.
  var paths: [String: String] = [:]
  /// Each state element by id.
  var elements: [String: Element] = [:]
  /// The id each state element was named by.
  var ids: [ObjectIdentifier: String] = [:]
  /// Each state id's parent id (nil at the root).
  var parents: [String: String] = [:]
  /// The state elements (state, parallel, final, history) in document order.
  var states: [Element] = []
  /// The region written around a `<parallel>` directly inside a `<parallel>`, by the
  /// inner one's id.
  var wrappers: [String: String] = [:]
  /// The ids of the states whose done event Interplay raises (a compound state with a
  /// final child, a parallel state whose every region is such a state).
  var completing: Set<String> = []
  /// The ids of the parallel states whose done event SCXML raises but Interplay cannot:
  /// one of their children is a `<parallel>`, written in a region that never completes.
  var uncompletable: Set<String> = []
  /// Names already given, so that two ids never share one.
  var usedNames: Set<String> = []
  /// The next suffix to try for a name already given (`name_2`, `name_3`, ...).
  var nextSuffix: [String: Int] = [:]
  /// Every event the chart can see: raised, sent to itself, or named by a transition,
  /// in first-appearance order, then `done.state.ID` of every state that completes.
  var events: [String] = []
  /// The indices into ``events``, ordered by the events' bytes: the events a descriptor
  /// matches are a contiguous run of it.
  var sortedEvents: [Int] = []
  /// The bytes of each of ``events``.
  var eventBytes: [[UInt8]] = []
  /// The case name of each event that is not a done event.
  var caseNames: [String: String] = [:]
  /// Integer variables by `<data>` id.
  var variables: [String: String] = [:]
  /// What the chart does with its variables, for their ranges.
  var ranges = ScxmlRangeAnalysis()
  /// The prefix the document binds ``ScxmlExport/interplayNamespace`` to, if it does
  /// (the first in alphabetical order, should it bind several).
  var interplayPrefix: String?
  /// The range each integer variable's `interplay:range` gives (a lossy export's), by
  /// Interplay name.
  var declaredRanges: [String: ClosedRange<Int>] = [:]
  /// Top-level final states, whose entry tells the parent.
  var topFinals: [String] = []
  /// The actors the chart sends requests to (`#_X`), with their cases, in document order.
  var stubs: [(name: String, cases: [(caseName: String, event: String)])] = []
  /// The event cases the chart emits to its parent (`#_parent`), in document order.
  var emitted: [(caseName: String, event: String)] = []
  /// The events each send id sends, and the ids each event is sent with (nil: no id).
  var sendEvents: [String: Set<String>] = [:]
  var sendIDs: [String: Set<String?>] = [:]
  /// The requests the chart sends to stub actors, by SCXML event (`X.c`).
  var requestSends: [String: (actor: String, caseName: String)] = [:]
  /// The enum cases of the chart's string literals, in first-appearance order, and the
  /// case of each string.
  var textCases: [String] = []
  var textCase: [String: String] = [:]
  /// The type each `_event.data` field shows where it is read, by field name.
  var readTypes: [String: ValueType] = [:]
  /// The payload fields of each SCXML event, in first-appearance order.
  var fields: [String: [(name: String, type: ValueType)]] = [:]
  /// The reply type of each request the chart answers (by its event) and of each
  /// request it sends (by `reply.X.c`).
  var replyTypes: [String: ValueType] = [:]
  /// The Boolean and `Text` variables, by `<data>` id (the others are integers).
  var variableTypes: [String: ValueType] = [:]
  /// The Boolean and `Text` variables' declarations, in document order.
  var typedVariables: [(name: String, type: ValueType, initial: String, source: (Int, Int))] = []
  /// The event the transition being written takes, when it takes one, and the fields
  /// its trigger binds.
  var currentEvent: String?
  var bindings: Set<String> = []
  var output = ""
  /// The element each line of ``output`` was written for (its line and column), in order.
  var lineSources: [(line: Int, column: Int)] = []
  /// The element being written.
  var source: (line: Int, column: Int) = (1, 1)
  /// Whether the text reached ``outputLimit``.
  var outputExceeded = false

  init(root: Element, fallbackName: String, options: ScxmlImport.Options, outputLimit: Int) {
    self.root = root
    self.fallbackName = fallbackName
    self.options = options
    self.outputLimit = outputLimit
    var document: [Element] = []
    var stack = [root]
    while let element = stack.popLast() {
      document.append(element)
      stack.append(contentsOf: element.children.reversed())
    }
    self.document = document
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
    let topStates = stateChildren(of: root)
    collect(topStates)
    for child in root.children where !isState(child) && child.name != "datamodel" {
      problem(child, "<\(child.name)> at the top level is not translated")
    }
    collectTargets()
    collectPayloads()
    collectData()
    collectEvents()
    let caseCount =
      caseNames.count + stubs.reduce(0) { $0 + $1.cases.count } + topFinals.count
      + emitted.count
    guard caseCount <= ModelLimits.maxNotificationCases else {
      problem(
        root,
        "the chart has \(caseCount) events, more than the \(ModelLimits.maxNotificationCases) notification cases of an Interplay system",
        id: "import.events")
      return ""
    }
    let system = Self.typeName(root.attributes["name"] ?? fallbackName)
    line(0, "// Imported from SCXML (\(fallbackName)) by `interplay import scxml`.")
    line(0, "system \(system)")
    line(0, "")
    line(0, "// SCXML discards an event no active state takes, and the events still queued when")
    line(0, "// the chart finishes.")
    line(0, "check unhandled off")
    line(0, "")
    if !textCases.isEmpty {
      line(0, "// The chart's strings.")
      line(0, "enum \(Self.textTypeName) { " + textCases.joined(separator: ", ") + " }")
      line(0, "")
    }
    line(0, "behaviour \(ScxmlImport.behaviourName) {")
    let cases = events.compactMap { event in
      caseNames[event].map { caseDeclaration($0, event: event) }
    }
    if !cases.isEmpty {
      line(1, "request capacity 8 { " + cases.joined(separator: ", ") + " }")
    }
    if !stubs.isEmpty {
      line(1, "requests " + stubs.map { $0.name + ".request" }.joined(separator: ", "))
    }
    // The declarations go here once the states are written: their ranges depend on
    // every assignment and condition.
    let head = output
    let headSources = lineSources
    output = ""
    lineSources = []
    let doneCases = topFinals.map { "done_" + (paths[$0] ?? $0) }
    let eventCases =
      doneCases
      + emitted.filter { !doneCases.contains($0.caseName) }.map {
        caseDeclaration($0.caseName, event: $0.event)
      }
    if !eventCases.isEmpty {
      line(1, "event { " + eventCases.joined(separator: ", ") + " }")
    }
    let initial = defaultEntry(of: root, among: topStates, depth: 1)
    writeStates(topStates, depth: 1, initial: initial)
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
      let cases = stub.cases.map {
        caseDeclaration($0.caseName, event: $0.event, replyEvent: "reply." + $0.event)
      }
      line(0, "actor \(stub.name) { request { " + cases.joined(separator: ", ") + " } }")
    }
    let body = output
    let bodySources = lineSources
    output = head
    lineSources = headSources
    declareVariables()
    output += body
    lineSources += bodySources
    return output
  }

  // MARK: - Names

  /// Records the path of every state element below the chart, parents first.
  private mutating func collect(_ topStates: [Element]) {
    var stack: [(element: Element, parent: String?, inParallel: Bool, prefix: String)] =
      topStates.reversed().map { ($0, nil, false, "") }
    while let (element, parent, inParallel, prefix) = stack.popLast() {
      let id = element.attributes["id"] ?? "state\(paths.count + 1)"
      if paths[id] != nil {
        problem(element, "the id '\(id)' is used twice")
        continue
      }
      var path = prefix
      if element.name == "parallel", inParallel {
        // A parallel state directly in a parallel state: its own region holds it.
        let region = uniqueName(id + "_region")
        wrappers[id] = region
        path += "." + region
      }
      let name = uniqueName(id)
      path = path.isEmpty ? name : path + "." + name
      paths[id] = path
      elements[id] = element
      ids[ObjectIdentifier(element)] = id
      parents[id] = parent
      states.append(element)
      if element.name == "final", parent == nil { topFinals.append(id) }
      for child in stateChildren(of: element).reversed() {
        stack.append((child, id, element.name == "parallel", path))
      }
    }
    // Completion, children before parents: the reverse of the order states were named.
    var scxmlCompletes: Set<String> = []
    for element in states.reversed() {
      guard let id = stateID(element) else { continue }
      let children = stateChildren(of: element).filter { $0.name != "history" }
      let childIDs = children.map { stateID($0) ?? "" }
      switch element.name {
      case "state":
        if children.contains(where: { $0.name == "final" }) {
          scxmlCompletes.insert(id)
          completing.insert(id)
        }
      case "parallel" where !children.isEmpty:
        if childIDs.allSatisfy(scxmlCompletes.contains) { scxmlCompletes.insert(id) }
        if zip(children, childIDs).allSatisfy({ $0.name == "state" && completing.contains($1) }) {
          completing.insert(id)
        } else if scxmlCompletes.contains(id) {
          uncompletable.insert(id)
        }
      default: break
      }
    }
  }

  /// The id a state element was named by (its `id`, or one made up), nil when it was
  /// not named (an id used twice).
  func stateID(_ element: Element) -> String? {
    ids[ObjectIdentifier(element)]
  }

  /// The state, parallel, final and history children of an element.
  func stateChildren(of element: Element) -> [Element] {
    element.children.filter(isState)
  }

  func isState(_ element: Element) -> Bool {
    ["state", "parallel", "final", "history"].contains(element.name)
      && element.namespace == ScxmlImport.namespace
  }

  /// An identifier made from an SCXML id or event, not a keyword, not used before: the
  /// identifier itself, else with `_` added, else with `_2`, `_3`, ... added.
  mutating func uniqueName(_ raw: String) -> String {
    let base = Self.identifier(raw)
    var name = base
    if usedNames.contains(name) { name = base + "_" }
    if usedNames.contains(name) {
      var suffix = nextSuffix[base] ?? 2
      repeat {
        name = base + "_\(suffix)"
        suffix += 1
      } while usedNames.contains(name)
      nextSuffix[base] = suffix
    }
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

  /// Appends one line; past ``outputLimit`` nothing more is written and `import.size`
  /// is reported once.
  mutating func line(_ depth: Int, _ text: String) {
    guard !outputExceeded else { return }
    output += String(repeating: "  ", count: depth) + text + "\n"
    lineSources.append(source)
    if output.utf8.count > outputLimit {
      outputExceeded = true
      problems.append(
        ScxmlImport.Problem(
          id: "import.size", line: root.line, column: root.column,
          message:
            "the translation grows past \(outputLimit) bytes, \(ScxmlImport.maximumOutputFactor) times the document: transitions matching many events are each written once per event"
        ))
    }
  }

  /// Marks `element` as the one the next lines are written for.
  mutating func writing(_ element: Element) {
    source = (element.line, element.column)
  }

  mutating func problem(_ element: Element, _ message: String, id: String = "import.unsupported") {
    problems.append(
      ScxmlImport.Problem(id: id, line: element.line, column: element.column, message: message))
  }

  /// Whether a construct written at nesting `depth` (the bodies around it) whose deepest
  /// part nests `levels` further fits the parser's limit (a body opened at depth `d` needs
  /// `d < 256`, parentheses and operator chains count the same way); reports
  /// `import.depth` at `element` when it does not.
  mutating func fits(_ depth: Int, _ levels: Int, at element: Element, _ what: String) -> Bool {
    guard depth + levels > ScxmlImport.maximumNesting else { return true }
    problem(
      element,
      "\(what) would nest \(depth + levels) levels deep in the model; Interplay parses at most \(ScxmlImport.maximumNesting)",
      id: "import.depth")
    return false
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

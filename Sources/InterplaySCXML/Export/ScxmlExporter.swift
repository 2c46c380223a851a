import InterplayDiagnostics
import InterplayModel

/// The walk behind ``ScxmlExport``: ids first (states, histories, timer events), then
/// the document, one function per construct so that a new construct adds one function.
struct ScxmlExporter {
  let model: Model
  let actor: Actor
  let chart: Statechart
  /// Whether what SCXML cannot express is approximated (a warning each) instead of
  /// reported as an error.
  let lossy: Bool
  var diagnostics: [Diagnostic] = []
  /// The SCXML id of each state, by index.
  var stateIDs: [String] = []
  /// The SCXML id of each history pseudostate, by index.
  var historyIDs: [String] = []
  /// The SCXML event of each notification used.
  var eventNames: [NotificationRef: String] = [:]
  /// Each `after` timer's event: state and delay.
  var timerEvents: [String: (state: StateID, milliseconds: Int)] = [:]
  /// The timer event of each `after` transition, by state index and transition index.
  var timerOfTransition: [Int: [Int: String]] = [:]
  /// The events some `cancel` names: every send of them carries the event as its id.
  var cancelledEvents: Set<String> = []
  /// Whether a condition or value is more than `In()` (the null data model's only one).
  var usesExpressions = false
  /// Every event name the chart's transitions take, for the prefix check.
  var takenEvents: [String] = []
  /// The notification (and whether its reply) of the transition being written, whose
  /// payload a lossy export reads from `_event.data`.
  var currentTrigger: (NotificationRef, Bool)?
  /// The `<data>` id of each value outside the actor a lossy export copies into the
  /// chart's data model.
  var mirrors: [MirroredValue: String] = [:]
  /// Those values in the order the chart first uses them: the order of their `<data>`.
  var mirrorOrder: [MirroredValue] = []
  /// Whether some attribute is in Interplay's namespace (an integer's range), so that
  /// `<scxml>` declares it.
  var usesInterplayNamespace = false

  /// The SCXML namespace.
  static let namespace = "http://www.w3.org/2005/07/scxml"

  init(model: Model, actor: ActorID, lossy: Bool = false) {
    self.lossy = lossy
    self.model = model
    self.actor = model[actor]
    self.chart = model[actor].chart ?? Statechart()
  }

  /// The `<scxml>` element. The states are written before the data model, which holds
  /// the copies of the outside values they read (a lossy export).
  mutating func export() -> XMLNode {
    assignIDs()
    collectCancels()
    checkActor()
    var children: [XMLNode] = []
    let initial = chartInitial(&children)
    for node in ordered(states: chart.roots, histories: []) { children.append(node) }
    let data = dataModel()
    if let data { children.insert(data, at: 0) }
    checkEventNames()
    let usesECMAScript = data != nil || usesExpressions
    return XMLNode(
      "scxml",
      [
        ("xmlns", Self.namespace),
        (
          "xmlns:" + Self.interplayPrefix,
          usesInterplayNamespace ? ScxmlExport.interplayNamespace : nil
        ),
        ("version", "1.0"), ("datamodel", usesECMAScript ? "ecmascript" : "null"),
        ("name", actor.path), ("initial", initial),
      ], children)
  }

  // MARK: - Ids

  /// A state's id is its name when no other state or history of the chart has that name,
  /// else its dotted path with `_` for `.`; a history's is its name, or its parent's id,
  /// `_` and its name. A clash left (`A.B_C` and `A_B.C`) gets `_2`, `_3`, ... in
  /// document order, so the ids are unique NCNames and the same for the same chart (and
  /// a chart imported from SCXML keeps its ids).
  private mutating func assignIDs() {
    var used: Set<String> = []
    func unique(_ raw: String) -> String {
      var name = Self.ncName(raw)
      if used.contains(name) {
        var suffix = 2
        while used.contains(name + "_\(suffix)") { suffix += 1 }
        name += "_\(suffix)"
      }
      used.insert(name)
      return name
    }
    var uses: [String: Int] = [:]
    for name in chart.states.map(\.name) + chart.histories.map(\.name) {
      uses[name, default: 0] += 1
    }
    stateIDs = chart.states.map {
      unique(uses[$0.name] == 1 ? $0.name : $0.path.replacingOccurrences(of: ".", with: "_"))
    }
    historyIDs = chart.histories.map {
      unique(uses[$0.name] == 1 ? $0.name : stateIDs[$0.parent.rawValue] + "_" + $0.name)
    }
    for state in chart.states {
      for (index, transition) in state.transitions.enumerated() {
        guard case .after(let milliseconds) = transition.trigger else { continue }
        let event = "after.\(stateIDs[state.id.rawValue]).\(index)"
        timerEvents[event] = (state.id, milliseconds)
        timerOfTransition[state.id.rawValue, default: [:]][index] = event
      }
    }
  }

  /// Letters, digits, `_`, `-` and `.`, starting with a letter or `_` (an NCName).
  static func ncName(_ raw: String) -> String {
    var name = String(
      raw.unicodeScalars.map { scalar -> Character in
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
          || scalar == "-" || scalar == "." ? Character(scalar) : "_"
      })
    if let first = name.unicodeScalars.first,
      !(first.properties.isAlphabetic || first == "_")
    {
      name = "_" + name
    }
    return name.isEmpty ? "_" : name
  }

  /// Records the events some `cancel` names.
  private mutating func collectCancels() {
    chart.visitActions { action in
      if case .cancel(let ref) = action.kind { cancelledEvents.insert(eventName(ref)) }
    }
  }

  /// The actor's own limits: a scope companion lives only while its scope is pushed.
  private mutating func checkActor() {
    if let scope = actor.scope {
      diagnostics.append(
        .warning(
          "export.scope",
          "'\(actor.path)' belongs to scope '\(model[scope].name)': SCXML has no scopes, so the chart is written as if the scope were always on its stack",
          at: actor.nameRange))
    }
  }

  // MARK: - States

  /// The elements of some states and histories of one parent, in document order.
  mutating func ordered(states: [StateID], histories: [HistoryID]) -> [XMLNode] {
    var entries: [(start: Int, isHistory: Bool, index: Int)] = []
    for id in states { entries.append((chart[id].range.start, false, id.rawValue)) }
    for id in histories {
      entries.append((chart.histories[id.rawValue].range.start, true, id.rawValue))
    }
    entries.sort { ($0.start, $0.isHistory ? 1 : 0) < ($1.start, $1.isHistory ? 1 : 0) }
    var nodes: [XMLNode] = []
    for entry in entries {
      if entry.isHistory {
        if let node = history(chart.histories[entry.index]) { nodes.append(node) }
      } else {
        nodes.append(state(chart.states[entry.index]))
      }
    }
    return nodes
  }

  /// A `<state>`, `<parallel>` or `<final>` with everything inside it.
  mutating func state(_ state: State) -> XMLNode {
    let id = stateIDs[state.id.rawValue]
    var children: [XMLNode] = []
    children += entryAndExit(state)
    children += transitions(of: state)
    let entry = defaultEntry(of: state)
    if let initial = entry.element { children.append(initial) }
    children += unsupportedMembers(of: state)
    children += ordered(states: state.children, histories: state.histories)
    switch state.kind {
    case .final:
      return XMLNode("final", [("id", id)], children)
    case .parallel:
      return XMLNode("parallel", [("id", id)], children)
    case .normal:
      return XMLNode("state", [("id", id), ("initial", entry.attribute)], children)
    }
  }

  /// `<onentry>` and `<onexit>`: the state's actions, then its timers.
  private mutating func entryAndExit(_ state: State) -> [XMLNode] {
    var nodes: [XMLNode] = []
    var entry = actions(state.entry, droppingDoneOf: state)
    if state.kind == .final, state.parent == nil, !state.exit.isEmpty {
      unsupported(
        "exit actions of the top-level final state '\(state.path)': SCXML runs them when the session ends, Interplay never",
        at: state.range)
    }
    let timers = (timerOfTransition[state.id.rawValue] ?? [:]).sorted { $0.key < $1.key }
    if !entry.isEmpty { nodes.append(XMLNode("onentry", [], entry)) }
    entry = timers.map { _, event in
      XMLNode(
        "send",
        [("event", event), ("id", event), ("delay", "\(timerEvents[event]!.milliseconds)ms")])
    }
    if !entry.isEmpty { nodes.append(XMLNode("onentry", [], entry)) }
    let exit = actions(state.exit)
    if !exit.isEmpty { nodes.append(XMLNode("onexit", [], exit)) }
    let cancels = timers.map { XMLNode("cancel", [("sendid", $0.value)]) }
    if !cancels.isEmpty { nodes.append(XMLNode("onexit", [], cancels)) }
    return nodes
  }

  /// What a state says that SCXML has no word for: deferred notifications, replies and
  /// registrations in `ignore` and `defer` lists (in a lossy export, a comment each).
  private mutating func unsupportedMembers(of state: State) -> [XMLNode] {
    var comments: [XMLNode] = []
    let lists: [(String, [String])] = [
      ("defer", state.defers.map { model.qualifiedName(of: $0) }),
      ("defer reply", state.deferredReplies.map { model.qualifiedName(of: $0) }),
      ("ignore reply", state.ignoredReplies.map { model.qualifiedName(of: $0) }),
      ("defer", state.deferredRegistrations.map { model.qualifiedName(of: $0) }),
      ("ignore", state.ignoredRegistrations.map { model.qualifiedName(of: $0) }),
    ]
    for (keyword, names) in lists where !names.isEmpty {
      let why =
        keyword.hasPrefix("defer")
        ? "SCXML has no deferred events" : "SCXML has no replies or data-model registrations"
      let what = "\(keyword) \(names.joined(separator: ", "))"
      unsupported("'\(what)' in '\(state.path)': \(why)", at: state.range)
      comments.append(.comment(what + ": " + why))
    }
    return lossy ? comments : []
  }

  // MARK: - Diagnostics

  /// A construct SCXML cannot express: an error, or in a lossy export a warning saying
  /// what was written instead (`approximation`).
  mutating func unsupported(
    _ message: String, at range: SourceRange,
    approximation: String = "written as an XML comment in its place"
  ) {
    let notes = [DiagnosticNote("in the statechart of '\(actor.path)'", at: actor.nameRange)]
    diagnostics.append(
      lossy
        ? .warning(
          ScxmlExport.approximatedID, message + "; " + approximation, at: range, notes: notes)
        : .error(ScxmlExport.unsupportedID, message, at: range, notes: notes))
  }
}

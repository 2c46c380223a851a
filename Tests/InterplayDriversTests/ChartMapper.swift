import InterplayModel
import Testing

@testable import InterplaySCXML

/// Maps a chart `interplay import scxml` wrote (the behaviour `Machine` of the imported
/// model) back into the model it was exported from; see ``ScxmlRoundTrip``. Throws when
/// the state tree did not come back the same.
struct ChartMapper {
  let original: Model
  let actor: ActorID
  let imported: Model
  let export: ScxmlExport
  /// The imported behaviour.
  private var machine: Actor { imported.actors.first { $0.name == ScxmlImport.behaviourName }! }
  private var before: Statechart { original[actor].chart! }

  init(original: Model, actor: ActorID, imported: Model, export: ScxmlExport) {
    self.original = original
    self.actor = actor
    self.imported = imported
    self.export = export
  }

  /// The imported chart in the original model's terms.
  mutating func chart() throws -> Statechart {
    var chart = try #require(machine.chart)
    try checkTree(chart)
    for index in chart.states.indices {
      let old = before.states[index]
      var state = chart.states[index]
      state.name = old.name
      state.path = old.path
      state.entry = try actions(state.entry).filter { !isTimerAction($0) && !isDoneNotice($0, old) }
      state.exit = try actions(state.exit).filter { !isTimerAction($0) }
      var transitions = try state.transitions.enumerated().map { index, imported in
        try transition(imported, join: index < old.transitions.count ? old.transitions[index] : nil)
      }
      // The last targetless transitions stand for the `ignore` list.
      let ignored = transitions.suffix(old.ignores.count)
      try #require(
        ignored.allSatisfy { $0.target == nil && $0.actions.isEmpty && $0.guardExpr == nil })
      state.ignores = ignored.map {
        guard case .notification(let ref, _, _) = $0.trigger else {
          return NotificationRef(notifier: NotifierID(-1), caseIndex: 0)
        }
        return ref
      }
      transitions.removeLast(old.ignores.count)
      state.transitions = transitions
      state.initialTransition = try initialTransition(state.initialTransition)
      chart.states[index] = state
    }
    chart.initialTransition = try initialTransition(chart.initialTransition)
    for index in chart.histories.indices {
      chart.histories[index].name = before.histories[index].name
      chart.histories[index].defaultActions = try actions(chart.histories[index].defaultActions)
    }
    return chart
  }

  /// The same states, kinds, parents, children, initial children and histories.
  private func checkTree(_ chart: Statechart) throws {
    try #require(chart.states.count == before.states.count, "state count")
    try #require(chart.histories.count == before.histories.count, "history count")
    try #require(chart.roots == before.roots)
    try #require((chart.initial ?? chart.roots.first) == (before.initial ?? before.roots.first))
    for (new, old) in zip(chart.states, before.states) {
      try #require(new.name == ScxmlTranslator.identifier(export.stateIDs[old.id.rawValue]))
      try #require(new.kind == old.kind && new.parent == old.parent && new.children == old.children)
      if old.kind != .parallel {
        try #require(Self.entry(new) == Self.entry(old), "the default entry of \(old.path)")
      }
      try #require(new.histories == old.histories)
    }
    try #require(Self.entry(of: chart) == Self.entry(of: before), "the chart's default entry")
    for (new, old) in zip(chart.histories, before.histories) {
      try #require(new.parent == old.parent && new.isDeep == old.isDeep)
      try #require(
        Self.defaultTargets(new, chart) == Self.defaultTargets(old, before), "\(old.name)")
    }
  }

  /// The original notification an imported one stands for, or the timer it encodes.
  private func notification(_ ref: NotificationRef) throws -> NotificationRef {
    let name = imported[ref].name
    let owner = imported[imported[ref.notifier].owner]
    let actor = original[self.actor]
    if owner.name == ScxmlImport.behaviourName {
      if imported[ref.notifier].kind == .event {
        let notifier = try #require(actor.eventNotifier)
        return NotificationRef(
          notifier: notifier, caseIndex: try #require(original[notifier].caseIndex(named: name)))
      }
      let event = try #require(
        export.eventNames.first { ScxmlTranslator.identifier($0.value) == name }, "event \(name)")
      return event.key
    }
    let target = try #require(
      original.actors.first {
        $0.path == owner.name || $0.path.replacingOccurrences(of: ".", with: "_") == owner.name
      })
    let notifier = try #require(target.requestNotifier)
    return NotificationRef(
      notifier: notifier, caseIndex: try #require(original[notifier].caseIndex(named: name)))
  }

  /// The timer an imported request case stands for, if it is one.
  private func timer(_ ref: NotificationRef) -> Int? {
    let name = imported[ref].name
    return export.timerEvents.first { ScxmlTranslator.identifier($0.key) == name }?.value
      .milliseconds
  }

  private func isTimerAction(_ action: ResolvedAction) -> Bool {
    switch action.kind {
    case .sendAfter(let ref, _, _), .cancel(let ref):
      return ref.notifier.rawValue < 0
    default: return false
    }
  }

  /// The `emit done_F` the importer writes into a top-level final state.
  private func isDoneNotice(_ action: ResolvedAction, _ state: State) -> Bool {
    guard case .emit(let ref, _) = action.kind, ref.notifier.rawValue < 0 else { return false }
    return state.kind == .final && state.parent == nil
  }

  /// An imported transition in the original's terms; `join`, the original transition,
  /// when it was a join: export wrote its sources as `In()` conditions before its guard.
  private func transition(_ transition: Transition, join original: Transition?) throws
    -> Transition
  {
    var result = transition
    if let sources = original?.joinSources, !sources.isEmpty {
      (result.joinSources, result.guardExpr) = try Self.joinSources(
        transition.guardExpr, count: sources.count)
    }
    if case .notification(let ref, let isReply, let bindings) = transition.trigger {
      if let milliseconds = timer(ref) {
        result.trigger = .after(milliseconds)
      } else {
        result.trigger = .notification(try notification(ref), isReply: isReply, bindings: bindings)
      }
    }
    result.guardExpr = try result.guardExpr.map { try expression($0) }
    result.actions = try actions(transition.actions)
    return result
  }

  /// Timer sends and cancels, and emits of the importer's done events, get a negative
  /// notifier so that the callers drop them.
  func actions(_ actions: [ResolvedAction]) throws -> [ResolvedAction] {
    try actions.map { action in
      var result = action
      let dropped = NotificationRef(notifier: NotifierID(-1), caseIndex: 0)
      switch action.kind {
      case .send(let ref, let arguments):
        result.kind = .send(try notification(ref), arguments: arguments)
      case .sendAfter(let ref, let arguments, let delay):
        result.kind =
          timer(ref) != nil
          ? .sendAfter(dropped, arguments: [], delay: delay)
          : .sendAfter(try notification(ref), arguments: arguments, delay: delay)
      case .cancel(let ref):
        result.kind = timer(ref) != nil ? .cancel(dropped) : .cancel(try notification(ref))
      case .raise(let ref, let arguments):
        result.kind = .raise(try notification(ref), arguments: arguments)
      case .emit(let ref, let arguments):
        let name = imported[ref].name
        let own = original[actor].eventNotifier.flatMap { original[$0].caseIndex(named: name) }
        result.kind =
          own == nil && name.hasPrefix("done_")
          ? .emit(dropped, arguments: []) : .emit(try notification(ref), arguments: arguments)
      case .assign(.variable(let variable), let value):
        result.kind = .assign(.variable(try self.variable(variable)), try expression(value))
      case .ifAction(let condition, let then, let otherwise):
        result.kind = .ifAction(
          try expression(condition), then: try self.actions(then),
          otherwise: try self.actions(otherwise))
      default:
        Issue.record("the importer wrote \(action.kind)")
      }
      return result
    }
  }

  private func variable(_ ref: VariableRef) throws -> VariableRef {
    let name = imported[ref].name
    let index = try #require(original[actor].variables.firstIndex { $0.name == name })
    return VariableRef(actor: actor, index: index)
  }

  /// An imported expression with the original's variables, states and types.
  private func expression(_ expr: ResolvedExpr) throws -> ResolvedExpr {
    var result = expr
    let intType = original.types.firstIndex { $0.isInt }.map(TypeID.init) ?? Model.boolTypeID
    result.type = imported[expr.type].isInt ? intType : expr.type
    switch expr.kind {
    case .variable(let ref):
      let mapped = try variable(ref)
      result.kind = .variable(mapped)
      result.type = original[mapped].type
    case .inState(_, let state): result.kind = .inState(actor, state)
    case .unary(let op, let operand): result.kind = .unary(op, try expression(operand))
    case .binary(let op, let left, let right):
      result.kind = .binary(op, try expression(left), try expression(right))
    default: break
    }
    return result
  }
}

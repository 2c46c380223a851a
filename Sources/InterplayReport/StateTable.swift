import InterplayRuntime

/// The whole system's state after each step of a counterexample, as the rows of the
/// page's per-step table: per actor its active states, each variable and its queue, then
/// each data-model property and each scope stack. A row whose value differs from the step
/// before is marked changed (the idea of the TLA+ Toolbox's trace view).
///
/// The values are the runtime's own decoding (``CompiledSystem/snapshot(_:bound:)``,
/// ``CompiledSystem/variables(_:in:)``, ``CompiledSystem/scopeStacks(in:)``) of the
/// states the counterexample holds, so they are those of the run the step list describes.
struct StateTable: Equatable {
  /// One value of the system state.
  struct Row: Equatable {
    /// The actor's path, `data` for a data-model property, `stack` for a scope stack.
    var owner: String
    /// `state`, a variable's name, `queue`, a property's `Data.name` or a stack's name.
    var field: String
    /// The value as text; a queue or a stack gives one item per line.
    var value: String
    /// The value at the step before, when it differs (never at step 0).
    var was: String?

    /// Whether the step changed this value.
    var changed: Bool { was != nil }
  }

  /// Per step (step 0 is the initialization), the rows in the same order.
  var steps: [[Row]]

  init(_ run: Counterexample, system: CompiledSystem) {
    var steps: [[Row]] = []
    for state in run.states.prefix(run.records.count) {
      var rows = Self.rows(state, system: system)
      if let before = steps.last, before.count == rows.count {
        for index in rows.indices where rows[index].value != before[index].value {
          rows[index].was = before[index].value
        }
      }
      steps.append(rows)
    }
    self.steps = steps
  }

  /// The rows of one state, without change marks.
  static func rows(_ state: SystemState, system: CompiledSystem) -> [Row] {
    var rows: [Row] = []
    for (actor, snapshot) in system.snapshot(state).enumerated() {
      rows.append(Row(owner: snapshot.name, field: "state", value: lines(snapshot.states)))
      // Every variable has its row in every step, so the rows line up: an actor whose
      // scope is not pushed has no values.
      let alive = system.isAlive(actor, in: state)
      for variable in system.variables(actor, in: state) {
        rows.append(
          Row(
            owner: snapshot.name, field: variable.name,
            value: alive ? variable.value.description : "-"))
      }
      rows.append(Row(owner: snapshot.name, field: "queue", value: lines(snapshot.queue)))
    }
    for property in system.dataProperties(in: state) {
      rows.append(Row(owner: "data", field: property.name, value: property.value.description))
    }
    for stack in system.scopeStacks(in: state) {
      rows.append(Row(owner: "stack", field: stack.name, value: lines(stack.scopes)))
    }
    return rows
  }

  /// Items one per line; `-` for none.
  private static func lines(_ items: [String]) -> String {
    items.isEmpty ? "-" : items.joined(separator: "\n")
  }
}

import InterplayDiagnostics
import InterplayModel
import InterplayRuntime

/// Turning what the search logged into reported violations.
extension ModelChecker {
  func violation(for found: Finding, _ builder: CounterexampleBuilder) -> Violation {
    let model = system.model
    let run = builder.run(to: found)
    let finding = builder.symmetry == nil ? found : concrete(found, run)
    switch finding.kind {
    case .fault(let fault):
      return Violation(
        check: check(of: fault), name: nil, message: system.describe(fault),
        range: range(of: fault, in: run), counterexample: run)
    case .dropped(let delivery):
      let receiver = model.actors[delivery.receiver]
      let scope = receiver.scope.map { model[$0].name } ?? "?"
      return Violation(
        check: .scopes, name: nil,
        message:
          "delivery to an inactive scope: \(system.describeMessage(delivery)) was dropped because scope '\(scope)' is not pushed",
        range: receiver.nameRange, counterexample: run)
    case .deadlock(let actor):
      return Violation(
        check: .deadlock, name: nil, message: deadlockMessage(actor, run),
        range: model.actors[actor].nameRange, counterexample: run)
    case .invariant(let index):
      let invariant = model.invariants[index]
      return Violation(
        check: .invariant, name: invariant.name,
        message: "invariant '\(invariant.name)' does not hold",
        range: invariant.nameRange, counterexample: run)
    case .pattern(let index):
      let property = model.properties[index]
      return Violation(
        check: .property, name: property.name,
        message:
          "property '\(property.name)' (\(PropertyText.pattern(property, in: model))) is violated: \(PropertyText.safetyBreach(property, in: model))",
        range: property.nameRange, counterexample: run)
    case .pendingAtEnd(let index):
      let property = model.properties[index]
      return Violation(
        check: .property, name: property.name,
        message:
          "property '\(property.name)' (\(PropertyText.pattern(property, in: model))) is violated: the run ends and \(PropertyText.obligation(property, in: model))",
        range: property.nameRange, counterexample: run)
    }
  }

  private func check(of fault: Fault) -> Violation.Check {
    switch fault.check {
    case .unhandled: .unhandled
    case .overflow: .overflow
    case .scopes: .scopes
    case .assertions: .assertions
    case .mutation: .mutation
    case .deadlock, .coverage, nil: .runtime
    }
  }

  private func range(of fault: Fault, in run: Counterexample) -> SourceRange? {
    let model = system.model
    switch fault {
    case .assertion(_, _, let range), .outOfRange(_, _, let range): return range
    case .pushTwice(let actor, let scope):
      return scopeActionRange(actor: actor, scope: scope, isPush: true, in: run)
    case .popNotTop(let actor, let scope):
      return scopeActionRange(actor: actor, scope: scope, isPush: false, in: run)
    case .readOutsideMap(_, let registration, _):
      // The registration whose read map is too small.
      return model.dataModels.lazy.flatMap(\.registrations).dropFirst(registration).first?
        .nameRange
    default: return fault.actor < model.actors.count ? model.actors[fault.actor].nameRange : nil
    }
  }

  private func deadlockMessage(_ actor: Int, _ run: Counterexample) -> String {
    let name = system.actorName(actor)
    guard let state = run.states.last else { return "deadlock: '\(name)' cannot go on" }
    let queue = system.queue(actor, in: state)
    if let first = queue.first {
      return
        "deadlock: no step is possible while '\(name)' has \(queue.count) queued notification\(queue.count == 1 ? "" : "s") it defers (first: \(system.describe(first)) from '\(system.actorName(first.sender))')"
    }
    let owed = system.owedRequestList(actor, in: state.words)
    let what =
      owed.first.map {
        "\(system.caseName($0.gid)) from '\(system.actorName($0.requester))'"
      } ?? "a request"
    return "deadlock: no step is possible while '\(name)' owes a reply to \(what)"
  }
}

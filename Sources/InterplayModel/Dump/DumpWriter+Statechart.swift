import InterplaySyntax

/// Statecharts, transitions and actions.
extension DumpWriter {
  mutating func writeChart(_ chart: Statechart, actor: ActorID) {
    line(1, "statechart initial \(chart.initial.map { chart[$0].path } ?? "-")")
    if let initial = chart.initialTransition { writeInitial(initial, chart: chart, depth: 2) }
    for root in chart.roots { writeState(chart[root], chart: chart, depth: 2) }
    for choice in chart.choices {
      line(
        2,
        "\(choice.isJunction ? "junction" : "choice") \(choice.id) "
          + targetName(.choice(choice.id), chart))
      for branch in choice.branches {
        var text =
          branch.isElse
          ? "else" : branch.guardExpr.map { "[\(expr($0, bindings: []))]" } ?? "always"
        text += " -> " + targetName(branch.target, chart)
        line(3, text)
        writeActions(branch.actions, bindings: [], depth: 4)
      }
    }
  }

  private mutating func writeState(_ state: State, chart: Statechart, depth: Int) {
    var header = state.isRegion ? "region" : "state"
    switch state.kind {
    case .normal: break
    case .final: header = "final " + header
    case .parallel: header = "parallel " + header
    }
    header += " \(state.id) \(state.name)"
    if let initial = state.initial, state.children.count > 1 {
      header += " initial \(chart[initial].name)"
    }
    line(depth, header)
    if let initial = state.initialTransition {
      writeInitial(initial, chart: chart, depth: depth + 1)
    }
    for history in state.histories.map({ chart.histories[$0.rawValue] }) {
      let target = history.defaultTarget.map { " -> \(chart[$0].path)" } ?? ""
      line(
        depth + 1, "\(history.isDeep ? "deep " : "")history \(history.id) \(history.name)\(target)")
      writeActions(history.defaultActions, bindings: [], depth: depth + 2)
    }
    if !state.entry.isEmpty {
      line(depth + 1, "entry")
      writeActions(state.entry, bindings: [], depth: depth + 2)
    }
    if !state.exit.isEmpty {
      line(depth + 1, "exit")
      writeActions(state.exit, bindings: [], depth: depth + 2)
    }
    for transition in state.transitions {
      writeTransition(transition, chart: chart, depth: depth + 1)
    }
    let ignored =
      state.ignores.map(model.qualifiedName)
      + state.ignoredReplies.map { "reply " + model.qualifiedName(of: $0) }
      + state.ignoredRegistrations.map(model.qualifiedName)
    if !ignored.isEmpty { line(depth + 1, "ignore " + ignored.joined(separator: ", ")) }
    let deferred =
      state.defers.map(model.qualifiedName)
      + state.deferredReplies.map { "reply " + model.qualifiedName(of: $0) }
      + state.deferredRegistrations.map(model.qualifiedName)
    if !deferred.isEmpty { line(depth + 1, "defer " + deferred.joined(separator: ", ")) }
    for child in state.children { writeState(chart[child], chart: chart, depth: depth + 1) }
  }

  private mutating func writeTransition(_ transition: Transition, chart: Statechart, depth: Int) {
    var text: String
    var bindings: [Binding] = []
    switch transition.trigger {
    case .always: text = "always"
    case .after(let milliseconds): text = "after \(milliseconds)ms"
    case .done(let state):
      text = state == transition.source ? "on done" : "on done(\(chart[state].path))"
    case .registration(let ref): text = "on " + model.qualifiedName(of: ref)
    case .notification(let ref, let isReply, let bound):
      bindings = bound
      text = "on " + (isReply ? "reply " : "") + model.qualifiedName(of: ref)
      if !bound.isEmpty {
        text +=
          "(" + bound.map { "\($0.name): \(model[$0.type].name)" }.joined(separator: ", ") + ")"
      }
    }
    if let guardExpr = transition.guardExpr {
      text += " [\(expr(guardExpr, bindings: bindings))]"
    }
    if transition.isInternal { text += " internal" }
    if !transition.joinSources.isEmpty {
      text =
        "join " + transition.joinSources.map { chart[$0].path }.joined(separator: ", ") + " "
        + text
    }
    if !transition.targets.isEmpty {
      text += " -> " + transition.targets.map { targetName($0, chart) }.joined(separator: ", ")
    }
    line(depth, text)
    writeActions(transition.actions, bindings: bindings, depth: depth + 1)
  }

  private mutating func writeInitial(_ initial: InitialTransition, chart: Statechart, depth: Int) {
    line(
      depth, "initial -> " + initial.targets.map { targetName($0, chart) }.joined(separator: ", "))
    writeActions(initial.actions, bindings: [], depth: depth + 1)
  }

  private func targetName(_ target: TransitionTarget, _ chart: Statechart) -> String {
    switch target {
    case .state(let state): return chart[state].path
    case .history(let history):
      let pseudo = chart.histories[history.rawValue]
      return "\(chart[pseudo.parent].path).\(pseudo.name)"
    case .choice(let choice):
      let pseudo = chart.choices[choice.rawValue]
      return (pseudo.parent.map { chart[$0].path + "." } ?? "") + pseudo.name
    }
  }

  mutating func writeActions(_ actions: [ResolvedAction], bindings: [Binding], depth: Int) {
    for action in actions {
      switch action.kind {
      case .send(let ref, let arguments):
        line(depth, "send \(model.qualifiedName(of: ref))\(args(arguments, bindings))")
      case .sendAfter(let ref, let arguments, let delay):
        line(
          depth, "send \(model.qualifiedName(of: ref))\(args(arguments, bindings)) after \(delay)ms"
        )
      case .cancel(let ref):
        line(depth, "cancel \(model.qualifiedName(of: ref))")
      case .raise(let ref, let arguments):
        line(depth, "raise \(model.qualifiedName(of: ref))\(args(arguments, bindings))")
      case .emit(let ref, let arguments):
        line(depth, "emit \(model.qualifiedName(of: ref))\(args(arguments, bindings))")
      case .reply(let value):
        // An immediate reply answers the transition's own trigger; only mark the others.
        let deferred = action.replyTiming == .deferred ? "  [deferred]" : ""
        line(
          depth, "reply" + (value.map { " " + expr($0, bindings: bindings) } ?? "") + deferred)
      case .assign(.variable(let variable), let value):
        line(depth, "\(model[variable].name) = \(expr(value, bindings: bindings))")
      case .assign(.property(let property), let value):
        line(depth, "\(propertyName(property)) = \(expr(value, bindings: bindings))")
      case .push(let scope): line(depth, "push \(model[scope].name)")
      case .pop(let scope): line(depth, "pop \(model[scope].name)")
      case .assert(let condition, let message):
        line(
          depth,
          "assert \(expr(condition, bindings: bindings))"
            + (message.map { ", \(StringLiteral.quoted($0))" } ?? ""))
      case .ifAction(let condition, let then, let otherwise):
        line(depth, "if \(expr(condition, bindings: bindings))")
        writeActions(then, bindings: bindings, depth: depth + 1)
        if !otherwise.isEmpty {
          line(depth, "else")
          writeActions(otherwise, bindings: bindings, depth: depth + 1)
        }
      case .transaction(let body):
        line(depth, "transaction")
        writeActions(body, bindings: bindings, depth: depth + 1)
      case .choose(let branches):
        for (index, branch) in branches.enumerated() {
          line(depth, index == 0 ? "choose" : "or")
          writeActions(branch, bindings: bindings, depth: depth + 1)
        }
      }
    }
  }

  /// `(a, b)`, or nothing for no arguments.
  func args(_ arguments: [ResolvedExpr], _ bindings: [Binding]) -> String {
    guard !arguments.isEmpty else { return "" }
    return "(" + arguments.map { expr($0, bindings: bindings) }.joined(separator: ", ") + ")"
  }
}

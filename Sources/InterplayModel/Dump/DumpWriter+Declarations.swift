import InterplaySyntax

/// Sequences, properties and topology rules.
extension DumpWriter {
  mutating func writeSequence(_ sequence: InteractionSequence) {
    let after = sequence.after.map { " after \(model.sequences[$0].name)" } ?? ""
    line(0, "\(sequence.isForbidden ? "forbidden " : "")sequence \(sequence.name)\(after)")
    writeSteps(sequence.items, depth: 1)
  }

  private mutating func writeSteps(_ steps: [SequenceStep], depth: Int) {
    for step in steps {
      switch step {
      case .message(let message):
        let arrow = message.isReply ? "-->" : "->"
        let name = model[message.notification].name
        let payload = message.matchesAnyPayload ? "(*)" : args(message.arguments, [])
        line(
          depth,
          "\(model[message.from].path) \(arrow) \(model[message.to].path): "
            + "\(name)\(payload)  [\(model.qualifiedName(of: message.notification))]")
      case .note(let over, let text, _):
        line(
          depth,
          "note over \(over.map { model[$0].path }.joined(separator: ", ")): \(StringLiteral.quoted(text))"
        )
      case .sideNote(let side, let actor, let text, _):
        line(depth, "note \(side.rawValue) of \(model[actor].path): \(StringLiteral.quoted(text))")
      case .push(let scope, _): line(depth, "push \(model[scope].name)")
      case .pop(let scope, _): line(depth, "pop \(model[scope].name)")
      case .fragment(let fragment):
        for (index, branch) in fragment.branches.enumerated() {
          var header =
            index == 0 ? fragment.kind.rawValue : (fragment.kind == .par ? "and" : "else")
          if index == 0, let bounds = fragment.bounds {
            header += " \(bounds.lowerBound)...\(bounds.upperBound)"
          }
          if let label = branch.label { header += " \(StringLiteral.quoted(label))" }
          line(depth, header)
          writeSteps(branch.items, depth: depth + 1)
        }
      }
    }
  }

  mutating func writeProperty(_ property: Property) {
    let pattern: String
    switch property.pattern {
    case .absence(let p): pattern = "never \(event(p))"
    case .existence(let p): pattern = "eventually \(event(p))"
    case .boundedExistence(let bound, let p): pattern = "at most \(bound) \(event(p))"
    case .universality(let condition): pattern = "always \(expr(condition, bindings: []))"
    case .precedence(let p, let s): pattern = "\(event(p)) precedes \(event(s))"
    case .response(let s, let p): pattern = "\(event(s)) responds to \(event(p))"
    }
    let scope: String
    switch property.scope {
    case .globally: scope = "globally"
    case .before(let r): scope = "before \(event(r))"
    case .after(let q): scope = "after \(event(q))"
    case .between(let q, let r): scope = "between \(event(q)) and \(event(r))"
    case .afterUntil(let q, let r): scope = "after \(event(q)) until \(event(r))"
    }
    line(0, "property \(property.name): \(pattern) \(scope)")
  }

  /// `Actor.case`, `Taker takes Actor.case`, `reply Actor.case(true)`, joined by `or`.
  private func event(_ event: EventPattern) -> String {
    model.text(of: event) { expr($0, bindings: []) }
  }

  mutating func writeRule(_ rule: TopologyRule) {
    switch rule.kind {
    case .forbid(let from, let to):
      line(0, "forbid \(endpoint(from)) -> \(endpoint(to))")
    case .allowOnly(let pairs):
      line(
        0,
        "allow only "
          + pairs.map { "\(endpoint($0.from)) -> \(endpoint($0.to))" }.joined(separator: ", "))
    case .hub(let hub, let between):
      line(0, "hub \(model[hub].path) between \(between.map(endpoint).joined(separator: ", "))")
    }
  }

  private func endpoint(_ endpoint: Endpoint) -> String {
    switch endpoint {
    case .actor(let actor): model[actor].path
    case .role(let role): role.rawValue
    }
  }
}

import InterplayDiagnostics

/// Actors, notifiers and data models in the dump.
extension DumpWriter {
  /// `Actor role name uri=... budget=...` and its members.
  mutating func actor(_ decl: ActorDecl) {
    let header = Self.fields(
      "Actor " + decl.role.rawValue + " " + decl.name.name,
      [
        ("uri", decl.uri.map { StringLiteral.quoted($0.value) }),
        ("budget", decl.budget.map { "\($0.value)" }),
        ("perPush", decl.budgetPerPushRange.map { _ in "true" }),
        ("ordered", decl.orderedRange.map { _ in "true" }),
      ])
    node(header) { writer in
      for member in decl.members { writer.actorMember(member) }
    }
  }

  /// One actor member.
  mutating func actorMember(_ member: ActorMember) {
    switch member {
    case .variable(let decl): variable(decl)
    case .notifier(let decl):
      let header = Self.fields(
        "Notifier " + decl.kind.rawValue,
        [("policy", decl.policy?.rawValue), ("capacity", decl.capacity.map { "\($0.value)" })])
      node(header) { writer in
        for notification in decl.cases {
          writer.node(
            Self.fields(
              "Case " + notification.name.name + Self.parameters(notification.parameters),
              [("reply", notification.replyType.map(SyntaxText.type))]))
        }
        for error in decl.errors { writer.error(error) }
      }
    case .observes(let decl): node("Observes " + Self.paths(decl.notifiers))
    case .requests(let decl): node("Requests " + Self.paths(decl.notifiers))
    case .actor(let decl): actor(decl)
    case .state(let decl): state(decl)
    case .initial(let decl): initialTransition(decl)
    case .choice(let decl): choice(decl)
    case .error(let error): self.error(error)
    }
  }

  /// `Var name type=T initial=(...)`
  mutating func variable(_ decl: VarDecl) {
    node(
      Self.fields(
        "Var " + decl.name.name,
        [("type", SyntaxText.type(decl.type)), ("initial", decl.initial.map { Self.expr($0) })]))
  }

  /// `Data name` with properties, nodes and registrations, each list in its own order.
  mutating func data(_ decl: DataDecl) {
    node("Data " + decl.name.name) { writer in
      for property in decl.properties { writer.variable(property) }
      for dataNode in decl.nodes { writer.dataNode(dataNode) }
      for registration in decl.registrations {
        writer.node(
          Self.fields(
            "Registration " + registration.keyword + " " + registration.name.name,
            [
              ("by", registration.owner.text), ("reads", Self.paths(registration.reads)),
              ("writes", Self.paths(registration.writes)),
              (
                "collectors",
                registration.collectors.isEmpty
                  ? nil : registration.collectors.map(\.name).joined(separator: ", ")
              ),
              ("priority", registration.priority.map { "\($0.value)" }),
            ]))
      }
      for error in decl.errors { writer.error(error) }
    }
  }

  /// `Node name` with its type and initial value, then its properties and nodes.
  private mutating func dataNode(_ decl: DataNodeDecl) {
    node(
      Self.fields(
        "Node " + decl.name.name,
        [
          ("type", decl.type.map(SyntaxText.type)),
          ("initial", decl.initial.map { Self.expr($0) }),
        ])
    ) { writer in
      for property in decl.properties { writer.variable(property) }
      for dataNode in decl.nodes { writer.dataNode(dataNode) }
      for error in decl.errors { writer.error(error) }
    }
  }
}

import InterplayDiagnostics

extension Parser.Engine {
  /// `role IDENT [ "uri" STRING ] [ "budget" INT [ "per" "push" ] ] "{" { actorMember } "}"`
  mutating func actor() -> ActorDecl {
    let roleToken = advance()
    let role: RoleKeyword =
      switch roleToken.kind {
      case .keyword(.behaviour): .behaviour
      case .keyword(.service): .service
      case .keyword(.presentation): .presentation
      default: .actor
      }
    let start = roleToken.range.start
    let name = identifier(role.nameDescription)
    guard at(.leftBracket), let clause = replicationClause() else {
      return actorRest(role, roleToken, name, start: start, replication: nil)
    }
    return replicate(clause) { engine, replication in
      let replicaName =
        replication.map { Identifier("\(name.name)[\($0.value)]", range: name.range) } ?? name
      return engine.actorRest(role, roleToken, replicaName, start: start, replication: replication)
    }
  }

  /// `[ STRING ] [ "uri" STRING ] [ "budget" INT [ "per" "push" ] ] [ "ordered" ] "{"
  /// { actorMember } "}"` after an actor's name (and replica range).
  private mutating func actorRest(
    _ role: RoleKeyword, _ roleToken: Token, _ name: Identifier, start: Int,
    replication: ReplicationSyntax?
  ) -> ActorDecl {
    let display = at(.string) ? optionalString() : nil
    var uri: StringLiteral?
    if eat(.uri) != nil { uri = string("a URI string after 'uri'") }
    var budget: IntLiteral?
    var perPushRange: SourceRange?
    if eat(.budget) != nil {
      budget = intLiteral("a budget after 'budget'")
      // `per` is a contextual word: only after a budget, and only before `push`.
      if budget != nil, atWord("per") {
        let start = advance().range.start
        if expect(.push, after: "'per' in a budget") != nil { perPushRange = range(from: start) }
      }
    }
    // `ordered` is a contextual word: only right before the body.
    var orderedRange: SourceRange?
    if atWord("ordered"), peek().kind == .leftBrace { orderedRange = advance().range }
    let members =
      body(
        .actor, role.bodyDescription, error: { ActorMember.error($0) },
        member: { $0.actorMember() })?.members ?? []
    var decl = ActorDecl(
      role: role, roleRange: roleToken.range, name: name, uri: uri, budget: budget,
      members: members, range: range(from: start))
    decl.display = display
    decl.orderedRange = orderedRange
    decl.budgetPerPushRange = perPushRange
    decl.replication = replication
    return decl
  }

  /// One member of an actor body; the current token starts one.
  mutating func actorMember() -> ActorMember {
    switch token.kind {
    case .keyword(.var):
      return .variable(variable())
    case .keyword(.request), .keyword(.event):
      return .notifier(notifier())
    case .keyword(.observes):
      return .observes(pathway())
    case .keyword(.requests):
      return .requests(pathway())
    case .keyword(.actor), .keyword(.behaviour), .keyword(.service), .keyword(.presentation):
      return .actor(actor())
    case .keyword(.initial) where peek().kind == .arrow:
      return .initial(initialTransition())
    case .identifier
    where (spells(token, "choice") || spells(token, "junction")) && peek().kind == .identifier:
      return .choice(choicePseudostate())
    default:
      return .state(state())
    }
  }

  /// `"var" IDENT ":" type [ "=" expr ]`
  mutating func variable() -> VarDecl {
    let start = advance().range.start
    let name = identifier("a variable name")
    let type: TypeSyntax
    if expectColon(after: "the variable name") != nil || at(.identifier) {
      type = self.type()
    } else {
      type = .error(errorRange)
    }
    var initial: Expr?
    if eat(.assign) != nil { initial = expression() }
    return VarDecl(name: name, type: type, initial: initial, range: range(from: start))
  }

  /// `( "request" | "event" ) [ policy ] [ "capacity" INT ] "{" { notifCase ",?" } "}"`
  mutating func notifier() -> NotifierDecl {
    let keyword = advance()
    let kind: NotifierKeyword = keyword.kind == .keyword(.request) ? .request : .event
    var policy: PolicyKeyword?
    var policyRange: SourceRange?
    switch token.kind {
    case .keyword(.fifo): policy = .fifo
    case .keyword(.coalesce): policy = .coalesce
    case .keyword(.latest): policy = .latest
    default: break
    }
    if policy != nil { policyRange = advance().range }
    var capacity: IntLiteral?
    if eat(.capacity) != nil { capacity = intLiteral("a queue capacity after 'capacity'") }
    var cases: [NotificationCaseSyntax] = []
    var errors: [ErrorSyntax] = []
    _ = body(
      .notifier, kind == .request ? "'request' body" : "'event' body",
      error: { errors.append($0) },
      member: { engine in
        cases.append(engine.notificationCase(kind))
        _ = engine.eat(.comma)
      })
    return NotifierDecl(
      kind: kind, policy: policy, policyRange: policyRange, capacity: capacity, cases: cases,
      errors: errors, range: range(from: keyword.range.start))
  }

  /// `IDENT [ "(" params ")" ] [ "->" type ]`; only request cases have a reply type.
  mutating func notificationCase(_ kind: NotifierKeyword) -> NotificationCaseSyntax {
    let start = token.range.start
    let name = identifier("a notification case name")
    let parameters = at(.leftParen) ? parameterList() : []
    let display = at(.string) ? optionalString() : nil
    var replyType: TypeSyntax?
    if let arrow = eat(.arrow) {
      replyType = type("a reply type")
      if kind == .event {
        error(
          "parse.reply-type-on-event",
          "only request cases have a reply type; '\(name.name)' is an event",
          at: arrow.range.union(replyType?.range ?? arrow.range))
      }
    }
    var syntax = NotificationCaseSyntax(
      name: name, parameters: parameters, replyType: replyType, range: range(from: start))
    syntax.display = display
    return syntax
  }

  /// `( "observes" | "requests" ) notifierRef { "," notifierRef }`
  mutating func pathway() -> PathwayDecl {
    let keyword = advance()
    let what =
      keyword.kind == .keyword(.observes)
      ? "a notifier such as 'Service.event'" : "a notifier such as 'Service.request'"
    let notifiers = pathList(what)
    for notifier in notifiers {
      let last = notifier.last.name
      if notifier.components.count < 2 || (last != "request" && last != "event") {
        error(
          "parse.expected-notifier",
          "expected '.request' or '.event' after '\(notifier.text)'",
          at: .point(file, notifier.range.end))
      }
    }
    return PathwayDecl(notifiers: notifiers, range: range(from: keyword.range.start))
  }
}

extension RoleKeyword {
  /// "a service name": what a missing actor name is reported as.
  fileprivate var nameDescription: String {
    switch self {
    case .actor: "an actor name"
    case .behaviour: "a behaviour name"
    case .service: "a service name"
    case .presentation: "a presentation name"
    }
  }

  /// "'service' body": the actor's body in messages.
  fileprivate var bodyDescription: StaticString {
    switch self {
    case .actor: "'actor' body"
    case .behaviour: "'behaviour' body"
    case .service: "'service' body"
    case .presentation: "'presentation' body"
    }
  }
}

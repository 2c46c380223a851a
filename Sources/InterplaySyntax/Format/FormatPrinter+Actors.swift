import InterplayDiagnostics

/// Actors, notifiers, scopes and data models.
extension FormatPrinter {
  /// `service Name uri "/x" budget 3 { members }`, one member per line.
  mutating func actor(_ decl: ActorDecl) {
    var header = decl.role.rawValue + " " + decl.name.name
    var headerEnd = decl.name.range.end
    if let clause = decl.replication {
      header += "[\(clause.index.name) in \(clause.lower.value)...\(clause.upper.value)]"
      headerEnd = max(headerEnd, clause.range.end)
    }
    if let display = decl.display {
      header += " " + StringLiteral.quoted(display.value)
      headerEnd = max(headerEnd, display.range.end)
    }
    if let uri = decl.uri {
      header += " uri " + StringLiteral.quoted(uri.value)
      headerEnd = max(headerEnd, uri.range.end)
    }
    if let budget = decl.budget {
      header += " budget \(budget.value)"
      headerEnd = max(headerEnd, budget.range.end)
      if let perPush = decl.budgetPerPushRange {
        header += " per push"
        headerEnd = max(headerEnd, perPush.end)
      }
    }
    if let ordered = decl.orderedRange {
      header += " ordered"
      headerEnd = max(headerEnd, ordered.end)
    }
    braced(
      header, open: openBrace(from: headerEnd), close: closeBrace(of: decl.range),
      end: decl.range.end, items: decl.members, range: Self.range(of:)
    ) { printer, member in printer.actorMember(member) }
  }

  /// The range of an actor member.
  static func range(of member: ActorMember) -> SourceRange {
    switch member {
    case .variable(let decl): decl.range
    case .notifier(let decl): decl.range
    case .observes(let decl), .requests(let decl): decl.range
    case .actor(let decl): decl.range
    case .state(let decl): decl.range
    case .initial(let decl): decl.range
    case .choice(let decl): decl.range
    case .error(let error): error.range
    }
  }

  /// Prints one actor member.
  mutating func actorMember(_ member: ActorMember) {
    switch member {
    case .variable(let decl): simple(Self.variableText(decl), decl.range)
    case .notifier(let decl): notifier(decl)
    case .observes(let decl): pathway("observes", decl)
    case .requests(let decl): pathway("requests", decl)
    case .actor(let decl): actor(decl)
    case .state(let decl): state(decl)
    case .initial(let decl): initialTransition(decl)
    case .choice(let decl): choice(decl)
    case .error(let error): verbatim(error.range)
    }
  }

  /// `var name: Type = value`
  static func variableText(_ decl: VarDecl) -> String {
    var text = "var " + decl.name.name + ": " + SyntaxText.type(decl.type)
    if let initial = decl.initial { text += " = " + SyntaxText.expr(initial) }
    return text
  }

  /// `observes A.event, B.event`, wrapped when long.
  mutating func pathway(_ keyword: String, _ decl: PathwayDecl) {
    filled([keyword] + Self.commaWords(decl.notifiers.map(SyntaxText.path)), decl.range)
  }

  /// `request coalesce capacity 4 { a, b }`: cases on one line when they fit.
  mutating func notifier(_ decl: NotifierDecl) {
    var header = decl.kind.rawValue
    var headerEnd = decl.range.start + header.utf8.count
    if let policy = decl.policy {
      header += " " + policy.rawValue
      headerEnd = max(headerEnd, decl.policyRange?.end ?? headerEnd)
    }
    if let capacity = decl.capacity {
      header += " capacity \(capacity.value)"
      headerEnd = max(headerEnd, capacity.range.end)
    }
    caseList(
      header, open: openBrace(from: headerEnd), close: closeBrace(of: decl.range),
      end: decl.range.end, items: decl.cases, text: SyntaxText.notificationCase, range: \.range)
  }

  /// `scope Name on Stack { actors }`
  mutating func scope(_ decl: ScopeDecl) {
    var header = "scope " + decl.name.name
    if let stack = decl.stack { header += " on " + stack.name }
    let items =
      (decl.actors.map { ($0.range, ActorMember.actor($0)) }
      + decl.errors.map { ($0.range, ActorMember.error($0)) })
      .sorted { $0.0.start < $1.0.start }
    braced(
      header, open: openBrace(from: decl.stack?.range.end ?? decl.name.range.end),
      close: closeBrace(of: decl.range), end: decl.range.end, items: items, range: \.0
    ) { printer, item in printer.actorMember(item.1) }
  }
}

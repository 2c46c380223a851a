import InterplayDiagnostics

/// Statecharts: states, history, entry and exit, transitions, ignore and defer.
extension FormatPrinter {
  /// `initial parallel state Name { members }`, or `state Name` without a body.
  mutating func state(_ decl: StateDecl) {
    var header = decl.isInitial ? "initial " : ""
    if decl.isRegion {
      header += "region"
    } else {
      switch decl.kind {
      case .normal: header += "state"
      case .final: header += "final state"
      case .parallel: header += "parallel state"
      }
    }
    header += " " + decl.name.name
    guard decl.hasBody else {
      simple(header, decl.range)
      return
    }
    braced(
      header, open: openBrace(from: decl.name.range.end), close: closeBrace(of: decl.range),
      end: decl.range.end, items: decl.members, range: Self.range(of:)
    ) { printer, member in printer.stateMember(member) }
  }

  /// The range of a state member.
  static func range(of member: StateMember) -> SourceRange {
    switch member {
    case .state(let decl): decl.range
    case .history(let decl): decl.range
    case .initial(let decl): decl.range
    case .join(let decl): decl.range
    case .choice(let decl): decl.range
    case .entry(let block), .exit(let block): block.range
    case .transition(let decl): decl.range
    case .ignore(_, let range), .deferral(_, let range): range
    case .error(let error): error.range
    }
  }

  /// Prints one state member.
  mutating func stateMember(_ member: StateMember) {
    switch member {
    case .state(let decl): state(decl)
    case .history(let decl):
      var text = (decl.isDeep ? "deep history " : "history ") + decl.name.name
      if let target = decl.defaultTarget { text += " -> " + SyntaxText.path(target) }
      if let block = decl.defaultActions {
        actionBlock(text, block, end: decl.range.end)
      } else {
        simple(text, decl.range)
      }
    case .initial(let decl): initialTransition(decl)
    case .join(let decl): transition(decl.transition, joining: decl.sources)
    case .choice(let decl): choice(decl)
    case .entry(let block): actionBlock("entry", block, end: block.range.end)
    case .exit(let block): actionBlock("exit", block, end: block.range.end)
    case .transition(let decl): transition(decl)
    case .ignore(let triggers, let range):
      filled(["ignore"] + Self.commaWords(triggers.map(SyntaxText.trigger)), range)
    case .deferral(let triggers, let range):
      filled(["defer"] + Self.commaWords(triggers.map(SyntaxText.trigger)), range)
    case .error(let error): verbatim(error.range)
    }
  }

  /// `choice C { [g] -> A { actions } else -> B }`, one branch per line.
  mutating func choice(_ decl: ChoiceDecl) {
    let header = (decl.isJunction ? "junction " : "choice ") + decl.name.name
    braced(
      header, open: openBrace(from: decl.name.range.end), close: closeBrace(of: decl.range),
      end: decl.range.end, items: decl.branches, range: \.range
    ) { printer, branch in
      var text =
        branch.isElse ? "else" : branch.guardExpr.map { "[" + SyntaxText.expr($0) + "]" } ?? ""
      text += (text.isEmpty ? "" : " ") + "-> " + (branch.target.map(SyntaxText.path) ?? "")
      if let block = branch.actions {
        printer.actionBlock(text, block, end: branch.range.end)
      } else {
        printer.simple(text, branch.range)
      }
    }
  }

  /// `initial -> A, B { actions }`
  mutating func initialTransition(_ decl: InitialDecl) {
    let header = "initial -> " + decl.targets.map(SyntaxText.path).joined(separator: ", ")
    if let block = decl.actions {
      actionBlock(header, block, end: decl.range.end)
    } else {
      simple(header, decl.range)
    }
  }

  /// `on A.b(x) [x > 1] internal -> Target { actions }`, or with `joining` sources
  /// `join A, B on x -> Target` (an eventless join writes no trigger).
  mutating func transition(_ decl: TransitionDecl, joining sources: [Path] = []) {
    var header: String
    switch decl.trigger {
    case .notification(let trigger):
      header =
        "on " + ([trigger] + decl.moreTriggers).map(SyntaxText.trigger).joined(separator: ", ")
    case .always: header = sources.isEmpty ? "always" : ""
    case .after(let delay, _): header = "after " + delay.text
    case .done(let state, _):
      header = "on done" + (state.map { "(" + SyntaxText.path($0) + ")" } ?? "")
    }
    if !sources.isEmpty {
      let joined = "join " + sources.map(SyntaxText.path).joined(separator: ", ")
      header = header.isEmpty ? joined : joined + " " + header
    }
    if let guardExpr = decl.guardExpr { header += " [" + SyntaxText.expr(guardExpr) + "]" }
    if decl.isInternal { header += " internal" }
    if let target = decl.target {
      header += " -> " + ([target] + decl.moreTargets).map(SyntaxText.path).joined(separator: ", ")
    }
    if let block = decl.actions {
      actionBlock(header, block, end: decl.range.end)
    } else {
      simple(header, decl.range)
    }
  }
}

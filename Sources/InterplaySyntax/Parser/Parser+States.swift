import InterplayDiagnostics

extension Parser.Engine {
  /// `[ "initial" ] ( "state" | "region" | "final" "state" | "parallel" "state" ) IDENT
  /// [ "{" { stateMember } "}" ]`
  mutating func state() -> StateDecl {
    let start = token.range.start
    let isInitial = eat(.initial) != nil
    var kind = StateModifier.normal
    var isRegion = false
    switch token.kind {
    case .keyword(.state):
      advance()
    case .keyword(.region):
      advance()
      isRegion = true
    case .keyword(.final):
      advance()
      kind = .final
      expect(.state, after: "'final'")
    case .keyword(.parallel):
      advance()
      kind = .parallel
      expect(.state, after: "'parallel'")
    default:
      expected("parse.expected-keyword", "'state' after 'initial'")
    }
    let name = identifier(isRegion ? "a region name" : "a state name")
    var members: [StateMember] = []
    let hasBody = at(.leftBrace) || forgotStateBrace()
    if hasBody {
      members =
        body(
          .state, isRegion ? "'region' body" : "'state' body",
          error: { StateMember.error($0) },
          member: { $0.stateMember() })?.members ?? []
    }
    return StateDecl(
      kind: kind, isInitial: isInitial, isRegion: isRegion, name: name, members: members,
      hasBody: hasBody, range: range(from: start))
  }

  /// Whether a state directly in an actor is followed by a member only a state can have
  /// (`on`, `entry`, ...): then its `{` was forgotten, since the actor cannot own it.
  private func forgotStateBrace() -> Bool {
    guard bodies.last?.kind == .actor, case .keyword(let keyword) = token.kind else {
      return false
    }
    switch keyword {
    case .on, .always, .entry, .exit, .ignore, .defer, .history, .deep: return true
    default: return false
    }
  }

  /// One member of a state body; the current token starts one.
  mutating func stateMember() -> StateMember {
    let start = token.range.start
    switch token.kind {
    case .keyword(.history), .keyword(.deep):
      return .history(history())
    case .keyword(.initial) where peek().kind == .arrow:
      return .initial(initialTransition())
    case .identifier where text(token) == "join" && peek().kind == .identifier:
      return joinTransition()
    case .identifier
    where (spells(token, "choice") || spells(token, "junction")) && peek().kind == .identifier:
      return .choice(choicePseudostate())
    case .keyword(.entry), .keyword(.exit):
      let isEntry = advance().kind == .keyword(.entry)
      guard let block = block(isEntry ? "'entry' block" : "'exit' block") else {
        return .error(errorNode(from: start))
      }
      return isEntry ? .entry(block) : .exit(block)
    case .keyword(.on), .keyword(.always), .keyword(.after):
      return transition()
    case .keyword(.ignore), .keyword(.defer):
      let isIgnore = advance().kind == .keyword(.ignore)
      var triggers: [TriggerSyntax] = []
      repeat {
        guard let trigger = trigger() else { break }
        triggers.append(trigger)
      } while eat(.comma) != nil
      if triggers.isEmpty { return .error(errorNode(from: start)) }
      return isIgnore
        ? .ignore(triggers, range: range(from: start))
        : .deferral(triggers, range: range(from: start))
    default:
      return .state(state())
    }
  }

  /// `[ "deep" ] "history" IDENT [ "->" path ]`
  mutating func history() -> HistoryDecl {
    let start = token.range.start
    let isDeep = eat(.deep) != nil
    if isDeep { expect(.history, after: "'deep'") } else { advance() }
    let name = identifier("a history name")
    var defaultTarget: Path?
    var defaultActions: ActionBlock?
    if eat(.arrow) != nil {
      defaultTarget = path("a default target state", subscripts: .never)
      if at(.leftBrace) { defaultActions = block("history default block") }
    }
    var decl = HistoryDecl(
      isDeep: isDeep, name: name, defaultTarget: defaultTarget, range: range(from: start))
    decl.defaultActions = defaultActions
    return decl
  }

  /// `"initial" "->" path { "," path } [block]`
  mutating func initialTransition() -> InitialDecl {
    let start = advance().range.start
    advance()  // the arrow, seen by the caller
    let targets = targetList("an initial target state after '->'")
    let actions = at(.leftBrace) ? block("initial transition block") : nil
    return InitialDecl(targets: targets, actions: actions, range: range(from: start))
  }

  /// `"join" path { "," path } [ "on" trigger ] [guard] "->" path [block]`: the contextual
  /// word `join`, followed by a name, was seen by the caller.
  mutating func joinTransition() -> StateMember {
    let start = advance().range.start
    var sources: [Path] = []
    repeat {
      guard let source = path("a state the join waits for", subscripts: .never) else { break }
      sources.append(source)
    } while eat(.comma) != nil
    let transition: TransitionDecl
    if at(.on) {
      guard case .transition(let decl) = self.transition() else {
        return .error(errorNode(from: start))
      }
      transition = decl
    } else {
      let triggerStart = token.range
      let guardExpr = at(.leftBracket) ? guardClause() : nil
      var target: Path?
      if eat(.arrow) != nil {
        target = path("a target state after '->'", subscripts: .never)
      } else {
        expected("parse.expected-arrow", "'->' and a target state")
      }
      let actions = at(.leftBrace) ? block("transition block") : nil
      transition = TransitionDecl(
        trigger: .always(.point(triggerStart.file, triggerStart.start)), guardExpr: guardExpr,
        isInternal: false, target: target, actions: actions, range: range(from: start))
    }
    return .join(JoinDecl(sources: sources, transition: transition, range: range(from: start)))
  }

  /// `("choice" | "junction") IDENT "{" { branch } "}"`: the contextual word was seen by
  /// the caller.
  mutating func choicePseudostate() -> ChoiceDecl {
    let keyword = advance()
    let isJunction = spells(keyword, "junction")
    let name = identifier(isJunction ? "a junction name" : "a choice name")
    let branches =
      body(
        .choice, isJunction ? "'junction' body" : "'choice' body",
        error: {
          ChoiceBranchDecl(
            guardExpr: nil, isElse: false, target: nil, actions: nil, range: $0.range)
        },
        member: { $0.choiceBranch() })?.members ?? []
    return ChoiceDecl(
      isJunction: isJunction, name: name, branches: branches.filter { $0.target != nil },
      range: range(from: keyword.range.start))
  }

  /// `( "else" | [guard] ) "->" path [block]`
  mutating func choiceBranch() -> ChoiceBranchDecl {
    let start = token.range.start
    let isElse = eat(.else) != nil
    let guardExpr = !isElse && at(.leftBracket) ? guardClause() : nil
    var target: Path?
    if eat(.arrow) != nil {
      target = path("a target state after '->'", subscripts: .never)
    } else {
      expected("parse.expected-arrow", "'->' and a target state")
    }
    let actions = at(.leftBrace) ? block("branch block") : nil
    return ChoiceBranchDecl(
      guardExpr: guardExpr, isElse: isElse, target: target, actions: actions,
      range: range(from: start))
  }

  /// `path { "," path }`: one target or several (a fork into orthogonal regions).
  mutating func targetList(_ what: String) -> [Path] {
    var targets: [Path] = []
    repeat {
      guard let target = path(what, subscripts: .never) else { break }
      targets.append(target)
    } while eat(.comma) != nil
    return targets
  }

  /// `"on" trigger [guard] ["internal"] ["->" path] [block]`, `"always" [guard] ["internal"]
  /// "->" path [block]`, or `"on" "done" [ "(" path ")" ] [guard] "->" path [block]`.
  mutating func transition() -> StateMember {
    let first = advance()
    let start = first.range.start
    let trigger: TransitionTrigger
    let needsTarget: Bool
    var moreTriggers: [TriggerSyntax] = []
    if first.kind == .keyword(.always) {
      trigger = .always(first.range)
      needsTarget = true
    } else if first.kind == .keyword(.after) {
      guard let delay = duration() else { return .error(errorNode(from: start)) }
      trigger = .after(delay, range: range(from: start))
      needsTarget = false
    } else if let done = eat(.done) {
      var state: Path?
      if let open = eat(.leftParen) {
        state = path("the state whose completion is the trigger", subscripts: .never)
        expectCloseParen(open)
      }
      trigger = .done(state: state, range: range(from: first.range.start))
      needsTarget = false
    } else if let notification = self.trigger() {
      trigger = .notification(notification)
      needsTarget = false
      while eat(.comma) != nil {
        guard let another = self.trigger() else { break }
        moreTriggers.append(another)
      }
    } else {
      return .error(errorNode(from: start))
    }
    let guardExpr = at(.leftBracket) ? guardClause() : nil
    let isInternal = eat(.internal) != nil
    var target: Path?
    var moreTargets: [Path] = []
    if eat(.arrow) != nil {
      let targets = targetList("a target state after '->'")
      target = targets.first
      moreTargets = Array(targets.dropFirst())
    } else if needsTarget
      || (trigger.isDone && at(.identifier) && onSameLine(first, token))
    {
      // `on done Target`: the arrow was forgotten, not the target.
      expected("parse.expected-arrow", "'->' and a target state")
    }
    var actions: ActionBlock?
    // An action on the same line is a block whose '{' was forgotten.
    if at(.leftBrace)
      || (startsMember(.block) && !at(.identifier) && !isFirstOnLine(token.range.start))
    {
      actions = block("transition block")
    }
    var decl = TransitionDecl(
      trigger: trigger, guardExpr: guardExpr, isInternal: isInternal, target: target,
      actions: actions, range: range(from: start))
    decl.moreTriggers = moreTriggers
    decl.moreTargets = moreTargets
    return .transition(decl)
  }

  /// `[ "reply" ] path [ "(" [ IDENT { "," IDENT } ] ")" ]`, or nil after reporting.
  mutating func trigger() -> TriggerSyntax? {
    let start = token.range.start
    let isReply = eat(.reply) != nil
    guard let name = path("a notification", allowsWildcard: !isReply, subscripts: .beforeDot) else {
      return nil
    }
    var bindings: [Identifier] = []
    if let open = eat(.leftParen) {
      if !at(.rightParen) {
        repeat {
          guard let binding = optionalIdentifier("a name to bind") else { break }
          bindings.append(binding)
        } while eat(.comma) != nil
      }
      expectCloseParen(open)
    }
    return TriggerSyntax(
      isReply: isReply, name: name, bindings: bindings, range: range(from: start))
  }

  /// `"[" expr "]"` at the current `[`.
  mutating func guardClause() -> Expr {
    let open = advance()
    let condition = expression()
    if eat(.rightBracket) == nil {
      error(
        "parse.expected-bracket", "expected ']' to close the guard, found \(describe(token))",
        at: token.range, notes: [DiagnosticNote("'[' opened here", at: open.range)])
    }
    return condition
  }
}

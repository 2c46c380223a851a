import InterplayDiagnostics
import InterplaySyntax

/// Pass 7: the state tree of every statechart (states, histories, initial states).
extension ModelBuilder {
  func buildStateTrees() {
    for index in model.actors.indices {
      // By index, testing the case before binding it: iterating the members (as `compactMap`
      // does) copies every one of them, payload and all.
      let members = actorDecls[index].members
      var roots: [StateDecl] = []
      var total = 0
      for member in members.indices {
        if case .initial(let decl) = members[member] { rootInitialDecls[index] = decl }
        guard case .state = members[member], case .state(let decl) = members[member] else {
          continue
        }
        total += stateCount(decl)
        roots.append(decl)
      }
      guard !roots.isEmpty else { continue }
      var chart = Statechart()
      // Sized once: the states of a large chart are not copied over and over as it grows.
      chart.states.reserveCapacity(total)
      stateDecls[index].reserveCapacity(total)
      chart.roots = buildStates(roots, parent: nil, actor: index, chart: &chart)
      var rootNames = SiblingNames()
      for root in chart.roots { rootNames.add(chart[root].name, at: chart[root].nameRange) }
      for member in members.indices {
        if case .choice(let decl) = members[member] {
          addChoice(decl, parent: nil, actor: index, chart: &chart, names: &rootNames)
        }
      }
      chart.initial = initialState(
        of: chart.roots, actor: index, owner: "statechart of '\(model.actors[index].path)'",
        chart: chart, written: rootInitialDecls[index])
      for state in chart.states.indices where chart.states[state].kind != .parallel {
        guard !chart.states[state].children.isEmpty else { continue }
        chart.states[state].initial = initialState(
          of: chart.states[state].children, actor: index,
          owner: "state '\(chart.states[state].path)'", chart: chart,
          written: writtenInitial(of: stateDecls[index][state]))
      }
      model.actors[index].chart = chart
      resolveHistoryDefaults(actor: index)
      releaseMembers(ofActor: index)
    }
  }

  /// Drops the builder's reference to an actor's members once the last pass reading them
  /// (this one) is done with the actor, while they are still in the cache: released at the
  /// end with the builder, they would be touched again, long after the whole syntax tree has
  /// left the cache.
  private func releaseMembers(ofActor index: Int) {
    actorDecls[index].members = []
  }

  /// The number of states a declaration adds at most: itself and its descendants.
  private func stateCount(_ decl: StateDecl) -> Int {
    var count = 1
    for index in decl.members.indices {
      guard case .state = decl.members[index], case .state(let child) = decl.members[index]
      else { continue }
      count += stateCount(child)
    }
    return count
  }

  /// Adds states (and their descendants) in document order; returns their ids.
  private func buildStates(
    _ decls: [StateDecl], parent: StateID?, actor: Int, chart: inout Statechart
  ) -> [StateID] {
    var names = SiblingNames()
    // By index: iterating would copy each declaration before passing it on.
    var ids: [StateID] = []
    ids.reserveCapacity(decls.count)
    for index in decls.indices {
      if let id = buildState(
        decls[index], parent: parent, actor: actor, chart: &chart, siblings: &names)
      {
        ids.append(id)
      }
    }
    return ids
  }

  /// Adds one state and its descendants; `siblings` is the namespace of its parent
  /// (child states and history pseudostates). Returns nil for a duplicate, which is skipped.
  private func buildState(
    _ decl: StateDecl, parent: StateID?, actor: Int, chart: inout Statechart,
    siblings: inout SiblingNames
  ) -> StateID? {
    guard claim(decl.name, in: &siblings, parent: parent, actor: actor, chart: chart) else {
      return nil
    }
    if let parent, chart[parent].kind == .final {
      error(
        "resolve.final-with-children",
        "final state '\(chart[parent].path)' cannot have child states", at: decl.name.range)
    }
    let id = StateID(chart.states.count)
    let path = parent.map { chart[$0].path + "." + decl.name.name } ?? decl.name.name
    chart.states.append(
      State(
        id: id, name: decl.name.name, path: path, kind: StateKind(decl.kind),
        isRegion: decl.isRegion, parent: parent, nameRange: decl.name.range, range: decl.range))
    stateDecls[actor].append(decl)
    var names = SiblingNames()
    for memberIndex in decl.members.indices {
      switch decl.members[memberIndex] {
      case .state(let child):
        if let childID = buildState(
          child, parent: id, actor: actor, chart: &chart, siblings: &names)
        {
          chart.states[id.rawValue].children.append(childID)
        }
      case .history(let history):
        guard claim(history.name, in: &names, parent: id, actor: actor, chart: chart) else {
          continue
        }
        let historyID = HistoryID(chart.histories.count)
        chart.histories.append(
          History(
            id: historyID, name: history.name.name, parent: id, isDeep: history.isDeep,
            defaultTarget: nil, nameRange: history.name.range, range: history.range))
        historyDecls[actor].append(history)
        chart.states[id.rawValue].histories.append(historyID)
      default: break
      }
    }
    // Choices once the child states are known (a choice needs some beside it).
    for memberIndex in decl.members.indices {
      if case .choice(let choice) = decl.members[memberIndex] {
        addChoice(choice, parent: id, actor: actor, chart: &chart, names: &names)
      }
    }
    let regions = chart.states[id.rawValue].children.count
    if decl.kind == .parallel && regions < 2 {
      warning(
        "resolve.parallel-single-region",
        "parallel state '\(path)' has \(count(regions, "region")); it needs at least 2 to be parallel",
        at: decl.name.range)
    }
    return id
  }

  /// Adds a choice or junction pseudostate (its branches are resolved with behaviours).
  private func addChoice(
    _ decl: ChoiceDecl, parent: StateID?, actor: Int, chart: inout Statechart,
    names: inout SiblingNames
  ) {
    guard claim(decl.name, in: &names, parent: parent, actor: actor, chart: chart) else { return }
    if let parent, chart[parent].kind == .parallel || chart[parent].children.isEmpty {
      let reason =
        chart[parent].kind == .parallel
        ? "is directly in parallel state '\(chart[parent].path)'; declare it in one of its regions"
        : "is in '\(chart[parent].path)', which has no child states; declare it beside the states its branches go to"
      error("resolve.choice-placement", "'\(decl.name.name)' " + reason, at: decl.name.range)
      return
    }
    chart.choices.append(
      ChoicePoint(
        id: ChoiceID(chart.choices.count), name: decl.name.name, isJunction: decl.isJunction,
        parent: parent, nameRange: decl.name.range, range: decl.range))
    choiceDecls[actor, default: []].append(decl)
  }

  /// Claims a state or history name among its siblings, reporting a duplicate.
  private func claim(
    _ name: Identifier, in names: inout SiblingNames, parent: StateID?, actor: Int,
    chart: Statechart
  ) -> Bool {
    if let first = names.first(name.name) {
      let owner = parent.map { "'\(chart[$0].path)'" } ?? "'\(model.actors[actor].path)'"
      duplicate(
        "resolve.duplicate-state", "duplicate state '\(name.name)' in \(owner)", name: name,
        first: first)
      return false
    }
    names.add(name.name, at: name.range)
    return true
  }

  /// The initial state among siblings: the one marked `initial`, else the first.
  ///
  /// Each state's declaration is looked up in `stateDecls`, which parallels the chart's
  /// states (duplicates, which get no state, are not in it).
  /// With `written` (an `initial -> ...` member), no child may be marked; the first child
  /// stands in until the behaviour pass resolves the written targets.
  private func initialState(
    of ids: [StateID], actor: Int, owner: @autoclosure () -> String, chart: Statechart,
    written: InitialDecl? = nil
  ) -> StateID? {
    let isMarked = { (id: StateID) in self.stateDecls[actor][id.rawValue].isInitial }
    if let written {
      for marked in ids where isMarked(marked) {
        error(
          "resolve.multiple-initial",
          "\(owner()) has an initial transition and an initial state",
          at: chart[marked].nameRange,
          notes: [DiagnosticNote("initial transition written here", at: written.range)])
      }
      return ids.first
    }
    // The list of marked states is built only when there are several (an error): one marked
    // state, the usual case, needs no allocation.
    guard let firstMarked = ids.firstIndex(where: isMarked) else {
      return initialWhenNoneMarked(of: ids, actor: actor, owner: owner(), chart: chart)
    }
    guard ids[(firstMarked + 1)...].contains(where: isMarked) else { return ids[firstMarked] }
    let marked = ids.filter(isMarked)
    if marked.count > 1 {
      for extra in marked.dropFirst() {
        error(
          "resolve.multiple-initial", "\(owner()) has more than one initial state",
          at: chart[extra].nameRange,
          notes: [
            DiagnosticNote("'\(chart[marked[0]].name)' is initial", at: chart[marked[0]].nameRange)
          ]
        )
      }
    }
    return marked.first
  }

  /// A state's `initial -> ...` member, if it has one.
  private func writtenInitial(of decl: StateDecl) -> InitialDecl? {
    for index in decl.members.indices {
      if case .initial(let written) = decl.members[index] { return written }
    }
    return nil
  }

  /// No sibling is marked `initial`: the first is entered, with a warning when there are
  /// several.
  private func initialWhenNoneMarked(
    of ids: [StateID], actor: Int, owner: @autoclosure () -> String, chart: Statechart
  ) -> StateID? {
    if ids.count > 1, let first = ids.first {
      let range = stateDecls[actor][first.rawValue].range
      warning(
        "resolve.missing-initial",
        "\(owner()) has several child states and none is marked 'initial'; "
          + "'\(chart[first].name)' is entered first",
        at: chart[first].nameRange,
        fixIts: [
          FixIt(
            "mark '\(chart[first].name)' initial",
            edits: [TextEdit(range: .point(range.file, range.start), replacement: "initial ")])
        ])
    }
    return ids.first
  }

  /// History defaults: written (a descendant of the history's state), else its initial.
  private func resolveHistoryDefaults(actor: Int) {
    // Most charts have no history: then there is nothing to copy out and write back.
    guard !historyDecls[actor].isEmpty, var chart = model.actors[actor].chart else { return }
    for (index, decl) in historyDecls[actor].enumerated() {
      let parent = chart.histories[index].parent
      if chart[parent].children.isEmpty {
        error(
          "resolve.history-without-children",
          "history '\(decl.name.name)' is in '\(chart[parent].path)', which has no child states",
          at: decl.name.range)
        continue
      }
      guard let path = decl.defaultTarget else {
        // A written `initial -> ...` of the parent is its default entry, taken at run time.
        if writtenInitial(of: stateDecls[actor][parent.rawValue]) == nil {
          chart.histories[index].defaultTarget = chart[parent].initial
        }
        continue
      }
      switch lookupState(path, from: parent, actor: ActorID(actor), chart: chart) {
      case .state(let target)? where target != parent && chart.isDescendant(target, of: parent):
        chart.histories[index].defaultTarget = target
      case .some:
        error(
          "resolve.history-default-outside",
          "history default '\(path.text)' is not inside '\(chart[parent].path)'", at: path.range)
      case nil: break
      }
    }
    model.actors[actor].chart = chart
  }
}

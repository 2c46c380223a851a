/// Which actors' steps a ``StepMemo`` may remember, and which words their keys hold.
extension StepMemo {
  /// Per actor, the words its steps read and write besides queues, and whether they are
  /// its effects' only inputs (read off its chart once per system).
  struct Plan {
    /// Per actor: its own words, from its configuration to its queue; its queue's count
    /// word and entry width; whether its chart sets or cancels timers.
    struct Region {
      var own: Range<Int>
      var queueWord: Int
      var entryWidth: Int
      var usesTimers: Bool
    }

    let actorCount: Int
    let regions: [Region]
    /// Per actor: whether its steps are remembered at all.
    private let memoized: [Bool]
    /// The timer slots' words.
    let timerWords: Range<Int>

    /// The plan of a system: no actor's steps are remembered when the memo is switched
    /// off (``CompileOptions/memoizesSteps``), when the system has scopes (who is alive
    /// decides where an emit goes) or registrations (a step may start a refresh); nor
    /// are a stub's, or those of an actor that can finish or whose chart reads or writes
    /// words not its own.
    init(options: CompileOptions, tables: StepTables, actors: [ActorTable]) {
      actorCount = tables.actorCount
      let timers = tables.timers
      timerWords = timers.word..<(timers.word + timers.slots * timers.width)
      var regions: [Region] = []
      var memoized: [Bool] = []
      let systemAllows =
        options.memoizesSteps && !tables.hasRegistrations && actors.allSatisfy { $0.scope < 0 }
      for actor in actors {
        let own = actor.configWord..<actor.queueWord
        var scan = ChartScan(own: own)
        if let chart = actor.chart { scan.visit(chart) }
        regions.append(
          Region(
            own: own, queueWord: actor.queueWord, entryWidth: actor.entryWidth,
            usesTimers: scan.usesTimers))
        // An actor that finishes drops what is left in its queue, with faults: its step
        // then reads its whole queue.
        let canFinish = (actor.chart?.index.rootFinals.count ?? 0) > 0
        memoized.append(
          systemAllows && actor.chart != nil && !actor.isStub && !canFinish && scan.isLocal)
      }
      self.regions = regions
      self.memoized = memoized
    }

    /// Whether steps of `actor` may be remembered.
    func isMemoized(_ actor: Int) -> Bool { memoized[actor] }

    /// Whether any actor's steps may be remembered.
    var isUsed: Bool { memoized.contains(true) }
  }

  /// What a chart's expressions and actions reach: whether they read and write only the
  /// actor's own words (and the payload), and whether they use timers.
  struct ChartScan {
    let own: Range<Int>
    private(set) var isLocal = true
    private(set) var usesTimers = false

    init(own: Range<Int>) { self.own = own }

    mutating func visit(_ chart: ChartTable) {
      for state in chart.states {
        visit(state.entry)
        visit(state.exit)
        visit(state.initialActions)
      }
      for transition in chart.transitions {
        if case .after = transition.trigger { usesTimers = true }
        if transition.timerSlot >= 0 { usesTimers = true }
        if let guardExpr = transition.guardExpr { visit(guardExpr) }
        visit(transition.actions)
      }
      for history in chart.histories { visit(history.defaultActions) }
      for choice in chart.choices {
        for branch in choice.branches {
          if let guardExpr = branch.guardExpr { visit(guardExpr) }
          visit(branch.actions)
        }
      }
      visit(chart.rootInitialActions)
    }

    mutating func visit(_ actions: [CompiledAction]) {
      for action in actions { visit(action) }
    }

    mutating func visit(_ action: CompiledAction) {
      switch action {
      case .send(_, let arguments), .raise(_, let arguments), .emit(_, let arguments):
        for argument in arguments { visit(argument.value) }
      case .sendAfter(_, let arguments, _, _):
        usesTimers = true
        for argument in arguments { visit(argument.value) }
      case .cancel:
        usesTimers = true
      case .reply(let argument):
        if let argument { visit(argument.value) }
      case .assignVariable(let word, let domain):
        if !own.contains(word) { isLocal = false }
        visit(domain.value)
      case .assignProperty, .push, .pop, .transaction:
        isLocal = false
      case .assert(let condition, _, _):
        visit(condition)
      case .branch(let condition, let then, let otherwise):
        visit(condition)
        visit(then)
        visit(otherwise)
      case .choose(let options):
        for option in options { visit(option) }
      }
    }

    mutating func visit(_ expr: CompiledExpr) {
      switch expr {
      case .constant, .binding: break
      case .word(let word, _), .inState(let word, _):
        if !own.contains(word) { isLocal = false }
      case .property: isLocal = false
      case .not(let operand), .negate(let operand): visit(operand)
      case .binary(_, let lhs, let rhs):
        visit(lhs)
        visit(rhs)
      case .enumValue(_, let payload):
        for part in payload { visit(part.value) }
      }
    }
  }
}

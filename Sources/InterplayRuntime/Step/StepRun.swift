/// The working memory of one step: a copy of the state's words being changed, the record
/// being written, and the context of the actor that runs.
///
/// A `StepRun` lives only inside ``CompiledSystem/apply(_:to:detail:)`` (and the
/// read-only queries of ``CompiledSystem/enabledSteps(in:)``), which keeps the step
/// function pure: state in, state and record out.
///
/// The package sees ``words`` and ``record`` of a ``StepWorkspace``'s run directly: read
/// in place, they are not copied (a copy retains and releases each of their buffers).
package struct StepRun {
  let system: CompiledSystem
  /// The system's flat tables, copied once: the hot path reads these, not ``system``.
  let tables: StepTables
  package internal(set) var words: StepWords
  package internal(set) var record: StepRecord
  let detailed: Bool
  /// Whether the record gets the step's events and transitions (see
  /// ``StepWorkspace/recordsEvents``); when false they stay empty, and the record holds
  /// the step, the entry taken, the outcome and the faults.
  var recordsEvents = true

  /// The actor whose actions run and its trigger's payload.
  var actor = -1 {
    // The running chart's address follows the actor: ``chart`` is read many times a
    // step, and reading it then costs one load instead of an index computation. The
    // actor may be -1 here (a context saved between steps), so the address is formed
    // unchecked and ``chart`` checks it when it is read.
    didSet { chartAddress = tables.charts.uncheckedAddress(actor) }
  }
  var input = EvaluationInput()
  /// The address of the running actor's chart index (see ``chart``).
  private var chartAddress: UnsafePointer<ChartIndex>
  /// The running actor's internal queue: done events and raised cases, taken before the
  /// step ends (empty between steps, so it is no part of the state).
  var internalQueue: [InternalEvent] = []
  var microsteps = 0
  /// Data-model transactions: nesting depth and the properties written so far.
  var transactionDepth = 0
  var changed: [Int] = []
  /// The smart or recurring registration whose activity runs and the smart one whose reads
  /// are recorded (-1 for none); whether a transaction of the step began a refresh.
  var refreshActivity = -1
  var readMapRegistration = -1
  var refreshBegunInStep = false
  /// The property values before the step, for the mutation rule (see
  /// ``checkMutationRule(actor:)``).
  var propertiesBefore: [UInt32] = []
  /// Emptied working lists kept for reuse (see ``borrowList()``).
  var spareLists: [[Int]] = []
  /// Emptied payload buffers kept for reuse (see ``evaluatePayload(_:)``).
  var sparePayloads: [[UInt32]] = []
  /// The options the step takes at its choices, and how many options each choice met so
  /// far had, and their product (see ``choose(among:)``).
  var stepChoices: [UInt32] = []
  var choiceCounts: [Int] = []
  var choiceProduct = 1
  /// The branch decided for each junction transition of the current microstep.
  var decidedBranches: [(transition: Int, branch: Int)] = []
  /// Whether ``deliver(to:_:_:)`` writes each delivery into ``captured`` (while a
  /// ``StepMemo`` learns a step's effect), and whether each so far was queued.
  var capturesDeliveries = false
  var captured: [UInt32] = []
  var capturedCount = 0
  var capturedAllQueued = true
  /// Whether the record's events and transitions are lists a ``StepMemo`` keeps, shared
  /// by a replay; the run's own buffers are then kept here.
  var recordListsShared = false
  var ownEvents: [StepEvent] = []
  var ownTransitions: [TransitionRef] = []

  init(system: CompiledSystem, words: [UInt32], step: Step?, detail: StepDetail) {
    self.system = system
    self.tables = system.stepTables
    chartAddress = tables.charts.base
    self.words = StepWords(words)
    self.record = StepRecord(step: step)
    self.detailed = detail == .full
    stepChoices = step?.choices ?? []
  }

  /// A run for read-only queries (enabled steps, deferral, queue contents) on `words`,
  /// shown in place rather than copied: nothing may write them.
  init(system: CompiledSystem, reading words: [UInt32]) {
    self.system = system
    self.tables = system.stepTables
    chartAddress = tables.charts.base
    self.words = StepWords(reading: words)
    self.record = StepRecord(step: nil)
    self.detailed = false
  }

  /// The context saved while another actor's entries or exits run (scope push and pop).
  struct ActorContext {
    var actor: Int
    var input: EvaluationInput
    var internalQueue: [InternalEvent]
    var microsteps: Int
    var decidedBranches: [(transition: Int, branch: Int)]
  }

  mutating func switchTo(_ actor: Int) -> ActorContext {
    let saved = ActorContext(
      actor: self.actor, input: input, internalQueue: internalQueue, microsteps: microsteps,
      decidedBranches: decidedBranches)
    self.actor = actor
    input = EvaluationInput()
    input.recordsReads = saved.input.recordsReads  // a scope a smart activity pushes
    internalQueue = []
    microsteps = 0
    return saved
  }

  mutating func restore(_ context: ActorContext) {
    actor = context.actor
    let innerReads = input.reads
    input = context.input
    if !innerReads.isEmpty { input.reads += innerReads }
    internalQueue = context.internalQueue
    microsteps = context.microsteps
    decidedBranches = context.decidedBranches
  }

  mutating func fault(_ fault: Fault) { record.faults.append(fault) }

  /// Appends an event to the record, unless it keeps no events (``recordsEvents``): the
  /// event is then not even built.
  @inline(__always)
  mutating func noteEvent(_ event: @autoclosure () -> StepEvent) {
    if recordsEvents { record.events.append(event()) }
  }

  /// The layout of an actor.
  @inline(__always)
  func layout(_ actor: Int) -> ActorLayout { tables.layouts[actor] }

  /// The chart index of the actor that runs (an empty one for a stub), read in place:
  /// an addressor, so reading one field loads that field rather than copying the index
  /// (functions take no index as argument for the same reason).
  var chart: ChartIndex {
    @inline(__always) unsafeAddress {
      tables.charts.checkIndex(actor)
      return chartAddress
    }
  }

  /// The chart objects of the actor that runs: read only for what the index does not
  /// flatten (guards, history pseudostates), as reading them retains.
  var chartTable: ChartTable { system.actors[actor].chart! }

  // MARK: - Liveness and configuration

  /// Whether an actor exists now: always, or while its scope is pushed.
  @inline(__always)
  func isAlive(_ actor: Int) -> Bool {
    let activeWord = tables.layouts[actor].activeWord
    return activeWord < 0 || words[activeWord] != 0
  }

  /// Whether an actor has finished: its root is in a final state, so it takes no
  /// further steps. Inlined, and the usual answer (a chart without a final root state)
  /// found without a call: calling a non-mutating method from a mutating one copies the
  /// whole run.
  @inline(__always)
  func isFinished(_ actor: Int) -> Bool {
    guard tables.layouts[actor].canFinish else { return false }
    return rootIsFinal(actor)
  }

  /// Whether a final state of an actor's root is active. Inlined too: the compiler
  /// copies the run before any branch that leads to a call like this one, so a call
  /// even on the rare path cost every delivery a copy.
  @inline(__always)
  private func rootIsFinal(_ actor: Int) -> Bool {
    let chart = tables.charts[actor]
    for index in chart.rootFinals.indices where isActive(actor, chart.rootFinals[index]) {
      return true
    }
    return false
  }

  @inline(__always)
  func isActive(_ actor: Int, _ state: Int) -> Bool {
    words[tables.layouts[actor].configWord + state >> 5] & (1 &<< UInt32(state & 31)) != 0
  }

  @inline(__always)
  mutating func setActive(_ actor: Int, _ state: Int, _ active: Bool) {
    let word = tables.layouts[actor].configWord + state >> 5
    let mask: UInt32 = 1 &<< UInt32(state & 31)
    if active { words[word] |= mask } else { words[word] &= ~mask }
  }

  /// The active states of an actor in document order.
  mutating func activeStates(_ actor: Int) -> [Int] {
    let table = tables.layouts[actor]
    var result: [Int] = []
    for index in 0..<table.configWords {
      var bits = words[table.configWord + index]
      while bits != 0 {
        result.append(index << 5 + bits.trailingZeroBitCount)
        bits &= bits - 1
      }
    }
    return result
  }

  /// Whether a compound state has an active final child, or every region of a parallel
  /// state is in a final state.
  mutating func isInFinalState(_ actor: Int, _ state: Int) -> Bool {
    let chart = tables.charts[actor]
    if chart.isAtomic[state] { return false }
    if chart.isParallel[state] {
      return chart.children(of: state).allSatisfy { isInFinalState(actor, $0) }
    }
    return chart.children(of: state).contains { chart.isFinal[$0] && isActive(actor, $0) }
  }

  // MARK: - History memory

  mutating func memory(_ actor: Int, _ history: Int) -> [Int] {
    let table = tables.layouts[actor]
    let base = table.historyWord + history * table.configWords
    var result: [Int] = []
    for index in 0..<table.configWords {
      var bits = words[base + index]
      while bits != 0 {
        result.append(index << 5 + bits.trailingZeroBitCount)
        bits &= bits - 1
      }
    }
    return result
  }

  mutating func remember(_ actor: Int, _ history: Int, _ states: [Int]) {
    let table = tables.layouts[actor]
    let base = table.historyWord + history * table.configWords
    for index in 0..<table.configWords { words[base + index] = 0 }
    for state in states { words[base + state >> 5] |= 1 &<< UInt32(state & 31) }
  }
}

/// Reusable memory for stepping a system many times (a model checker's inner loop): the
/// successor's words, the record and the step's working lists keep their capacity from
/// one step to the next, so a step allocates nothing once they have grown.
///
/// A workspace holds the result of the last ``CompiledSystem/apply(_:to:in:)`` until the
/// next one; copy ``words`` or ``record`` out to keep them.
///
/// A caller that steps one state many times (every enabled step of a parent) loads its
/// words once with ``load(_:)``, then for each step calls
/// ``CompiledSystem/apply(_:in:)`` and ``restore(_:)``, which copies back only the
/// blocks of words the step wrote instead of the whole state.
public struct StepWorkspace {
  package internal(set) var run: StepRun

  /// The effects of steps remembered for replay (``CompiledSystem/apply(_:to:in:)``),
  /// when the system has actors whose steps may be remembered and records are essential.
  var memo: StepMemo?

  /// Creates a workspace for a system's steps with records of the given detail.
  public init(system: CompiledSystem, detail: StepDetail = .essential) {
    run = StepRun(system: system, words: system.blankWords, step: nil, detail: detail)
    if detail == .essential, system.memoPlan.isUsed { memo = StepMemo(plan: system.memoPlan) }
  }

  /// Whether steps are replayed from a ``StepMemo`` where the system allows it (on by
  /// default for essential records). A replay marks only the words it changes as
  /// written, where the step function marks every word it writes: tests that compare
  /// written blocks with a way of stepping that never replays switch it off.
  package var remembersSteps: Bool {
    get { memo != nil }
    set {
      let plan = run.system.memoPlan
      memo = newValue && plan.isUsed && !run.detailed ? StepMemo(plan: plan) : nil
    }
  }

  /// The words of the state the last step led to (the state stepped from, when the step
  /// was not enabled); after ``load(_:)`` or ``restore(_:)``, the words given.
  public var words: [UInt32] { run.words.values }

  /// What the last step did.
  public var record: StepRecord { run.record }

  /// Whether records get the steps' events and transitions (true unless set). A caller
  /// that reads only a record's faults, outcome and entry taken (a search nothing
  /// observes) turns it off: building the events is a measurable part of a step. The
  /// step function is the same either way; only what it writes down differs.
  package var recordsEvents: Bool {
    get { run.recordsEvents }
    set { run.recordsEvents = newValue }
  }

  /// Loads a state's words for ``CompiledSystem/apply(_:in:)``, keeping the storage's
  /// capacity; no block counts as written.
  public mutating func load(_ words: [UInt32]) {
    run.words.load(words)
  }

  /// Makes the words equal `words` again after steps applied to them: `words` must be
  /// the words last given to ``load(_:)`` or ``restore(_:)``. Only the blocks the steps
  /// wrote (``StepWords/written``) are copied back; the marks are then cleared, so the
  /// next ``CompiledSystem/apply(_:in:)`` starts from `words` and marks only its own
  /// writes. The record is left as the last step wrote it.
  ///
  /// Sound whatever copies of ``words`` the caller holds: the storage is made unique
  /// before it is written (a held copy costs one copy of the words, so drop copies first
  /// when speed matters).
  public mutating func restore(_ words: [UInt32]) {
    run.words.restore(words)
  }
}

extension StepRun {
  /// Starts a new step from `source`, keeping every buffer's capacity.
  mutating func reset(words source: [UInt32], step: Step?) {
    words.load(source)
    reset(step: step)
  }

  /// Starts a new step or query on the words already loaded: empties the record and the
  /// working state, keeping every buffer's capacity.
  mutating func reset(step: Step?) {
    record.step = step
    record.taken = nil
    record.outcome = .none
    if recordListsShared { takeBackRecordLists() }
    Self.empty(&record.transitions)
    Self.empty(&record.events)
    Self.empty(&record.faults)
    actor = -1
    Self.empty(&input.payload)
    input.divisionByZero = false
    input.overflow = false
    input.recordsReads = false
    Self.empty(&input.reads)
    Self.empty(&internalQueue)
    microsteps = 0
    transactionDepth = 0
    Self.empty(&changed)
    refreshActivity = -1
    readMapRegistration = -1
    refreshBegunInStep = false
    // Most steps make no choice: the lists stay empty, never allocated. The step's
    // options are read where they lie, without copying the step.
    switch step {
    case .take(_, _, let choices)?, .eventless(_, let choices)?:
      if !stepChoices.isEmpty || !choices.isEmpty { stepChoices = choices }
    default:
      if !stepChoices.isEmpty { stepChoices = [] }
    }
    Self.empty(&choiceCounts)
    choiceProduct = 1
  }

  /// Prepares the run for read-only queries (listing enabled steps): they use the
  /// payload input and may record faults (a guard dividing by zero), nothing else, and
  /// leave the record undefined, so the rest of it is not emptied.
  mutating func resetForQueries() {
    Self.empty(&record.faults)
    actor = -1
    input.divisionByZero = false
    input.overflow = false
  }

  /// Empties a list keeping its storage. Working lists hold a few elements, which
  /// `removeLast` drops inline; `removeAll(keepingCapacity:)` is a generic call that
  /// costs more than the whole list.
  @inline(__always)
  static func empty<Element>(_ list: inout [Element]) {
    if list.count > 8 { return list.removeAll(keepingCapacity: true) }
    while !list.isEmpty { list.removeLast() }
  }
}

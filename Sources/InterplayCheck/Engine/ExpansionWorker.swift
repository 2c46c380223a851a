import InterplayModel
import InterplayRuntime

/// Expands stored states into ``ExpansionResults`` without changing the search: one per
/// thread of a parallel search.
///
/// For each state it lists the enabled steps, applies each through the runtime's step
/// function in its own ``StepWorkspace``, advances the monitors, packs the successor by
/// patching the parent's packed words and hashes it; the commit, on one thread, then
/// looks the successors up in the store. Coverage is gathered per worker and merged at
/// the end.
///
/// A worker of another thread gets its own compiled copy of the system, codec and
/// monitors: the step function reads those tables constantly, and sharing them between
/// threads would make their reference counts, which every read updates, bounce between
/// cores.
final class ExpansionWorker {
  let system: CompiledSystem
  let program: MonitorProgram
  /// Whether the monitors run (``CheckOptions/decidesProperties``).
  let tracksProperties: Bool
  /// What the search runs on each step, as it was handed to it.
  let components: SearchComponents
  /// The sequence claims observing the search, if any.
  let claims: ClaimObserver?
  /// This worker's copy of an observer from outside the engine, if one watches.
  @exclusivity(unchecked) var observer: (any SearchObserver)?
  /// Whether ``observer`` is set: tested on every step, where testing the optional
  /// itself copies the existential.
  private let isObserved: Bool
  /// The claim alternatives a directed search follows: their progress is in the words
  /// after the monitors' (see ``ClaimDirection``).
  let direction: ClaimDirection?
  /// This worker's look-ahead for a directed search that drops dead ends (see
  /// ``ClaimFuture``), and how many nodes it left unexpanded.
  @exclusivity(unchecked) var claimFuture: FutureAnalysis?
  @exclusivity(unchecked) var deadEnds = 0
  /// The limits checked after each state expanded (see ``ExpansionBudget``).
  var budget: ExpansionBudget?
  let codec: StateCodec
  /// The store, owned by the explorer, which outlives its workers: unowned(unsafe)
  /// because checked references would update a reference count shared by every worker.
  unowned(unsafe) let store: StateStore
  /// The built-in checks the model leaves on.
  let enabled: Set<BuiltinCheck>
  /// Whether deliveries to inactive scopes are looked for.
  let watchesDrops: Bool
  /// Where a stored record's monitor words start, and how many there are.
  let monitorBase: Int
  let monitorWidth: Int
  /// The words after the packed system words: the monitors', then a directed search's
  /// claim progress.
  let tailWidth: Int
  /// Words per record (``monitorBase`` plus ``tailWidth``), and the mask that keeps
  /// of a record's last 64-bit pair only its own words.
  let width: Int
  let lastPairMask: UInt64
  @exclusivity(unchecked) var coverage: CoverageTracker
  /// Whether ``coverage`` is kept: only a search whose coverage is reported pays for it
  /// (a lossy search never reports coverage).
  let tracksCoverage: Bool
  /// Whether something reads the steps' events or transitions besides the partial-order
  /// reduction (coverage, an observer, claims, monitors, dropped requests): if not,
  /// and no ample set is being chosen, the records keep faults only.
  private let readsEvents: Bool
  /// The symmetry reduction, if the search is reduced: successors are stored as their
  /// orbits' representatives.
  let symmetry: SymmetryCanonicalizer?
  /// The partial-order reduction, if the search is reduced: which actor's steps alone
  /// each state needs (the commit decides whether they suffice).
  @exclusivity(unchecked) var ample: AmpleSelector?
  /// Whether the search still looks for ample sets (shared by its workers).
  let partialOrderSwitch: PartialOrderSwitch?

  // Buffers every expansion reuses, so the loop allocates nothing once warm.
  @exclusivity(unchecked) private var workspace: StepWorkspace?
  @exclusivity(unchecked) private var steps: [Step] = []
  /// The walk of the ways of steps with choices, kept from state to state so that its
  /// buffers are allocated once (see ``SuccessorSteps``).
  @exclusivity(unchecked) private var choiceWalk = ChoiceWalk()
  @exclusivity(unchecked) private var parentWords: [UInt32]
  @exclusivity(unchecked) private var parentMonitor: [UInt32]
  @exclusivity(unchecked) private var monitor: [UInt32]
  @exclusivity(unchecked) private var events: [PropertyEvent] = []
  @exclusivity(unchecked) private var canonicalWords: [UInt32]
  /// Whether the ways of steps with choices are learnt while applying them
  /// (``CompiledSystem/walksChoices``).
  let walksChoices: Bool

  /// A worker expanding `system`'s states from `store`, packed by `codec`, running
  /// `components` on each step; the workers of one search share `partialOrderSwitch`.
  init(
    system: CompiledSystem, codec: StateCodec, store: StateStore, components: SearchComponents,
    partialOrderSwitch: PartialOrderSwitch? = nil, tracksProperties: Bool = true,
    tracksCoverage: Bool = true
  ) {
    self.system = system
    self.components = components
    direction = components.direction
    self.tracksProperties = tracksProperties
    self.partialOrderSwitch =
      components.partialOrder == nil ? nil : partialOrderSwitch ?? PartialOrderSwitch()
    symmetry = components.symmetry.map(SymmetryCanonicalizer.init)
    ample = components.partialOrder.map { AmpleSelector(tables: $0, system: system) }
    claims = components.claims
    claimFuture = components.direction?.future?.analysis(for: system)
    observer = components.observer
    isObserved = components.observer != nil
    self.tracksCoverage = tracksCoverage
    self.codec = codec
    self.store = store
    program = MonitorProgram(system: system, tracksProperties: tracksProperties)
    enabled = Set(BuiltinCheck.allCases.filter(system.model.isEnabled))
    watchesDrops = enabled.contains(.scopes) && !system.model.scopes.isEmpty
    monitorBase = codec.wordCount
    monitorWidth = program.width
    tailWidth = program.width + (components.direction?.width ?? 0)
    width = codec.wordCount + tailWidth
    lastPairMask = width & 1 == 1 ? 0xFFFF_FFFF : ~0
    coverage = CoverageTracker(system: system)
    workspace = StepWorkspace(system: system, detail: .essential)
    parentWords = Array(repeating: 0, count: system.wordCount)
    parentMonitor = Array(repeating: 0, count: tailWidth)
    monitor = parentMonitor
    canonicalWords =
      components.symmetry == nil ? [] : Array(repeating: 0, count: system.wordCount)
    walksChoices = system.walksChoices
    readsEvents =
      tracksCoverage || isObserved || claims != nil || direction != nil || monitorWidth > 0
      || watchesDrops
  }

  /// A worker for another thread: the same system, compiled again, a copy of the codec
  /// that shares no storage with this one's, the same components (the observer as it
  /// was handed to the search, not as this worker has changed it) and budget.
  func replica() -> ExpansionWorker {
    guard case .success(let copy) = CompiledSystem.compile(system.model, options: system.options),
      copy.wordCount == system.wordCount
    else { preconditionFailure("a compiled system compiles again to the same layout") }
    // The symmetry's permutations keep the original system: they read its layout only.
    let replica = ExpansionWorker(
      system: copy, codec: codec.replica(), store: store, components: components,
      partialOrderSwitch: partialOrderSwitch, tracksProperties: tracksProperties,
      tracksCoverage: tracksCoverage)
    replica.budget = budget
    return replica
  }

  /// Expands the stored states `indexes` into `results`. Nothing is looked up: the
  /// store may be changing meanwhile (the commit looks the successors up).
  func expand(_ indexes: Range<Int>, into results: ExpansionResults) {
    results.clear()
    var workspace = self.workspace.take()!
    for index in indexes {
      guard expand(index, into: results, &workspace) else { break }
      if let budget {
        results.recount()
        if !budget.allows() { break }
      }
    }
    self.workspace = consume workspace
  }

  /// How many successors a worker makes between two checks of its budget inside one
  /// state: a state of ten thousand successors of 150 KB each is stopped within 2.4 MB
  /// of the budget, and the check costs nothing next to 16 steps.
  static let successorsPerCheck = 16

  /// Expands stored state `index` into `results`; false, leaving it open (its successors
  /// so far are never committed), when the budget stopped the search inside it.
  private func expand(
    _ index: Int, into results: ExpansionResults, _ workspace: inout StepWorkspace
  ) -> Bool {
    let store = self.store
    let parentPacked = store.words(index)
    parentWords.withUnsafeMutableBufferPointer { codec.unpack(parentPacked, into: $0.baseAddress!) }
    let words = parentWords
    // A complete search expands every state it stores, and coverage is reported only
    // for complete searches: noting each expanded state's configuration covers every
    // successor too, once instead of once per step that reaches it.
    if tracksCoverage { coverage.note(state: words) }
    let stored = parentPacked + monitorBase
    let parentSum = StateStore.sum(parentPacked, count: width)
    for offset in 0..<parentMonitor.count { parentMonitor[offset] = stored[offset] }
    if claimFuture != nil,
      direction!.future!.isDeadEnd(
        words, matched: Int(parentMonitor[monitorWidth]), using: &claimFuture!)
    {
      deadEnds += 1
      results.close(index)
      return true
    }
    system.enabledSteps(
      in: words, into: &steps, using: &workspace, writingOutChoices: !walksChoices)
    let steps = steps
    if steps.isEmpty {
      terminal(index, words, results)
      results.close(index)
      return true
    }
    // Where one actor alone can move there is nothing to leave out (the selector would
    // say so too): its steps are not shown to the selector at all.
    let selecting = ample != nil && partialOrderSwitch!.isOn && Self.movesSeveralActors(steps)
    workspace.recordsEvents = readsEvents || selecting
    if selecting {
      ample!.begin(words)
      ample!.probing = partialOrderSwitch!.isProbing
    }
    // Moved out and back, never shared: a shared buffer would be copied when emptied.
    var walk = ChoiceWalk()
    swap(&walk, &choiceWalk)
    var listed = SuccessorSteps(steps, walksChoices: walksChoices, walk: consume walk)
    defer { swap(&listed.walk, &choiceWalk) }
    while let (position, step) = listed.next(system, words, &workspace) {
      if position % Self.successorsPerCheck == Self.successorsPerCheck - 1, let budget {
        results.recount()
        if !budget.allows() { return false }
      }
      // The record is read in place: a copy would retain and release each of its lists.
      if !workspace.run.record.faults.isEmpty || watchesDrops {
        noteFaults(workspace.run.record, state: index, step: position, results)
      }
      // A step a claim sees is visible: the reduction never leaves out its order.
      let observationsBefore = results.observations.count
      let discharged = observe(step, at: position, of: index, words, &workspace, results)
      if selecting {
        ample!.note(
          step, record: workspace.run.record,
          visible: discharged != 0 || monitorsChanged
            || results.observations.count != observationsBefore
            || (monitorWidth > 0
              ? program.sees(events) : program.sees(workspace.run.record, collecting: &events))
        )
      }
      addSuccessor(
        step, &workspace, parentPacked, words, parentSum, discharged: discharged, results)
    }
    guard selecting else {
      results.close(index)
      return true
    }
    results.close(index, ample: ample!.choose(listingProbesInto: &results.probes))
    return true
  }

  /// Whether `steps` belong to more than one actor.
  private static func movesSeveralActors(_ steps: [Step]) -> Bool {
    guard let actor = steps.first?.actor else { return false }
    return steps.contains { $0.actor != actor }
  }

  /// Shows the step just applied in `workspace` (the `position`th of stored state
  /// `index`, whose words are `words`) to the coverage, the observer, the claims (and a
  /// directed search's progress) and the monitors; returns the liveness obligations it
  /// discharged.
  @inline(__always)
  private func observe(
    _ step: Step, at position: Int, of index: Int, _ words: [UInt32],
    _ workspace: inout StepWorkspace, _ results: ExpansionResults
  ) -> UInt64 {
    if tracksCoverage { coverage.note(workspace.run.record) }
    if isObserved,
      observer!.observe(
        ObservedStep(
          step: step, record: workspace.run.record, source: SystemState(words: words),
          target: SystemState(words: workspace.run.words.values), sourceIndex: index,
          position: position))
    {
      results.noteAnswer()
    }
    let observationsBefore = results.observations.count
    if let claims { claims.observe(workspace.run.record, into: &results.observations) }
    if let direction { follow(direction, observationsFrom: observationsBefore, results) }
    return advanceMonitors(
      workspace.run, from: words, results: results, state: index, step: position)
  }

  /// Packs and hashes the state the step just applied in `workspace` reached (its
  /// orbit's representative under symmetry) and adds it to `results`.
  @inline(__always)
  private func addSuccessor(
    _ step: Step, _ workspace: inout StepWorkspace, _ parentPacked: UnsafePointer<UInt32>,
    _ words: [UInt32], _ parentSum: UInt64, discharged: UInt64, _ results: ExpansionResults
  ) {
    let target = results.nextWords()
    let (hash, overflow) =
      symmetry == nil
      ? pack(
        workspace.run.words, of: parentPacked, parentWords: words, parentSum: parentSum,
        into: target)
      : packCanonical(workspace.run.words.values, of: parentPacked, into: target)
    results.add(
      ExpansionResults.Successor(
        hash: hash, overflow: overflow.map(Int32.init) ?? -1, actor: Int32(step.actor),
        findingsEnd: 0, discharged: discharged, isProcessing: step.isProcessing))
  }

  /// Sets the successor's claim progress from its parent's and the observations its step
  /// appended at `start`, which nothing else reads: they are dropped.
  @inline(__always)
  private func follow(
    _ direction: ClaimDirection, observationsFrom start: Int, _ results: ExpansionResults
  ) {
    let base = monitorWidth
    let count = direction.width
    results.observations.withUnsafeBufferPointer { masks in
      parentMonitor.withUnsafeBufferPointer { parent in
        monitor.withUnsafeMutableBufferPointer { progress in
          direction.advance(
            UnsafeBufferPointer(rebasing: parent[base..<(base + count)]),
            into: UnsafeMutableBufferPointer(rebasing: progress[base..<(base + count)]),
            masks, start..<masks.count, observer: claims!)
        }
      }
    }
    results.observations.removeSubrange(start...)
  }

  /// Whether the last step moved a monitor (its words differ from the parent's).
  private var monitorsChanged: Bool {
    for offset in 0..<monitorWidth where monitor[offset] != parentMonitor[offset] { return true }
    return false
  }

  /// Advances the monitor words by a step (from the parent's, in ``parentMonitor``),
  /// noting the patterns it violates; returns the liveness obligations it discharged.
  /// Nothing to do, and no call, for a model without patterns.
  @inline(__always)
  private func advanceMonitors(
    _ run: borrowing StepRun, from words: [UInt32], results: ExpansionResults, state: Int,
    step: Int
  ) -> UInt64 {
    guard monitorWidth > 0 else { return 0 }
    for offset in 0..<monitorWidth { monitor[offset] = parentMonitor[offset] }
    return program.advance(
      &monitor, by: run.record, from: words, to: run.words.values, events: &events,
      violated: { pattern in
        results.note(Finding(kind: .pattern(pattern), state: state, step: step))
      })
  }

  /// Writes the successor's product words into `target` and hashes them: the parent's
  /// record (`parent`, whose hash terms sum to `parentSum`) copied a pair at a time, then
  /// the blocks the step wrote and the monitor words that changed rewritten, each
  /// rewrite replacing its pair's hash term (see ``StateStore/hash(_:_:)``).
  private func pack(
    _ successor: StepWords, of parent: UnsafePointer<UInt32>, parentWords: [UInt32],
    parentSum: UInt64, into target: UnsafeMutablePointer<UInt32>
  ) -> (hash: UInt64, overflow: Int?) {
    let source = UnsafeRawPointer(parent)
    let out = UnsafeMutableRawPointer(target)
    // Whole pairs, in the same places the rewrites use. A record of an odd width reads
    // the stored parent link in its last pair; the mask zeroes it.
    let pairs = (width + 1) >> 1
    for pair in 0..<pairs {
      let value = source.loadUnaligned(fromByteOffset: 8 &* pair, as: UInt64.self)
      out.storeBytes(
        of: pair == pairs &- 1 ? value & lastPairMask : value, toByteOffset: 8 &* pair,
        as: UInt64.self)
    }
    var sum = parentSum
    if let overflow = codec.patch(
      successor: successor, parentWords: parentWords, into: target, sum: &sum)
    {
      return (0, overflow)
    }
    for offset in 0..<tailWidth where monitor[offset] != parentMonitor[offset] {
      let word = monitorBase &+ offset
      let shift = UInt64(truncatingIfNeeded: (word & 1) &<< 5)
      StateStore.rewrite(
        pair: word &>> 1, of: out, clearing: 0xFFFF_FFFF &<< shift,
        setting: UInt64(monitor[offset]) &<< shift, sum: &sum)
    }
    let hash = StateStore.finish(sum, count: width)
    assert(hash == StateStore.hash(head(target), tail(target)), "an incremental hash went wrong")
    return (hash, nil)
  }

  /// Writes the product words of the successor's orbit representative into `target` and
  /// hashes them whole: a permuted state shares no blocks with its parent to patch.
  private func packCanonical(
    _ successor: [UInt32], of parent: UnsafePointer<UInt32>,
    into target: UnsafeMutablePointer<UInt32>
  ) -> (hash: UInt64, overflow: Int?) {
    let overflow = canonicalWords.withUnsafeMutableBufferPointer { canonical in
      canonical.baseAddress!.update(from: successor, count: successor.count)
      symmetry!.canonicalize(canonical.baseAddress!)
      return codec.pack(UnsafeBufferPointer(canonical), into: target)
    }
    if let overflow { return (0, overflow) }
    for offset in 0..<tailWidth {
      target[monitorBase &+ offset] = monitor[offset]
    }
    // The pair a record of odd width ends in holds one word of its own.
    if width & 1 == 1 { target[width] = 0 }
    return (StateStore.hash(head(target), tail(target)), nil)
  }

  @inline(__always)
  private func head(_ record: UnsafeMutablePointer<UInt32>) -> UnsafeBufferPointer<UInt32> {
    UnsafeBufferPointer(start: record, count: monitorBase)
  }

  @inline(__always)
  private func tail(_ record: UnsafeMutablePointer<UInt32>) -> UnsafeBufferPointer<UInt32> {
    UnsafeBufferPointer(start: record + monitorBase, count: tailWidth)
  }

  /// Notes the faults of enabled checks (and runtime errors) and requests sent to actors
  /// of inactive scopes in a step's record.
  func noteFaults(_ record: StepRecord, state: Int, step: Int?, _ results: ExpansionResults) {
    for fault in record.faults {
      if let check = fault.check, !enabled.contains(check) { continue }
      results.note(Finding(kind: .fault(fault), state: state, step: step))
    }
    guard watchesDrops else { return }
    for event in record.events {
      // Replies to actors that are gone are dropped by design; requests are errors.
      guard case .delivered(let delivery) = event, delivery.outcome == .dropped,
        !delivery.entry.isReply, delivery.entry.sender != system.dataModelSender
      else { continue }
      results.note(Finding(kind: .dropped(delivery), state: state, step: step))
    }
  }

  /// A state without steps: a deadlock if a notification is queued or a request taken
  /// is still owed its reply; a violation of every liveness property still pending.
  private func terminal(_ index: Int, _ words: [UInt32], _ results: ExpansionResults) {
    if enabled.contains(.deadlock),
      let stuck = (0..<system.actorCount).first(where: {
        system.queueCount($0, in: words) > 0 || system.owedRequests($0, in: words) > 0
      })
    {
      results.note(Finding(kind: .deadlock(actor: stuck), state: index, step: nil))
    }
    let pending = program.pendingMask(store.words(index) + monitorBase)
    guard pending != 0 else { return }
    for (bit, pattern) in program.liveness.enumerated() where pending & (1 << UInt64(bit)) != 0 {
      results.note(Finding(kind: .pendingAtEnd(pattern), state: index, step: nil))
    }
  }
}

extension ExpansionWorker {
  /// Expands stored state `index` by the one given `step` into `results`, as
  /// ``expand(_:into:)`` expands each of a state's steps (faults, coverage, the observer,
  /// the claims, the monitors, the packed successor), whether or not the step is among
  /// the enabled ones: a schedule's step may be a Swift stub's answer, which no budget
  /// lists. Returns the step's essential record and the state it reached.
  func expand(_ index: Int, by step: Step, into results: ExpansionResults) -> (
    record: StepRecord, target: SystemState
  ) {
    results.clear()
    var workspace = self.workspace.take()!
    let parentPacked = store.words(index)
    parentWords.withUnsafeMutableBufferPointer { codec.unpack(parentPacked, into: $0.baseAddress!) }
    let words = parentWords
    if tracksCoverage { coverage.note(state: words) }
    let stored = parentPacked + monitorBase
    let parentSum = StateStore.sum(parentPacked, count: width)
    for offset in 0..<parentMonitor.count { parentMonitor[offset] = stored[offset] }
    workspace.recordsEvents = true  // the record is returned
    system.apply(step, to: words, in: &workspace)
    noteFaults(workspace.run.record, state: index, step: 0, results)
    let discharged = observe(step, at: 0, of: index, words, &workspace, results)
    addSuccessor(
      step, &workspace, parentPacked, words, parentSum, discharged: discharged, results)
    results.close(index)
    let expanded = (workspace.run.record, SystemState(words: workspace.run.words.values))
    self.workspace = consume workspace
    return expanded
  }
}

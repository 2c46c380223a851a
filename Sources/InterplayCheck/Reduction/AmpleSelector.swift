import InterplayRuntime

/// Chooses, per expanded state, the actor whose steps alone are expanded (an ample set),
/// or none: the half of the independence relation decided in the state itself.
///
/// The worker shows it every step it applies (``note(_:record:visible:)``); ``choose()``
/// then returns, of the actors A such that the following holds, the one with the fewest
/// steps in the state, ties to the actor declared last (downstream actors usually come
/// after the ones that feed them; moving what is in flight before the environment adds
/// more keeps the values a stub chose from multiplying in queues):
/// - A may form an ample set at all (``IndependenceTables/eligible``);
/// - A's steps here fault nowhere, are seen by no monitor or sequence claim, and queue
///   every notification they deliver, in order where the receiver can still move;
/// - in a model with timers, one of A's steps processes something, so time cannot pass
///   before A moves;
/// - no actor that can step before A does (``FutureAnalysis``'s active actors; for a
///   model too large for it, the actors enabled now and every actor they may write to
///   or share words with, transitively, without A) may write the queue of a receiver of
///   A's steps, shares words with A, sets or cancels timers where A does, or is a
///   receiver of A that can finish; and no push or pop they may make creates or
///   destroys A or an actor A may write to (without the look-ahead: none of them
///   changes scopes);
/// - the notifications those actors may still deliver to A itself fit its queue: at most
///   ``arrivalBound(at:in:)``, counted from what is pending along the acyclic chains of
///   writers that end at A (each step takes one notification and delivers at most its
///   fan-out), or, where writers form cycles, from all that is in flight when no active
///   actor delivers more than it takes; where that bound is known but exceeds the room,
///   A is a probe candidate: the commit tries the others' steps (``ArrivalProbe``, until
///   it stops the probes for what they cost) and takes A if none of them may overflow
///   A's queue; and A takes from the front of fifo channels only, cannot finish, and
///   sends itself nothing.
///
/// Then, on every path from the state on which A does not move, A's steps stay enabled
/// and unchanged, and each commutes with every step on the path: they form a persistent
/// set. The commit adds the cycle proviso (``Explorer``).
///
/// A stub's takes, or its emits and sends, may also be ample without the other part
/// (``amplePart(of:fewerThan:)``): the choice is then an ``AmpleChoice`` naming the part.
struct AmpleSelector {
  let tables: IndependenceTables
  let system: CompiledSystem
  /// The words of the state being expanded.
  private(set) var words: [UInt32] = []
  /// Per actor, for the arrival bound: 0 not seen, 1 being counted, 2 counted (valid
  /// while ``countGeneration`` matches ``countEpoch``, one per bound computed), with its
  /// step bound in ``stepBounds``.
  private var countMarks: [UInt32]
  private var countGeneration: [UInt32]
  private var countEpoch: UInt32 = 0
  private var stepBounds: [Int]
  /// A mark per actor: `generation` when the actor is in the closure being built.
  var marks: [UInt32]
  var generation: UInt32 = 0
  /// A mark per actor: `enabledGeneration` when it has a step in the state.
  var enabledMarks: [UInt32]
  var enabledGeneration: UInt32 = 0
  private var work: [Int] = []
  /// The actors with steps in the state, in order.
  private(set) var enabled: [Int] = []
  /// Per actor: whether its steps so far were clean, and the receivers they delivered to
  /// (with whether each delivery was in order), as a list per actor in ``receivers``.
  private var clean: [Bool]
  /// Per actor: how many of its steps the state has.
  private var stepCounts: [Int]
  /// Per actor: whether one of its steps so far processes something (``Step/isProcessing``).
  private var processing: [Bool]
  private var receivers: [[(actor: Int, inOrder: Bool)]]
  /// The same per part of a stub's steps (``AmpleChoice/Part``), at `2 * actor` for its
  /// takes and `2 * actor + 1` for what it does of its own accord, for the stubs whose
  /// parts may be ample alone (``splitsParts``).
  var partClean: [Bool]
  var partCounts: [Int]
  var partReceivers: [[(actor: Int, inOrder: Bool)]]
  /// Per actor: whether it is a stub whose takes, or whose emits and sends, may form an
  /// ample set without the other part (it needs the look-ahead).
  let splitsParts: [Bool]
  /// Per stub: the actors its replies may reach, and those its emits and sends may.
  let replyTargets: [[Int]]
  let ownAccordTargets: [[Int]]
  /// The look-ahead deciding who may step while a candidate waits, when the model has
  /// one (``IndependenceTables/futures``).
  var future: FutureAnalysis?
  /// The actor the state's last look-ahead froze whole; whether it refused it (a scope
  /// it or a receiver is in may be pushed or popped); else the generation of ``marks``
  /// that holds the actors active meanwhile. With a part of a stub kept moving, the
  /// fixpoint only grows, so what refuses the whole stub here refuses a part too.
  var lastLookAhead: (frozen: Int, refused: Bool, generation: UInt32) = (-1, false, 0)
  /// A mark per actor: `generation` when its scope may be pushed or popped on a path on
  /// which the candidate last looked at does not move (it may start over).
  private var restartMarks: [UInt32]
  /// The search that checks a candidate's queue room where the arrival bound fails
  /// (``arrivalsStayQueued(at:)``, run by the commit's selector), and a mark per actor:
  /// `moverGeneration` when the probe steps it.
  var probe: ArrivalProbe?
  var movers: [UInt32]
  var moverGeneration: UInt32 = 0
  /// Whether ``choose(listingProbesInto:)`` lists probe candidates at all (the commit has
  /// not stopped the probes).
  var probing = true
  /// The states the probes expanded since the commit's selector last counted them.
  var probeExpansions = 0
  /// The probe candidates found so far in ``choose(listingProbesInto:)``: step count,
  /// and where their record starts and ends in ``candidateWords``.
  private var candidates: [(steps: Int, start: Int, end: Int)] = []
  private var candidateWords: [Int32] = []

  /// The bound past which arrival counts stop: more than any queue holds. Fan-outs are
  /// capped at 2^20, so no product of the two overflows.
  static let saturation = 1 << 40

  init(tables: IndependenceTables, system: CompiledSystem) {
    self.tables = tables
    self.system = system
    marks = Array(repeating: 0, count: tables.actorCount)
    enabledMarks = Array(repeating: 0, count: tables.actorCount)
    countMarks = Array(repeating: 0, count: tables.actorCount)
    countGeneration = Array(repeating: 0, count: tables.actorCount)
    stepBounds = Array(repeating: 0, count: tables.actorCount)
    clean = Array(repeating: false, count: tables.actorCount)
    stepCounts = Array(repeating: 0, count: tables.actorCount)
    processing = Array(repeating: false, count: tables.actorCount)
    receivers = Array(repeating: [], count: tables.actorCount)
    restartMarks = Array(repeating: 0, count: tables.actorCount)
    future = tables.futures.map { FutureAnalysis(tables: $0, system: system) }
    let futures = tables.futures
    splitsParts = (0..<tables.actorCount).map {
      futures != nil && tables.isStub[$0] && tables.eligible[$0]
    }
    func targets(_ keys: [Int]) -> [Int] {
      guard let futures else { return [] }
      return Array(Set(keys.map { $0 / futures.keysPerActor })).sorted()
    }
    replyTargets = (0..<tables.actorCount).map { targets(futures?.replies[$0] ?? []) }
    ownAccordTargets = (0..<tables.actorCount).map {
      targets(futures?.spontaneous[$0].messages ?? [])
    }
    partClean = Array(repeating: false, count: 2 * tables.actorCount)
    partCounts = Array(repeating: 0, count: 2 * tables.actorCount)
    partReceivers = Array(repeating: [], count: 2 * tables.actorCount)
    probe = ArrivalProbe(system: system, masksContents: !tables.fifoCase.contains(false))
    movers = Array(repeating: 0, count: tables.actorCount)
  }

  /// Starts a new state, with these words.
  mutating func begin(_ words: [UInt32]) {
    self.words = words
    for actor in enabled {
      receivers[actor].removeAll(keepingCapacity: true)
      if splitsParts[actor] {
        partReceivers[2 * actor].removeAll(keepingCapacity: true)
        partReceivers[2 * actor + 1].removeAll(keepingCapacity: true)
      }
    }
    enabled.removeAll(keepingCapacity: true)
  }

  /// Notes one applied step (steps arrive grouped by actor), its record, and whether a
  /// monitor or a sequence claim saw it.
  mutating func note(_ step: Step, record: StepRecord, visible: Bool) {
    let actor = step.actor
    let splits = splitsParts[actor]
    if enabled.last != actor {
      enabled.append(actor)
      clean[actor] = tables.eligible[actor]
      processing[actor] = false
      stepCounts[actor] = 0
      if splits {
        for part in 2 * actor...2 * actor + 1 {
          partClean[part] = true
          partCounts[part] = 0
        }
      }
    }
    stepCounts[actor] += 1
    if step.isProcessing { processing[actor] = true }
    // A stub's steps count for the whole and for their part (takes, or own accord).
    let part = splits ? 2 * actor + (step.isProcessing ? 0 : 1) : -1
    if splits { partCounts[part] += 1 }
    guard clean[actor] || (splits && partClean[part]) else { return }
    guard record.faults.isEmpty, !visible else {
      clean[actor] = false
      if splits { partClean[part] = false }
      return
    }
    for event in record.events {
      switch event {
      case .delivered(let delivery):
        guard case .queued = delivery.outcome else {
          clean[actor] = false
          if splits { partClean[part] = false }
          return
        }
        let inOrder = delivery.entry.isReply || tables.fifoCase[delivery.entry.gid]
        if clean[actor] { receivers[actor].append((delivery.receiver, inOrder)) }
        if splits, partClean[part] { partReceivers[part].append((delivery.receiver, inOrder)) }
      case .push, .pop, .discarded, .registration, .timePassed:
        clean[actor] = false
        if splits { partClean[part] = false }
        return
      case .exit, .transition, .entry, .unobserved, .raised, .chose, .branch, .timerSet,
        .timerCancelled:
        continue
      }
    }
  }

  /// The ample set of the state (an actor's steps, or a part of a stub's: see
  /// ``amplePart(of:fewerThan:)``), or ``AmpleChoice/everyStep``, as chosen without the
  /// arrival probe; and, appended to `probes` in the order the commit should try them
  /// (fewest steps first, then the order candidates are looked at), the candidates that
  /// would precede that choice in the same order and that only the probe can admit,
  /// each as its actor, the actors active while it waits and those that may start over
  /// (``judge(_:in:)`` reads them). Of the candidates meeting the type's summary, the
  /// commit takes the one with the fewest steps, ties to the one looked at first.
  mutating func choose(listingProbesInto probes: inout [Int32]) -> AmpleChoice {
    // One actor's steps are every step: nothing to leave out.
    guard enabled.count > 1 else { return .everyStep }
    enabledGeneration &+= 1
    if enabledGeneration == 0 {
      for index in enabledMarks.indices { enabledMarks[index] = 0 }
      enabledGeneration = 1
    }
    for actor in enabled { enabledMarks[actor] = enabledGeneration }
    candidates.removeAll(keepingCapacity: true)
    candidateWords.removeAll(keepingCapacity: true)
    lastLookAhead = (-1, false, 0)
    var plain = AmpleChoice.everyStep
    var plainSteps = Int.max
    var plainAt = 0
    for actor in enabled.reversed() {
      if clean[actor], processing[actor] || !tables.hasTimers, stepCounts[actor] < plainSteps {
        switch verdict(actor) {
        case .refused: break
        case .ample:
          plain = AmpleChoice(actor: actor)
          plainSteps = stepCounts[actor]
          plainAt = candidates.count
        case .probe:
          guard probing else { break }
          let start = candidateWords.count
          candidateWords.append(Int32(actor))
          appendMarked(of: marks)
          appendMarked(of: restartMarks)
          candidates.append((stepCounts[actor], start, candidateWords.count))
        }
      }
      if splitsParts[actor], let part = amplePart(of: actor, fewerThan: plainSteps) {
        plain = part.choice
        plainSteps = part.steps
        plainAt = candidates.count
      }
      if plainSteps == 1 { break }
    }
    // A candidate looked at before the plain choice was made wins a tie with it.
    let bound = plainSteps
    let order = candidates.indices.filter {
      candidates[$0].steps < bound || (candidates[$0].steps == bound && $0 < plainAt)
    }
    .sorted { (candidates[$0].steps, $0) < (candidates[$1].steps, $1) }
    for index in order {
      probes.append(contentsOf: candidateWords[candidates[index].start..<candidates[index].end])
    }
    return plain
  }

  /// Appends the actors marked with the current generation in `marks`, count first.
  private mutating func appendMarked(of marks: [UInt32]) {
    let countAt = candidateWords.count
    candidateWords.append(0)
    for actor in 0..<tables.actorCount where marks[actor] == generation {
      candidateWords.append(Int32(actor))
    }
    candidateWords[countAt] = Int32(candidateWords.count - countAt - 1)
  }

  /// Whether the probe candidate recorded at the start of `record` (as
  /// ``choose(listingProbesInto:)`` lists it) may be ample in the state with these
  /// words: whether no path of the active actors overflows its queue
  /// (``arrivalsStayQueued(at:)``). Run by the commit's own selector, in commit order.
  /// Returns the candidate's actor, whether it qualifies, and where its record ends.
  mutating func judge(_ record: ArraySlice<Int32>, in words: [UInt32]) -> (
    actor: Int, qualifies: Bool, end: Int
  ) {
    var at = record.startIndex
    let actor = Int(record[at])
    at += 1
    nextGeneration()
    self.words = words
    for _ in 0..<Int(record[at]) {
      at += 1
      marks[Int(record[at])] = generation
    }
    at += 1
    for _ in 0..<Int(record[at]) {
      at += 1
      restartMarks[Int(record[at])] = generation
    }
    return (actor, arrivalsStayQueued(at: actor), at + 1)
  }

  /// Starts a new generation of ``marks`` and ``restartMarks``.
  mutating func nextGeneration() {
    generation &+= 1
    if generation == 0 {
      for index in marks.indices {
        marks[index] = 0
        restartMarks[index] = 0
      }
      generation = 1
    }
  }

  /// What the checks of the type's summary make of a candidate.
  private enum Verdict {
    case refused, ample
    /// Ample if the arrival probe finds that nothing overflows its queue.
    case probe
  }

  /// Whether `actor` meets the conditions of the type's summary: all of them, all but
  /// the arrivals fitting where only the probe can tell, or not.
  private mutating func verdict(_ actor: Int) -> Verdict {
    // The enabled actors are active: what they alone rule out needs no closure.
    guard !isRuledOutByEnabled(actor) else { return .refused }
    if future != nil {
      guard lookAhead(without: actor) else { return .refused }
    } else {
      closeActive(without: actor)
      for changer in tables.scopeChangers where isActive(changer) { return .refused }
    }
    let fed = tables.writers[actor].contains(where: isActive)
    if fed {
      // A notification arriving after A finished is a fault it would not be before,
      // and one A sends itself might no longer fit behind the arrivals.
      guard tables.acceptsArrivals[actor], !tables.canFinish[actor],
        !receivers[actor].contains(where: { $0.actor == actor })
      else { return .refused }
    }
    for sharer in tables.sharers[actor] where isActive(sharer) { return .refused }
    if tables.usesTimers[actor] {
      for other in 0..<tables.actorCount where other != actor && tables.usesTimers[other] {
        if isActive(other) { return .refused }
      }
    }
    for (receiver, inOrder) in receivers[actor] where receiver != actor {
      for writer in tables.writers[receiver] where writer != actor && isActive(writer) {
        return .refused
      }
      if isActive(receiver), !inOrder || tables.canFinish[receiver] { return .refused }
    }
    // Last, as the probe steps the model: the arrivals must fit A's queue. A bound that
    // exceeds the room multiplies busiest fan-outs along chains of writers, which the
    // steps may not bear out; without one (fan-outs unknown, or writers in cycles that
    // may multiply what is in flight), the paths without A need not even be finite.
    guard fed else { return .ample }
    guard let arrivals = arrivalBound(at: actor, in: words) else { return .refused }
    return arrivals <= tables.room[actor] - system.queueCount(actor, in: words)
      ? .ample : .probe
  }

  /// Whether `actor` may step before the candidate last looked at moves.
  @inline(__always)
  func isActive(_ actor: Int) -> Bool { marks[actor] == generation }

  /// The checks of ``verdict(_:)`` that the actors enabled now already fail (each is
  /// active): a cheap first pass, since most candidates fail one.
  private func isRuledOutByEnabled(_ actor: Int) -> Bool {
    func isEnabled(_ other: Int) -> Bool {
      other != actor && enabledMarks[other] == enabledGeneration
    }
    if !tables.acceptsArrivals[actor] || tables.canFinish[actor],
      tables.writers[actor].contains(where: isEnabled)
    {
      return true
    }
    if tables.sharers[actor].contains(where: isEnabled) { return true }
    if future == nil, tables.scopeChangers.contains(where: isEnabled) { return true }
    for (receiver, _) in receivers[actor] where receiver != actor {
      for writer in tables.writers[receiver] where writer != actor && isEnabled(writer) {
        return true
      }
    }
    return false
  }

  /// Whether what the active actors may still deliver to `actor` while it does not move,
  /// from the state with these words (the expanded one, or one the probe reached from
  /// it), surely fits its queue: ``arrivalBound(at:in:)`` is at most the room left.
  mutating func arrivalsFit(at actor: Int, in words: [UInt32]) -> Bool {
    guard let arrivals = arrivalBound(at: actor, in: words) else { return false }
    return arrivals <= tables.room[actor] - system.queueCount(actor, in: words)
  }

  /// The most notifications the active actors may deliver to `actor` while it does not
  /// move, from the state with these words, or nil when no bound is known: a writer
  /// feeds it through a cycle, or through an actor whose steps have no known fan-out.
  private mutating func arrivalBound(at actor: Int, in words: [UInt32]) -> Int? {
    countEpoch &+= 1
    if countEpoch == 0 {
      for index in countGeneration.indices { countGeneration[index] = 0 }
      countEpoch = 1
    }
    var total = 0
    for (position, writer) in tables.writers[actor].enumerated() where isActive(writer) {
      let fanout = tables.fanout(to: actor, fromWriterAt: position)
      guard fanout >= 0, let steps = stepBound(writer, excluding: actor, in: words) else {
        return conservedBound(at: actor, in: words)
      }
      total = min(Self.saturation, total + min(fanout, 1 << 20) * steps)
    }
    return total
  }

  /// The arrival bound where writers feed each other in cycles (requests and their
  /// replies): if every active actor delivers at most one notification per one it takes,
  /// the notifications in flight never grow but by the stubs' spontaneous steps, and
  /// each that reaches `actor` stays there. So what can arrive is at most what is
  /// pending at the active actors plus what their stubs may still emit. Nil when an
  /// active actor may deliver more than it takes.
  private func conservedBound(at actor: Int, in words: [UInt32]) -> Int? {
    var total = 0
    for other in 0..<tables.actorCount where other != actor && isActive(other) {
      // A stub pushed again has its budget back.
      guard restartMarks[other] != generation else { return nil }
      let emission = tables.emission[other]
      guard emission >= 0, tables.isStub[other] || emission <= 1 else { return nil }
      var mass = system.queueCount(other, in: words)
      if tables.isStub[other] { mass += system.budgetLeft(other, in: words) * emission }
      total = min(Self.saturation, total + mass)
    }
    return total
  }

  /// The most steps an active actor takes while `excluded` does not move: one per
  /// notification pending or still to arrive, plus a stub's remaining budget; nil if
  /// unbounded.
  private mutating func stepBound(_ actor: Int, excluding excluded: Int, in words: [UInt32])
    -> Int?
  {
    if countGeneration[actor] != countEpoch {
      countGeneration[actor] = countEpoch
      countMarks[actor] = 0
    }
    switch countMarks[actor] {
    case 2: return stepBounds[actor]
    case 1: return nil  // a cycle of writers: the count has no bound
    default: break
    }
    // A stub pushed again has its budget back; a chart starts over.
    guard restartMarks[actor] != generation else { return nil }
    countMarks[actor] = 1
    var steps = system.queueCount(actor, in: words) + system.budgetLeft(actor, in: words)
    for (position, writer) in tables.writers[actor].enumerated()
    where writer != excluded && isActive(writer) {
      let fanout = tables.fanout(to: actor, fromWriterAt: position)
      guard fanout >= 0, let feeding = stepBound(writer, excluding: excluded, in: words) else {
        return nil
      }
      steps = min(Self.saturation, steps + min(fanout, 1 << 20) * feeding)
    }
    countMarks[actor] = 2
    stepBounds[actor] = steps
    return steps
  }

  /// Marks the actors ``FutureAnalysis`` finds may step on a path from the state on which
  /// `excluded` does not; false when such a path may create or destroy `excluded` or an
  /// actor its steps deliver to (a push or pop of their scope).
  private mutating func lookAhead(without excluded: Int) -> Bool {
    future!.run(words, frozen: excluded, enabled: enabled)
    lastLookAhead = (excluded, true, 0)
    // Read in place: a copy of the analysis would retain and release each of its lists.
    if future!.mayRestart(excluded) { return false }
    // Whom a step delivers to depends on who is alive (an observer pushed later gets
    // the event too), so every actor it may write to counts, not only today's receivers.
    for receiver in tables.writesTo[excluded] where future!.mayRestart(receiver) {
      return false
    }
    nextGeneration()
    for actor in 0..<tables.actorCount {
      if future!.isActive(actor) { marks[actor] = generation }
      if future!.mayRestart(actor) { restartMarks[actor] = generation }
    }
    lastLookAhead = (excluded, false, generation)
    return true
  }

  /// Marks every actor that may step on a path from the state on which `excluded` does
  /// not: the enabled ones, and whoever they may write to or share words with (a guard
  /// reading them may become true), transitively.
  private mutating func closeActive(without excluded: Int) {
    nextGeneration()
    work.removeAll(keepingCapacity: true)
    for actor in enabled where actor != excluded {
      marks[actor] = generation
      work.append(actor)
    }
    // The excluded actor is never entered: a path without its steps gives it no others.
    while let actor = work.popLast() {
      for receiver in tables.writesTo[actor]
      where receiver != excluded && marks[receiver] != generation {
        marks[receiver] = generation
        work.append(receiver)
      }
      for sharer in tables.sharers[actor] where sharer != excluded && marks[sharer] != generation {
        marks[sharer] = generation
        work.append(sharer)
      }
    }
  }
}

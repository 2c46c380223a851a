import InterplayModel
import InterplayRuntime

/// One exhaustive search of the product of a system and its monitors, breadth-first or
/// depth-first, through the runtime's step function only.
///
/// Every stored state is expanded once: ``CompiledSystem/enabledSteps(in:into:using:)``
/// lists its steps, ``CompiledSystem/apply(_:to:in:)`` computes each successor with an
/// essential record (the step function's allocation-free form, in one reused
/// ``StepWorkspace``), the monitors advance on that record, and the successor's product
/// words (the system's words packed by the ``StateCodec``, by patching the words the
/// step changed into its parent's packed words, then the monitor words) are looked up in
/// (or added to) the ``StateStore``. Faults in records, false
/// invariants, violated patterns, deadlocks and pending liveness obligations at terminal
/// states are logged once each, at the first (in BFS: a shortest) path that shows them.
final class Explorer {
  let system: CompiledSystem
  let program: MonitorProgram
  let invariants: [StateCondition]
  let options: CheckOptions
  let store: StateStore
  /// How system words are packed in the store.
  let codec: StateCodec
  /// The system's words per (unpacked) state.
  let systemWidth: Int
  /// Where a stored record's monitor words start: after the packed system words.
  let monitorBase: Int
  /// The built-in checks the model leaves on.
  let enabled: Set<BuiltinCheck>
  /// Whether deliveries to inactive scopes are looked for.
  let watchesDrops: Bool

  // The properties the inner loop touches skip the dynamic exclusivity checks a class's
  // stored properties get: an explorer runs on one thread and no access to one of them
  // overlaps another, and the checks cost more than the loop's own work.
  @exclusivity(unchecked) var log = FindingLog()
  @exclusivity(unchecked) var coverage: CoverageTracker
  @exclusivity(unchecked) var edges: EdgeStore?
  @exclusivity(unchecked) var transitions = 0
  @exclusivity(unchecked) var maxDepth = 0
  var expanded = 0
  @exclusivity(unchecked) var limit: LimitReached?
  /// A word whose value did not fit the codec: the search stopped and must be rerun
  /// with that word widened.
  @exclusivity(unchecked) var codecOverflow: Int?
  /// Whether a limit or a codec overflow stopped the search.
  var isStopped: Bool { limit != nil || codecOverflow != nil }
  var initialRecord = StepRecord(step: nil)
  var seconds = 0.0

  @exclusivity(unchecked) var events: [Int] = []
  @exclusivity(unchecked) var parentMonitor: [UInt32]
  @exclusivity(unchecked) var monitor: [UInt32]
  /// The states the last expansion added, in order.
  @exclusivity(unchecked) var fresh: [Int] = []
  /// Buffers reused by every expansion, so the inner loop allocates nothing: the step
  /// function's workspace, the enabled steps, the expanded state's words.
  /// Taken out for each expansion (see ``expand(_:depth:storesNew:)``).
  @exclusivity(unchecked) var workspace: StepWorkspace?
  @exclusivity(unchecked) var steps: [Step] = []
  @exclusivity(unchecked) var parentWords: [UInt32]
  /// The packed product words of the state being looked up.
  let packed: UnsafeMutablePointer<UInt32>
  private var depthOf: [UInt32] = []
  private let clock = ContinuousClock()
  private var started: ContinuousClock.Instant

  init(system: CompiledSystem, options: CheckOptions, keepsGraph: Bool, codec: StateCodec) {
    self.system = system
    self.options = options
    self.codec = codec
    program = MonitorProgram(system: system)
    invariants = system.conditions(system.model.invariants.map(\.condition))
    systemWidth = system.wordCount
    monitorBase = codec.wordCount
    packed = .allocate(capacity: max(codec.wordCount, 1))
    packed.initialize(repeating: 0, count: max(codec.wordCount, 1))
    workspace = StepWorkspace(system: system, detail: .essential)
    parentWords = Array(repeating: 0, count: system.wordCount)
    store = StateStore(
      width: codec.wordCount + program.width, byteBudget: options.limits.maxMemory)
    store.maxCount = max(options.limits.maxStates ?? Int.max, 1)
    enabled = Set(BuiltinCheck.allCases.filter(system.model.isEnabled))
    watchesDrops = enabled.contains(.scopes) && !system.model.scopes.isEmpty
    coverage = CoverageTracker(system: system)
    edges = keepsGraph ? EdgeStore() : nil
    parentMonitor = Array(repeating: 0, count: program.width)
    monitor = parentMonitor
    started = clock.now
  }

  deinit { packed.deallocate() }

  /// Runs the search to the end or to a limit.
  func run() {
    started = clock.now
    defer { seconds = elapsed }
    guard seedInitialState() else { return }
    switch options.order {
    case .bfs: breadthFirst()
    case .dfs: depthFirst()
    }
  }

  var elapsed: Double {
    let duration = clock.now - started
    return Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }

  private func seedInitialState() -> Bool {
    let (initial, record) = system.initialState(detail: .essential)
    initialRecord = record
    monitor = program.blankWords
    _ = program.advance(
      &monitor, by: record, from: initial.words, to: initial.words, events: &events,
      violated: { log.note("pattern \($0)", Finding(kind: .pattern($0), state: 0, step: nil)) })
    noteFaults(record, state: 0, step: nil)
    coverage.note(record)
    guard case .inserted = insert(initial.words, parent: StateStore.none, step: 0) else {
      if codecOverflow == nil { limit = .memory(options.limits.maxMemory) }
      return false
    }
    depthOf = [0]
    noteNewState(0, initial.words)
    return true
  }

  private func breadthFirst() {
    var depth = 0
    var levelEnd = 1
    var next = 0
    while next < store.count, !isStopped {
      if next == levelEnd {
        depth += 1
        levelEnd = store.count
      }
      let atBound = options.limits.maxDepth.map { depth >= $0 } ?? false
      expand(next, depth: depth, storesNew: !atBound)
      next += 1
      checkBudgets()
    }
  }

  private func depthFirst() {
    var stack: [UInt32] = [0]
    while let top = stack.popLast(), !isStopped {
      let index = Int(top)
      let depth = Int(depthOf[index])
      let atBound = options.limits.maxDepth.map { depth >= $0 } ?? false
      expand(index, depth: depth, storesNew: !atBound)
      depthOf.append(contentsOf: repeatElement(UInt32(depth + 1), count: fresh.count))
      for state in fresh.reversed() { stack.append(UInt32(state)) }
      checkBudgets()
    }
  }

  /// Checks the clock and the graph's memory every 256 expansions.
  private func checkBudgets() {
    expanded += 1
    guard expanded & 255 == 0 else { return }
    if let edges { store.reservedBytes = edges.bytes }
    if store.bytesAllocated + store.reservedBytes > options.limits.maxMemory {
      limit = .memory(options.limits.maxMemory)
    }
    if let timeout = options.limits.timeout, elapsed > timeout { limit = .time(timeout) }
  }

  /// The system words of stored state `index`, unpacked.
  func systemWords(_ index: Int) -> [UInt32] {
    codec.unpack(store.words(index))
  }

  /// Looks up or stores the product state of system words and ``monitor``; with
  /// `storesNew` false, only looks it up (a new state counts as the depth limit). A word
  /// that does not fit the codec stops the search (``codecOverflow``).
  func insert(_ words: [UInt32], parent: UInt32, step: Int, storesNew: Bool = true)
    -> StateStore.Insertion
  {
    let overflow = words.withUnsafeBufferPointer { codec.pack($0, into: packed) }
    return insertPacked(overflow: overflow, parent: parent, step: step, storesNew: storesNew)
  }

  /// ``insert(_:parent:step:storesNew:)`` for a successor of the state being expanded,
  /// whose words are ``parentWords`` and whose packed words are `parentPacked`: only the
  /// words the step changed (in the blocks it wrote) are packed again.
  func insert(
    successor words: StepWords, of parentPacked: UnsafePointer<UInt32>, parent: UInt32,
    step: Int, storesNew: Bool
  ) -> StateStore.Insertion {
    packed.update(from: parentPacked, count: codec.wordCount)
    let old = parentWords
    let overflow = words.values.withUnsafeBufferPointer { new in
      old.withUnsafeBufferPointer {
        codec.patch(
          new.baseAddress!, from: $0.baseAddress!, blocks: words.written,
          blockShift: words.blockShift, into: packed)
      }
    }
    return insertPacked(overflow: overflow, parent: parent, step: step, storesNew: storesNew)
  }

  private func insertPacked(overflow: Int?, parent: UInt32, step: Int, storesNew: Bool)
    -> StateStore.Insertion
  {
    if let overflow {
      codecOverflow = overflow
      return .memoryLimit
    }
    let head = UnsafeBufferPointer(start: packed, count: codec.wordCount)
    return monitor.withUnsafeBufferPointer { tail in
      guard storesNew else {
        return store.find(head: head, tail: tail).map { .found($0) } ?? .countLimit
      }
      return store.insert(head: head, tail: tail, parent: parent, step: UInt32(step))
    }
  }
}

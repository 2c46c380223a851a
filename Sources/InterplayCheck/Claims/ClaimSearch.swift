import InterplayModel
import InterplayRuntime

/// A breadth-first search for a shortest run that contains a claim's atoms in order (with
/// anything in between), over the product of the system and the claim's progress.
///
/// Progress is one word: the number of atoms matched so far. Each observation of a step
/// (a delivery, a push, a pop, in record order) that matches the next atom advances it;
/// matching greedily is enough, since a run contains the atoms as a subsequence exactly
/// when the greedy match reaches the end.
struct ClaimSearch {
  let system: CompiledSystem
  let atoms: [SequenceClaim.Atom]
  let limits: CheckLimits

  /// How a search ended.
  enum Outcome {
    /// A shortest witness: the path to the accepting state.
    case witnessed(path: [Int])
    /// No run matches; the path to the first state that matched the most atoms.
    case impossible(matched: Int, path: [Int])
    /// A limit stopped the search.
    case undecided(LimitReached)
  }

  /// Runs the search (again with a wider codec when a state word exceeds its packed
  /// width); also returns the states stored.
  func run() -> (Outcome, states: Int) {
    var codec = StateCodec(system: system)
    while true {
      switch run(codec) {
      case .success(let result): return result
      case .failure(let overflow): codec = codec.widening(overflow.word)
      }
    }
  }

  /// A word that did not fit the codec.
  struct CodecOverflow: Error { var word: Int }

  private func run(_ codec: StateCodec) -> Result<(Outcome, states: Int), CodecOverflow> {
    let clock = ContinuousClock()
    let started = clock.now
    let width = codec.wordCount
    let store = StateStore(width: width + 1, byteBudget: limits.maxMemory)
    store.maxCount = limits.maxStates ?? Int.max
    let (initial, record) = system.initialState(detail: .essential)
    var progress: [UInt32] = [UInt32(advance(0, record))]
    // Rounded up to whole pairs, as patching needs (the padding stays out of the state).
    var packed = Array(repeating: UInt32(0), count: (width + 1) & ~1)
    var overflow: Int?
    func insert(_ words: [UInt32], parent: UInt32, step: Int) -> StateStore.Insertion {
      overflow = words.withUnsafeBufferPointer { source in
        packed.withUnsafeMutableBufferPointer { codec.pack(source, into: $0.baseAddress!) }
      }
      return insertPacked(parent: parent, step: step)
    }
    /// A successor of the state whose words are `parentWords` and whose packed words are
    /// `parentPacked`: only the blocks the step wrote are packed again.
    func insert(
      successor: StepWords, of parentPacked: UnsafePointer<UInt32>, parentWords: [UInt32],
      parent: UInt32, step: Int
    ) -> StateStore.Insertion {
      overflow = packed.withUnsafeMutableBufferPointer {
        codec.pack(
          successor: successor, of: parentPacked, parentWords: parentWords,
          into: $0.baseAddress!)
      }
      return insertPacked(parent: parent, step: step)
    }
    func insertPacked(parent: UInt32, step: Int) -> StateStore.Insertion {
      guard overflow == nil else { return .memoryLimit }
      return packed.withUnsafeBufferPointer { packed in
        progress.withUnsafeBufferPointer { tail in
          store.insert(
            head: UnsafeBufferPointer(rebasing: packed[..<width]), tail: tail, parent: parent,
            step: UInt32(step))
        }
      }
    }
    _ = insert(initial.words, parent: StateStore.none, step: 0)
    if let overflow { return .failure(CodecOverflow(word: overflow)) }
    let builder = CounterexampleBuilder(system: system, store: store)
    var best = (matched: Int(progress[0]), state: 0)
    if best.matched == atoms.count { return .success((.witnessed(path: []), store.count)) }
    var workspace = StepWorkspace(system: system, detail: .essential)
    var steps: [Step] = []
    var words = Array(repeating: UInt32(0), count: system.wordCount)
    var next = 0
    while next < store.count {
      if next & 255 == 0, let timeout = limits.timeout {
        let duration = clock.now - started
        if Double(duration.components.seconds) >= timeout {
          return .success((.undecided(.time(timeout)), store.count))
        }
      }
      words.withUnsafeMutableBufferPointer {
        codec.unpack(store.words(next), into: $0.baseAddress!)
      }
      let matched = Int(store.words(next)[width])
      system.enabledSteps(in: words, into: &steps, using: &workspace)
      for (position, step) in steps.enumerated() {
        // The step function's allocation-free form; its record and words are read in
        // place.
        system.apply(step, to: words, in: &workspace)
        progress[0] = UInt32(advance(matched, workspace.run.record))
        let insertion = insert(
          successor: workspace.run.words, of: store.words(next), parentWords: words,
          parent: UInt32(next), step: position)
        switch insertion {
        case .found: continue
        case .inserted(let index):
          if Int(progress[0]) == atoms.count {
            return .success((.witnessed(path: builder.path(to: index)), store.count))
          }
          if Int(progress[0]) > best.matched { best = (Int(progress[0]), index) }
        case .countLimit: return .success((.undecided(.states(store.maxCount)), store.count))
        case .memoryLimit:
          if let overflow { return .failure(CodecOverflow(word: overflow)) }
          return .success((.undecided(.memory(limits.maxMemory)), store.count))
        }
      }
      next += 1
    }
    return .success(
      (.impossible(matched: best.matched, path: builder.path(to: best.state)), store.count))
  }

  /// Advances the number of atoms matched by a step's observations.
  func advance(_ matched: Int, _ record: StepRecord) -> Int {
    var matched = matched
    for event in record.events where matched < atoms.count {
      if matches(atoms[matched], event) { matched += 1 }
    }
    return matched
  }

  private func matches(_ atom: SequenceClaim.Atom, _ event: StepEvent) -> Bool {
    switch (atom.kind, event) {
    case (.push(let scope), .push(let pushed)): return scope == pushed
    case (.pop(let scope), .pop(let popped)): return scope == popped
    case (.message(let from, let to, let gid, let isReply, let payload), .delivered(let delivery)):
      let entry = delivery.entry
      guard entry.sender == from, delivery.receiver == to, entry.gid == gid,
        entry.isReply == isReply
      else { return false }
      guard let payload else { return true }
      return payload.count == entry.payload.count
        && zip(payload, entry.payload).allSatisfy { $0 == nil || $0 == $1 }
    default: return false
    }
  }
}

import InterplayModel
import InterplayRuntime

/// Committing expansions: what the search does with a batch of expanded states, one
/// state at a time and in order, exactly as if it had just expanded each.
extension Explorer {
  /// Commits the expansions in `results`: logs their findings, looks their successors
  /// up in the store and stores the new ones (or, with `storesNew` false at the depth
  /// bound, stops at the first successor that is not stored yet), links the graph, and
  /// checks the budgets after each state. Stops at the first limit or codec overflow;
  /// the expansions after it are dropped, as a sequential search would never have made
  /// them.
  func commit(_ results: ExpansionResults, depth: Int, storesNew: Bool) {
    let successors = results.successors
    var successor = 0
    var finding = 0
    // Each lookup misses the cache twice, on its table slot and then on the record it
    // points to: both are prefetched some successors ahead, so the misses of several
    // overlap.
    var slotsAhead = 0
    var recordsAhead = 0
    var probesFrom = 0
    for var state in results.states {
      fresh.removeAll(keepingCapacity: true)
      let index = state.index
      let first = successor
      // Once the probes are stopped, every state committed takes the choice made
      // without them, whether or not its worker had listed candidates.
      if expandingWhole {
        state.ample = .everyStep
      } else if state.probesEnd > probesFrom, partialOrderStoppedAt == nil,
        arrivalProbeStoppedAt == nil
      {
        state.ample = probedAmple(of: state, candidates: probesFrom..<state.probesEnd, results)
      }
      probesFrom = state.probesEnd
      if reviewsPartialOrder, !expandingWhole,
        Self.isContested(results.successors, first..<state.successorsEnd)
      {
        noteContested()
      }
      if state.ample.isReduced, partialOrderStoppedAt == nil {
        commitReduced(state, from: first, findingsFrom: finding, results, depth, storesNew)
        checkBudgets()
        if isStopped { return }
        successor = state.successorsEnd
        finding = state.findingsEnd
        slotsAhead = max(slotsAhead, successor)
        recordsAhead = max(recordsAhead, successor)
        continue
      }
      edges?.begin(index)
      transitions += state.successorsEnd - successor
      if expandingWhole {
        transitions -= reducedGraph!.markWhole(index)
        reducedStates -= 1
      } else {
        reducedGraph?.addWhole()
      }
      while successor < state.successorsEnd {
        while slotsAhead < min(successor + 16, results.successorCount) {
          store.prefetchSlot(successors[slotsAhead].hash)
          slotsAhead += 1
        }
        while recordsAhead < min(successor + 8, results.successorCount) {
          store.prefetchRecord(successors[recordsAhead].hash)
          recordsAhead += 1
        }
        let next = successors[successor]
        while finding < Int(next.findingsEnd) {
          log.note(results.findings[finding])
          finding += 1
        }
        if successor == results.firstAnswer {
          observerAnswer = (index, successor - first)
          stoppedAnswered = true
          return
        }
        if direction != nil {
          let progress = UnsafeBufferPointer(
            start: results.words(of: successor) + progressWord, count: directedHits.count)
          let fate = directedFate(of: progress, depth: depth + 1, run: (index, successor - first))
          if stoppedAnswered { return }
          guard fate == .kept else {
            successor += 1
            continue
          }
        }
        guard
          let target = target(
            of: next, at: successor, successor - first, results, index, depth, storesNew)
        else {
          // Stopped: this transition was made, the rest of the state's were not.
          transitions -= state.successorsEnd - successor - 1
          break
        }
        link(index, to: target, by: successor, step: successor - first, results)
        successor += 1
      }
      if !isStopped {
        while finding < state.findingsEnd {
          log.note(results.findings[finding])
          finding += 1
        }
      }
      checkBudgets()
      if isStopped { return }
      successor = state.successorsEnd
      finding = state.findingsEnd
    }
  }

  /// Records the transition `successor` of `results`, from `index` to `target`, in the
  /// graph, if one is kept.
  private func link(
    _ index: Int, to target: Int, by successor: Int, step: Int, _ results: ExpansionResults
  ) {
    guard edges != nil else { return }
    let next = results.successors[successor]
    if edges!.observesClaims {
      let start = successor == 0 ? 0 : Int(results.successors[successor - 1].observationsEnd)
      results.observations.withUnsafeBufferPointer {
        edges!.add(
          from: index, to: target, step: step, actor: Int(next.actor),
          discharged: next.discharged,
          observed: UnsafeBufferPointer(rebasing: $0[start..<Int(next.observationsEnd)]))
      }
    } else {
      edges!.add(
        from: index, to: target, step: step, actor: Int(next.actor), discharged: next.discharged)
    }
  }

  /// Commits a state whose expansion named an ample set (see ``AmpleSelector``): its
  /// successors first, and the others only if the cycle proviso (``proviso``)
  /// fails. States are numbered in commit order. With ``Proviso/everyCycle`` every ample
  /// successor of a state kept reduced must have a higher number than the state, so the
  /// numbers grow along any path of reduced states and every cycle has a state expanded
  /// whole; with ``Proviso/forward`` one such successor suffices, so a path of growing
  /// numbers leads from every reduced state to one expanded whole; with
  /// ``Proviso/bottomComponents`` the state stays reduced and its ample successors are
  /// noted in ``reducedGraph``, which is repaired once the frontier is empty. The findings
  /// of every step are logged: each is a real run of the model.
  private func commitReduced(
    _ state: ExpansionResults.Expanded, from first: Int, findingsFrom firstFinding: Int,
    _ results: ExpansionResults, _ depth: Int, _ storesNew: Bool
  ) {
    for finding in firstFinding..<state.findingsEnd {
      log.note(results.findings[finding])
    }
    edges?.begin(state.index)
    edges?.markReduced(state.index)
    var allForward = true
    var anyForward = false
    for pass in 0..<2 {
      for successor in first..<state.successorsEnd {
        let next = results.successors[successor]
        guard state.ample.contains(actor: next.actor, processing: next.isProcessing) == (pass == 0)
        else { continue }
        guard
          let target = target(
            of: next, at: successor, successor - first, results, state.index, depth, storesNew)
        else { return }
        transitions += 1
        if target > state.index { anyForward = true } else { allForward = false }
        if pass == 0 { reducedGraph?.addTarget(target) }
        link(state.index, to: target, by: successor, step: successor - first, results)
      }
      guard pass == 0 else { return }
      let sufficed: Bool
      switch proviso {
      case .everyCycle: sufficed = !options.cycleProviso || allForward
      case .forward: sufficed = !options.cycleProviso || anyForward
      case .bottomComponents: sufficed = true
      }
      if sufficed {
        reducedGraph?.addReduced()
        reducedStates += 1
        leftOutNew += newLeftOut(of: state, from: first, results)
        if edges != nil {
          edges!.leaveOut(leftOutActors(of: state, from: first, results), of: state.index)
        }
        return
      }
    }
  }

  /// Whether the reduction is still looking for ample sets, so its review counts the
  /// contested states committed.
  private var reviewsPartialOrder: Bool {
    worker.partialOrderSwitch != nil && partialOrderStoppedAt == nil
  }

  /// Whether the successors in `range` (one state's) come from more than one actor.
  private static func isContested(
    _ successors: UnsafeMutablePointer<ExpansionResults.Successor>, _ range: Range<Int>
  ) -> Bool {
    guard let first = range.first else { return false }
    let actor = successors[first].actor
    for index in range.dropFirst() where successors[index].actor != actor { return true }
    return false
  }

  /// How many of a reduced state's left-out successors are not stored (yet): an upper
  /// bound on the states its reduction saved, which ``reviewPartialOrder()`` weighs.
  private func newLeftOut(
    of state: ExpansionResults.Expanded, from first: Int, _ results: ExpansionResults
  ) -> Int {
    var count = 0
    for successor in first..<state.successorsEnd {
      let next = results.successors[successor]
      guard !state.ample.contains(actor: next.actor, processing: next.isProcessing) else {
        continue
      }
      guard next.overflow < 0 else { continue }
      let record = results.words(of: successor)
      let head = UnsafeBufferPointer(start: record, count: monitorBase)
      let tail = UnsafeBufferPointer(
        start: record + monitorBase, count: store.width - monitorBase)
      if store.find(head: head, tail: tail, hash: next.hash) == nil { count += 1 }
    }
    return count
  }

  /// The actors with a step a reduced state's ample set leaves out, in step order: the
  /// others, and a stub one part of whose steps is ample.
  private func leftOutActors(
    of state: ExpansionResults.Expanded, from first: Int, _ results: ExpansionResults
  ) -> [Int] {
    var actors: [Int] = []
    for successor in first..<state.successorsEnd {
      let next = results.successors[successor]
      let actor = Int(next.actor)
      if !state.ample.contains(actor: next.actor, processing: next.isProcessing),
        !actors.contains(actor)
      {
        actors.append(actor)
      }
    }
    return actors
  }

  /// The stored state a successor is, storing it if it is new; nil when it stops the
  /// search (a limit or a codec overflow, recorded).
  private func target(
    of next: ExpansionResults.Successor, at successor: Int, _ position: Int,
    _ results: ExpansionResults, _ parent: Int, _ depth: Int, _ storesNew: Bool
  ) -> Int? {
    if next.overflow >= 0 {
      codecOverflow = Int(next.overflow)
      return nil
    }
    let record = results.words(of: successor)
    let head = UnsafeBufferPointer(start: record, count: monitorBase)
    let tail = UnsafeBufferPointer(start: record + monitorBase, count: store.width - monitorBase)
    let insertion =
      storesNew
      ? store.insert(
        head: head, tail: tail, hash: next.hash, parent: UInt32(parent), step: UInt32(position))
      : store.find(head: head, tail: tail, hash: next.hash).map { .found($0) } ?? .countLimit
    switch insertion {
    case .found(let known):
      return known
    case .inserted(let added):
      if depth + 1 > maxDepth { maxDepth = depth + 1 }
      fresh.append(added)
      checkInvariants(added)
      return added
    case .countLimit:
      limit = storesNew ? .states(store.maxCount) : .depth(depth)
      return nil
    case .memoryLimit:
      limit = .memory(options.limits.maxMemory)
      return nil
    }
  }

  /// Checks a state stored for the first time against the invariants.
  func checkInvariants(_ index: Int) {
    guard !invariants.isEmpty else { return }
    scratchWords.withUnsafeMutableBufferPointer {
      codec.unpack(store.words(index), words: invariantWords, into: $0.baseAddress!)
    }
    for (number, invariant) in invariants.enumerated() where !invariant.holds(in: scratchWords) {
      log.note(Finding(kind: .invariant(number), state: index, step: nil))
    }
  }
}

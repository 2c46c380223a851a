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
    for state in results.states {
      fresh.removeAll(keepingCapacity: true)
      let index = state.index
      let first = successor
      edges?.begin(index)
      transitions += state.successorsEnd - successor
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
          log.note(results.findings[finding].key, results.findings[finding].finding)
          finding += 1
        }
        guard
          let target = target(
            of: next, at: successor, successor - first, results, index, depth, storesNew)
        else {
          // Stopped: this transition was made, the rest of the state's were not.
          transitions -= state.successorsEnd - successor - 1
          break
        }
        if edges?.observesClaims == true {
          let start = successor == 0 ? 0 : Int(successors[successor - 1].observationsEnd)
          results.observations.withUnsafeBufferPointer {
            edges?.add(
              from: index, to: target, actor: Int(next.actor), discharged: next.discharged,
              observed: UnsafeBufferPointer(rebasing: $0[start..<Int(next.observationsEnd)]))
          }
        } else {
          edges?.add(
            from: index, to: target, actor: Int(next.actor), discharged: next.discharged)
        }
        successor += 1
      }
      if !isStopped {
        while finding < state.findingsEnd {
          log.note(results.findings[finding].key, results.findings[finding].finding)
          finding += 1
        }
      }
      checkBudgets()
      if isStopped { return }
      successor = state.successorsEnd
      finding = state.findingsEnd
    }
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
      codec.unpack(store.words(index), into: $0.baseAddress!)
    }
    for (number, invariant) in invariants.enumerated() where !invariant.holds(in: scratchWords) {
      log.note(
        "invariant \(number)", Finding(kind: .invariant(number), state: index, step: nil))
    }
  }
}

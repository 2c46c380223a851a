/// Breadth-first, level by level, in parallel: each level is expanded in batches shared
/// between ``CheckOptions/jobs`` workers (``BatchExpansion``), and one batch is committed
/// while the next is expanded. Batches are committed in state order, so what is stored
/// and reported is the same for any number of threads, and the first run found to
/// anything is a shortest one. A directed search is this strategy with a claim's
/// progress in each stored node (``ClaimDirection``). It asks the explorer's ``Explorer/answered``
/// at each level's end, and stops when that is true.
struct BreadthFirstStrategy: SearchStrategy {
  func explore(_ explorer: Explorer) {
    let batches = BatchExpansion(
      worker: explorer.worker, jobs: explorer.options.jobs, batchSize: explorer.options.batchStates,
      minimumShared: explorer.options.minimumSharedStates)
    defer {
      explorer.mergeWorkers(batches.workers)
      explorer.threads = batches.workers.count
    }
    var depth = 0
    var levelEnd = explorer.rootCount
    var levelSize = explorer.rootCount
    var next = 0
    /// Searches level by level until the frontier is empty or the search stops.
    func searchLevels() {
      while !explorer.isStopped {
        if next == levelEnd, explorer.pending == nil || explorer.store.count == levelEnd {
          // The level's last batch makes the next level: commit it first.
          explorer.commitPending()
          guard !explorer.isStopped, next < explorer.store.count else { break }
          depth += 1
          explorer.deepest = depth
          levelSize = explorer.store.count - levelEnd
          levelEnd = explorer.store.count
          if explorer.isAnswered(levels: depth) { break }
        }
        // The previous batch is committed while this one is expanded. At a level's end,
        // this one is made of the next level's states stored already, by the level's
        // earlier batches: they are expanded while its last batch stores the rest.
        let crossing = next == levelEnd
        let batchDepth = crossing ? depth + 1 : depth
        let available = crossing ? explorer.store.count : levelEnd
        let size = min(
          batches.batchSize(level: crossing ? available - levelEnd : levelSize),
          explorer.statesInFlight)
        let end = min(available, next + size)
        let atBound = explorer.options.limits.maxDepth.map { batchDepth >= $0 } ?? false
        let parts = batches.expand(
          next..<end, committing: explorer.pending == nil ? nil : explorer.commitPending)
        // Once committed, nothing reads an expanded state's words again, and a lossy
        // store frees them: the batch just expanded is committed later, and its commit
        // may read them (the partial-order reduction's arrival probe does).
        explorer.store.retire(below: next)
        explorer.noteBudgetStop()
        guard !explorer.isStopped else { break }
        if crossing {
          depth += 1
          explorer.deepest = depth
          levelSize = explorer.store.count - levelEnd
          levelEnd = explorer.store.count
          // The previous level's last batch was committed inside the expansion.
          if explorer.isAnswered(levels: depth) { break }
        }
        explorer.pending = Explorer.Pending(parts: parts, depth: batchDepth, storesNew: !atBound)
        next = end
      }
    }
    while true {
      searchLevels()
      // A reduced search repairs what it left out once its frontier is empty
      // (``ReducedGraph``), and searches on from the states that adds.
      let start = explorer.store.count
      guard !explorer.isStopped, explorer.expandStuckStatesWhole(depth: depth) else { break }
      next = start
      levelEnd = explorer.store.count
      levelSize = levelEnd - start
      if levelSize > 0 {
        depth += 1
        explorer.deepest = depth
      }
    }
  }
}

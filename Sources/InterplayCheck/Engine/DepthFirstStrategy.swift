/// Depth-first, one state at a time on the calling thread: the frontier is a stack of
/// stored states, the newest successors of the last state expanded on top. Its levels
/// are never complete, so only a violation found (``CheckOptions/stopsAtFirstViolation``)
/// stops it early; its runs are not shortest.
struct DepthFirstStrategy: SearchStrategy {
  func explore(_ explorer: Explorer) {
    defer { explorer.mergeWorkers([explorer.worker]) }
    let results = ExpansionResults(width: explorer.store.width, budget: explorer.worker.budget)
    var stack = (0..<UInt32(explorer.rootCount)).reversed().map { $0 }
    while let top = stack.popLast(), !explorer.isStopped {
      let index = Int(top)
      let depth = Int(explorer.depthOf[index])
      explorer.deepest = max(explorer.deepest, depth)
      let atBound = explorer.options.limits.maxDepth.map { depth >= $0 } ?? false
      explorer.worker.expand(index..<(index + 1), into: results)
      explorer.noteBudgetStop()
      if explorer.isStopped { break }
      explorer.fresh.removeAll(keepingCapacity: true)
      explorer.commit(results, depth: depth, storesNew: !atBound)
      explorer.depthOf.append(
        contentsOf: repeatElement(UInt32(depth + 1), count: explorer.fresh.count))
      // Depth-first levels are never complete: only a violation found can stop it early.
      if explorer.options.stopsAtFirstViolation, !explorer.log.findings.isEmpty {
        explorer.stoppedAnswered = true
        break
      }
      for state in explorer.fresh.reversed() { stack.append(UInt32(state)) }
    }
  }
}

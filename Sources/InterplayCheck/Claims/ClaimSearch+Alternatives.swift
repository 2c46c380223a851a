import InterplayRuntime

/// A resolution's witness: the shortest over its alternatives.
extension ClaimSearch {
  /// What the alternatives of one resolution showed on the graph.
  struct Alternatives {
    /// The shortest witness over every alternative, ties to the alternative listed
    /// first, and the alternative it matches; nil when none has a witness.
    var witness: (alternative: Int, path: RunPath)?
    /// Each alternative's outcome. Once a witness is known, a later alternative is
    /// searched only for a shorter one, so its outcome says nothing more then.
    var outcomes: [Outcome] = []
    /// Product nodes visited in all.
    var nodes = 0
  }

  /// The shortest witness of any of `alternatives` (each a list of item symbols), ties
  /// to the alternative listed first: a `par` is possible in some interleaving, and the
  /// run that shows it is the shortest of all of them. Each alternative is searched
  /// breadth-first on its own; after a witness of `n` steps, a later one only up to
  /// `n - 1` steps. So the search does not first have to show an earlier interleaving
  /// impossible, which takes every state.
  func shortestWitness(of alternatives: [[Int]], participant: Int) -> Alternatives {
    var answer = Alternatives()
    for (index, symbols) in alternatives.enumerated() {
      let limit = answer.witness.map { $0.path.steps.count - 1 } ?? .max
      guard limit >= 0 else { break }
      let (outcome, nodes) = run(symbols, participant: participant, maxSteps: limit)
      answer.nodes += nodes
      answer.outcomes.append(outcome)
      if case .witnessed(let path) = outcome { answer.witness = (index, path) }
    }
    return answer
  }
}

import InterplayRuntime

/// The arrival probes of the partial-order reduction, run where a state is committed.
extension Explorer {
  /// The ample set of a committed state: the first of its probe candidates (in the
  /// order its worker listed them, fewest steps first) whose queue the probe shows no
  /// path without it overflows, or else the one its worker chose without the probe.
  ///
  /// The probes run here, on the one thread that commits and in commit order, and not in
  /// the workers, because each keeps what it learnt for the next (``ArrivalProbe``):
  /// where a probe gives up then depends on the probes before it, which only the commit
  /// order makes the same for any `--jobs`. What they cost is counted as they run, and
  /// stops them (``reviewArrivalProbe(_:)``).
  func probedAmple(
    of state: ExpansionResults.Expanded, candidates: Range<Int>, _ results: ExpansionResults
  ) -> AmpleChoice {
    let words = systemWords(state.index)
    var at = candidates.lowerBound
    var chosen = state.ample
    arrivalJudge!.probeExpansions = 0
    while at < candidates.upperBound {
      let judged = arrivalJudge!.judge(results.probes[at..<candidates.upperBound], in: words)
      at = judged.end
      if judged.qualifies {
        chosen = AmpleChoice(actor: judged.actor)
        break
      }
    }
    reviewArrivalProbe(arrivalJudge!.probeExpansions)
    return chosen
  }
}

import InterplayRuntime

/// Symmetry reduction: when it applies, and reporting its findings in the run's own
/// actors.
extension ModelChecker {
  /// The symmetry group the search may be reduced by, and the report of why (not).
  func symmetry(livenessCount: Int, observesClaims: Bool) -> (SymmetryGroup?, ReductionReport) {
    guard options.reduction.allowsSymmetry,
      ReplicaFamily.bySize(system.model).contains(where: { !$0.isEmpty })
    else { return (nil, ReductionReport()) }
    // Lassos and sequence witnesses are read off the stored graph's edges, which a
    // reduced graph draws between representatives: those searches stay unreduced.
    if livenessCount > 0 {
      return (
        nil,
        ReductionReport(notes: [
          "no symmetry reduction: the model has liveness properties, whose cycles are not searched among orbit representatives"
        ])
      )
    }
    if observesClaims {
      return (
        nil,
        ReductionReport(notes: [
          "no symmetry reduction: sequences are not proved among orbit representatives (`--no-sequences` allows it)"
        ])
      )
    }
    let (group, notes) = SymmetryAnalysis.analyze(system)
    return (
      group,
      ReductionReport(symmetry: group?.summary, symmetryOrder: group?.order ?? 1, notes: notes)
    )
  }

  /// A finding of a reduced search, with the actors it names taken from the replayed run
  /// (the search saw a permuted copy of that run's last state and step).
  func concrete(_ finding: Finding, _ run: Counterexample) -> Finding {
    var result = finding
    switch finding.kind {
    case .deadlock:
      guard let last = run.states.last,
        let stuck = (0..<system.actorCount).first(where: {
          system.queueCount($0, in: last.words) > 0 || system.owedRequests($0, in: last.words) > 0
        })
      else { return finding }
      result.kind = .deadlock(actor: stuck)
    case .fault(let fault):
      let kind = Self.caseName(fault)
      guard
        let match = run.records.last?.faults.first(where: {
          $0.check == fault.check && Self.caseName($0) == kind
        })
      else { return finding }
      result.kind = .fault(match)
    case .dropped:
      for event in run.records.last?.events ?? [] {
        guard case .delivered(let delivery) = event, delivery.outcome == .dropped,
          !delivery.entry.isReply, delivery.entry.sender != system.dataModelSender
        else { continue }
        result.kind = .dropped(delivery)
        break
      }
    case .invariant, .pattern, .pendingAtEnd:
      break
    }
    return result
  }

  /// `unhandled` for `.unhandled(actor: 1, ...)`.
  private static func caseName(_ fault: Fault) -> String {
    Mirror(reflecting: fault).children.first?.label ?? String(describing: fault)
  }
}

import InterplayDiagnostics
import InterplayRuntime

/// Moving a search's result to where its model is written now: a save that changes no
/// meaning (``ModelFingerprint`` in InterplayModel) need not be searched again.
extension CheckResult {
  /// This result as one of `system`, the same model written elsewhere, with every source
  /// range it holds (violations, their runs' faults, coverage gaps, sequence verdicts and
  /// their runs) moved through `map` (an old range to where it is written now); nil when
  /// a range has no new place, so the caller searches again.
  public func relocated(to system: CompiledSystem, _ map: [SourceRange: SourceRange])
    -> CheckResult?
  {
    var result = self
    result.system = system
    for index in result.violations.indices {
      if let range = violations[index].range {
        guard let moved = map[range] else { return nil }
        result.violations[index].range = moved
      }
      guard let run = violations[index].counterexample.relocated(map) else { return nil }
      result.violations[index].counterexample = run
    }
    for index in result.coverage.indices {
      guard let moved = map[coverage[index].range] else { return nil }
      result.coverage[index].range = moved
    }
    for index in result.sequences.indices {
      guard let verdict = sequences[index].relocated(map) else { return nil }
      result.sequences[index] = verdict
    }
    if let answer = observerAnswer {
      guard let run = answer.relocated(map) else { return nil }
      result.observerAnswer = run
    }
    return result
  }
}

extension SequenceVerdict {
  /// The verdict with its ranges and its runs' fault ranges moved through `map`.
  func relocated(_ map: [SourceRange: SourceRange]) -> SequenceVerdict? {
    var verdict = self
    guard let range = map[range] else { return nil }
    verdict.range = range
    var witnesses: [(label: String, run: Counterexample)] = []
    for (label, run) in self.witnesses {
      guard let moved = run.relocated(map) else { return nil }
      witnesses.append((label, moved))
    }
    verdict.witnesses = witnesses
    if let (matched, run) = furthest {
      guard let moved = run.relocated(map) else { return nil }
      verdict.furthest = (matched, moved)
    }
    if var divergence {
      if let old = divergence.expectedRange {
        guard let new = map[old] else { return nil }
        divergence.expectedRange = new
      }
      var following: [(text: String, range: SourceRange?)] = []
      for (text, old) in divergence.following {
        guard let old else {
          following.append((text, nil))
          continue
        }
        guard let new = map[old] else { return nil }
        following.append((text, new))
      }
      divergence.following = following
      verdict.divergence = divergence
    }
    return verdict
  }
}

extension Counterexample {
  /// The run with the ranges its faults name (assertions, values out of range) moved
  /// through `map`; the steps themselves name no ranges.
  func relocated(_ map: [SourceRange: SourceRange]) -> Counterexample? {
    var run = self
    for index in run.records.indices where !run.records[index].faults.isEmpty {
      var faults: [Fault] = []
      for fault in run.records[index].faults {
        switch fault {
        case .assertion(let actor, let message, let range):
          guard let moved = map[range] else { return nil }
          faults.append(.assertion(actor: actor, message: message, range: moved))
        case .outOfRange(let actor, let value, let range):
          guard let moved = map[range] else { return nil }
          faults.append(.outOfRange(actor: actor, value: value, range: moved))
        default:
          faults.append(fault)
        }
      }
      run.records[index].faults = faults
    }
    return run
  }
}

import InterplayCheck
import InterplayModel

/// Every property of a checked system with its outcome: the built-in checks the model
/// enables, its invariants and pattern properties, and its sequences.
enum Verdicts {
  /// The verdicts, built-in checks first, then invariants, properties and sequences in
  /// declaration order.
  static func of(_ result: CheckResult) -> [SystemReport.Verdict] {
    let model = result.system.model
    let violated = result.violations
    func outcome(_ isViolated: Bool, undecided: Bool) -> String {
      isViolated ? "violated" : undecided || !result.isComplete ? "undecided" : "proved"
    }
    var verdicts: [SystemReport.Verdict] = []
    for check in BuiltinCheck.allCases where check != .coverage && model.isEnabled(check) {
      let isViolated = violated.contains { $0.check.rawValue == check.rawValue }
      verdicts.append(
        .init(
          name: check.rawValue, kind: "built-in",
          outcome: outcome(isViolated, undecided: false)))
    }
    let runtime = violated.contains { $0.check == .runtime }
    verdicts.append(
      .init(name: "runtime errors", kind: "built-in", outcome: outcome(runtime, undecided: false)))
    for invariant in model.invariants {
      verdicts.append(
        .init(
          name: invariant.name, kind: "invariant",
          outcome: outcome(
            violated.contains { $0.check == .invariant && $0.name == invariant.name },
            undecided: result.undecided.contains(invariant.name))))
    }
    for property in model.properties {
      verdicts.append(
        .init(
          name: property.name, kind: "property",
          outcome: outcome(
            violated.contains { $0.check == .property && $0.name == property.name },
            undecided: result.undecided.contains(property.name))))
    }
    for sequence in result.sequences {
      let outcome: String =
        switch sequence.outcome {
        case .holds: "proved"
        case .violated: "violated"
        case .undecided: "undecided"
        }
      verdicts.append(
        .init(
          name: sequence.name,
          kind: sequence.isForbidden ? "forbidden sequence" : "sequence", outcome: outcome))
    }
    return verdicts
  }
}

import InterplayCheck
import InterplayDiagnostics
import InterplayModel

/// One thing `interplay check` decides about a system, and how it came out: a built-in
/// check the model leaves on, an invariant, a pattern property or a sequence.
///
/// The text report's `proved:` line, the JSON report's `properties` and `proved` and the
/// JUnit report's test cases all come from ``all(in:)``, so the three formats agree.
public struct CheckedProperty: Sendable {
  /// What kind of declaration (or built-in check) it is.
  public enum Kind: String, Sendable, Codable {
    /// A built-in check: `deadlock`, `unhandled`, `overflow`, `scopes`, `assertions`,
    /// `mutation`, or `runtime` (errors no setting switches off).
    case check
    /// An `invariant`.
    case invariant
    /// A pattern `property`.
    case property
    /// A `sequence`.
    case sequence
    /// A `forbidden sequence`.
    case forbiddenSequence = "forbidden sequence"
  }

  /// How the search left it.
  public enum Status: String, Sendable, Codable {
    /// It holds in every reachable state (a sequence: it can happen; a forbidden one:
    /// it cannot).
    case proved
    /// A counterexample shows it broken.
    case violated
    /// The search stopped at a limit before it could be decided.
    case undecided
  }

  /// The kind.
  public var kind: Kind
  /// The check's name (`deadlock`) or the declaration's name.
  public var name: String
  /// The outcome.
  public var status: Status
  /// The violations that break it, in report order (empty unless violated).
  public var violations: [Violation]
  /// Where each of ``violations`` is in ``CheckResult/violations`` (and so in the trace
  /// files written for them).
  public var violationIndices: [Int]
  /// Where it is declared (nil for built-in checks).
  public var range: SourceRange?

  /// `deadlock` for a built-in check, else the kind and the name: `invariant Positive`,
  /// `sequence Foregrounding`.
  public var title: String {
    kind == .check ? name : "\(kind.rawValue) \(name)"
  }

  /// The built-in checks the checker reports, in the order they are listed; `runtime`
  /// cannot be switched off.
  public static let builtinChecks: [Violation.Check] = [
    .deadlock, .unhandled, .overflow, .scopes, .assertions, .mutation, .runtime,
  ]

  /// Everything checked in `result`: the built-in checks the model leaves on, then the
  /// invariants, the pattern properties and the sequences (those checked), in model order.
  public static func all(in result: CheckResult) -> [CheckedProperty] {
    let model = result.system.model
    let incomplete = !result.isComplete || result.isLossy
    var list: [CheckedProperty] = []
    func add(
      _ kind: Kind, _ name: String, check: Violation.Check, range: SourceRange?,
      status: Status? = nil
    ) {
      let indices = result.violations.indices.filter {
        let violation = result.violations[$0]
        return violation.check == check && (kind == .check || violation.name == name)
      }
      let fallback: Status = indices.isEmpty ? (incomplete ? .undecided : .proved) : .violated
      list.append(
        CheckedProperty(
          kind: kind, name: name, status: status ?? fallback,
          violations: indices.map { result.violations[$0] }, violationIndices: indices,
          range: range))
    }
    for check in builtinChecks {
      if let setting = BuiltinCheck(rawValue: check.rawValue), !model.isEnabled(setting) {
        continue
      }
      add(.check, check.rawValue, check: check, range: nil)
    }
    for invariant in model.invariants {
      add(.invariant, invariant.name, check: .invariant, range: invariant.nameRange)
    }
    for property in model.properties {
      add(.property, property.name, check: .property, range: property.nameRange)
    }
    for verdict in result.sequences {
      let status: Status =
        switch verdict.outcome {
        case .holds: .proved
        case .violated: .violated
        case .undecided: .undecided
        }
      add(
        verdict.isForbidden ? .forbiddenSequence : .sequence, verdict.name, check: .sequence,
        range: verdict.range, status: status)
    }
    return list
  }

  /// Why an undecided property is undecided: `the search stopped at --max-states 5
  /// before every reachable state was explored`.
  public static func undecidedReason(_ result: CheckResult) -> String {
    if result.limit == nil, let lossy = result.statistics.lossy {
      return
        "a lossy search (\(lossy.storage)) found no violation but cannot prove: the probability that it missed a state is \(CheckTextRenderer.probability(lossy.missProbability))"
    }
    guard let limit = result.limit else {
      return "a search stopped at a limit before it was decided"
    }
    return "the search stopped at \(limit) before every reachable state was explored"
  }
}

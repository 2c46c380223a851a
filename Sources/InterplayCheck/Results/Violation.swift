import InterplayDiagnostics
import InterplayRuntime

/// A property the system breaks, with the run that shows it.
public struct Violation: Sendable {
  /// What kind of check found it.
  public enum Check: String, Sendable, CaseIterable, Codable {
    /// No step possible with notifications queued or replies awaited.
    case deadlock
    /// A notification no active state handles, ignores or defers.
    case unhandled
    /// A notification that did not fit its receiver's queue.
    case overflow
    /// Scope discipline: push twice, pop not top, delivery to an inactive scope.
    case scopes
    /// A failed `assert`.
    case assertions
    /// A data-model property written outside a transaction.
    case mutation
    /// An error no setting switches off: out of range, division by zero, a `reply`
    /// with nothing owed, a livelock.
    case runtime
    /// A user invariant.
    case invariant
    /// A user pattern property.
    case property
    /// A sequence that cannot happen, or a forbidden one that can.
    case sequence

    /// The diagnostic id: `check.deadlock`, `check.property`, …
    public var diagnosticID: DiagnosticID { DiagnosticID("check." + rawValue) }
  }

  /// The check.
  public var check: Check
  /// The invariant, property or sequence name, for user-declared checks.
  public var name: String?
  /// One line: what is violated and how.
  public var message: String
  /// Where the violated declaration or the faulting action is written.
  public var range: SourceRange?
  /// The run that shows it: for safety violations (found breadth-first) a shortest one.
  public var counterexample: Counterexample
}

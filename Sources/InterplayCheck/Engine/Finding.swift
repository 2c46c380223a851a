import InterplayDiagnostics
import InterplayRuntime

/// What a search found, before it is turned into a reported ``Violation``.
struct Finding: Sendable {
  /// What was violated.
  enum Kind: Hashable, Sendable {
    /// A fault of an enabled built-in check, or a runtime error.
    case fault(Fault)
    /// A notification delivered to an actor whose scope is not pushed.
    case dropped(Delivery)
    /// A terminal state where an actor has a notification queued or owes a reply.
    case deadlock(actor: Int)
    /// An invariant (index in ``Model/invariants``) is false.
    case invariant(Int)
    /// A pattern property (index in ``Model/properties``) is violated by a finite run.
    case pattern(Int)
    /// A liveness property's obligation is pending when the run ends.
    case pendingAtEnd(Int)
  }

  /// What was violated.
  var kind: Kind
  /// The stored state the counterexample reaches.
  var state: Int
  /// The index of the violating step from ``state``; nil when the state itself violates
  /// (or, for the initial state, when initialization did).
  var step: Int?
  /// For a finding of the initialization itself, the way it went
  /// (``CompiledSystem/initialWays()``): not always the stored root's, as two ways may
  /// start in the same state.
  var way: Int? = nil
}

/// The first finding of each distinct violation, in the order found.
struct FindingLog: Sendable {
  private(set) var findings: [Finding] = []
  private var seen: Set<String> = []

  /// Records a finding unless one with the same key was recorded before.
  mutating func note(_ key: String, _ finding: @autoclosure () -> Finding) {
    guard seen.insert(key).inserted else { return }
    findings.append(finding())
  }

  /// Whether a finding with this key was recorded.
  func contains(_ key: String) -> Bool { seen.contains(key) }
}

extension Fault {
  /// What makes two faults the same violation: the check, where it happened and the case
  /// or scope involved, not the payload or the path that led there.
  var findingKey: String {
    switch self {
    case .unhandled(let actor, let entry):
      "unhandled \(actor) \(entry.gid) \(entry.isReply)"
    case .sentToFinished(let receiver, let entry): "finished \(receiver) \(entry.gid)"
    case .overflow(let receiver, let entry): "overflow \(receiver) \(entry.gid)"
    case .timerOverflow(let actor, let entry): "timer overflow \(actor) \(entry.gid)"
    case .assertion(_, _, let range): "assertion \(range.file.rawValue) \(range.start)"
    case .outOfRange(_, _, let range): "range \(range.file.rawValue) \(range.start)"
    case .divisionByZero(let actor): "division \(actor)"
    case .arithmeticOverflow(let actor): "arithmetic overflow \(actor)"
    case .pushTwice(_, let scope): "push \(scope)"
    case .popNotTop(_, let scope): "pop \(scope)"
    case .livelock(let actor): "livelock \(actor)"
    case .choiceLimit(let actor): "choice limit \(actor)"
    case .noChoiceBranch(let actor, let transition): "no branch \(actor) \(transition)"
    case .replyWithoutRequest(let actor): "reply \(actor)"
    case .mutationOutsideTransaction(let actor, let property): "mutation \(actor) \(property)"
    // One violation per property, whichever actor breaks the rule.
    case .mutationRuleBroken(_, let property): "mutation rule \(property)"
    case .updateDuringRefresh(_, let registration): "update during refresh \(registration)"
    case .readOutsideMap(_, let registration, let property):
      "read map \(registration) \(property)"
    }
  }
}

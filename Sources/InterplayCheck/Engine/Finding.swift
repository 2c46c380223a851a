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

    /// Which violation the finding is (``FindingKey``).
    var key: FindingKey {
      switch self {
      case .fault(let fault): .fault(fault.identity)
      case .dropped(let delivery):
        .dropped(
          receiver: delivery.receiver, gid: delivery.entry.gid, isReply: delivery.entry.isReply)
      case .deadlock: .deadlock
      case .invariant(let number): .invariant(number)
      case .pattern(let number): .pattern(number)
      case .pendingAtEnd(let number): .pendingAtEnd(number)
      }
    }
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

/// Which violation a finding shows: findings with equal keys are one violation, reported
/// once, at the first run found.
enum FindingKey: Hashable, Sendable {
  /// A fault (``FaultIdentity``).
  case fault(FaultIdentity)
  /// A notification of a case sent to a receiver whose scope is not pushed.
  case dropped(receiver: Int, gid: Int, isReply: Bool)
  /// A deadlock, whichever actor is stuck: one per system.
  case deadlock
  /// An invariant, by number.
  case invariant(Int)
  /// A pattern property violated by a finite run, by number.
  case pattern(Int)
  /// A liveness property pending at the end of a run, by number.
  case pendingAtEnd(Int)
}

/// What makes two faults the same violation: the check, where it happened and the case
/// or scope involved, not the payload or the path that led there.
enum FaultIdentity: Hashable, Sendable {
  case unhandled(actor: Int, gid: Int, isReply: Bool)
  case sentToFinished(receiver: Int, gid: Int)
  case overflow(receiver: Int, gid: Int)
  case timerOverflow(actor: Int, gid: Int)
  /// Assertions and range errors are located by where they are written.
  case assertion(file: FileID, offset: Int)
  case outOfRange(file: FileID, offset: Int)
  case divisionByZero(actor: Int)
  case arithmeticOverflow(actor: Int)
  case pushTwice(scope: Int)
  case popNotTop(scope: Int)
  case livelock(actor: Int)
  case choiceLimit(actor: Int)
  case noChoiceBranch(actor: Int, transition: Int)
  case replyWithoutRequest(actor: Int)
  case mutationOutsideTransaction(actor: Int, property: Int)
  /// One violation per property, whichever actor breaks the rule.
  case mutationRuleBroken(property: Int)
  case updateDuringRefresh(registration: Int)
  case readOutsideMap(registration: Int, property: Int)
}

/// The first finding of each distinct violation, in the order found.
struct FindingLog: Sendable {
  private(set) var findings: [Finding] = []
  private var seen: Set<FindingKey> = []

  /// Records a finding unless one of the same violation was recorded before.
  mutating func note(_ finding: Finding) {
    guard seen.insert(finding.kind.key).inserted else { return }
    findings.append(finding)
  }

  /// Whether a finding of this violation was recorded.
  func contains(_ key: FindingKey) -> Bool { seen.contains(key) }
}

extension Fault {
  /// Which violation the fault is (``FaultIdentity``).
  var identity: FaultIdentity {
    switch self {
    case .unhandled(let actor, let entry):
      .unhandled(actor: actor, gid: entry.gid, isReply: entry.isReply)
    case .sentToFinished(let receiver, let entry):
      .sentToFinished(receiver: receiver, gid: entry.gid)
    case .overflow(let receiver, let entry): .overflow(receiver: receiver, gid: entry.gid)
    case .timerOverflow(let actor, let entry): .timerOverflow(actor: actor, gid: entry.gid)
    case .assertion(_, _, let range): .assertion(file: range.file, offset: range.start)
    case .outOfRange(_, _, let range): .outOfRange(file: range.file, offset: range.start)
    case .divisionByZero(let actor): .divisionByZero(actor: actor)
    case .arithmeticOverflow(let actor): .arithmeticOverflow(actor: actor)
    case .pushTwice(_, let scope): .pushTwice(scope: scope)
    case .popNotTop(_, let scope): .popNotTop(scope: scope)
    case .livelock(let actor): .livelock(actor: actor)
    case .choiceLimit(let actor): .choiceLimit(actor: actor)
    case .noChoiceBranch(let actor, let transition):
      .noChoiceBranch(actor: actor, transition: transition)
    case .replyWithoutRequest(let actor): .replyWithoutRequest(actor: actor)
    case .mutationOutsideTransaction(let actor, let property):
      .mutationOutsideTransaction(actor: actor, property: property)
    case .mutationRuleBroken(_, let property): .mutationRuleBroken(property: property)
    case .updateDuringRefresh(_, let registration): .updateDuringRefresh(registration: registration)
    case .readOutsideMap(_, let registration, let property):
      .readOutsideMap(registration: registration, property: property)
    }
  }
}

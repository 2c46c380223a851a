import InterplayDiagnostics
import InterplayModel

/// A violation found while stepping: a built-in check failed or the model did
/// something undefined. The step still completes; callers decide what a fault means.
public enum Fault: Hashable, Sendable {
  /// No active state handles, ignores or defers a notification the actor took.
  case unhandled(actor: Int, entry: QueueEntry)
  /// A notification reached an actor that has finished (its root is in a final state),
  /// or was still queued when it finished: it is never taken.
  case sentToFinished(receiver: Int, entry: QueueEntry)
  /// A notification did not fit the receiver's queue.
  case overflow(receiver: Int, entry: QueueEntry)
  /// A `send ... after` ran while all its timers were pending (the `overflow` check).
  case timerOverflow(actor: Int, entry: QueueEntry)
  /// An `assert` failed.
  case assertion(actor: Int, message: String?, range: SourceRange)
  /// A value outside its type's range was stored or sent.
  case outOfRange(actor: Int, value: Int, range: SourceRange)
  /// An expression divided by zero (the result was taken as 0).
  case divisionByZero(actor: Int)
  /// An operation's result did not fit in 64 bits (the result was taken as 0).
  case arithmeticOverflow(actor: Int)
  /// A scope was pushed while already on a stack.
  case pushTwice(actor: Int, scope: Int)
  /// A scope was popped while not on the top of its stack.
  case popNotTop(actor: Int, scope: Int)
  /// Eventless and completion transitions kept firing past the microstep bound.
  case livelock(actor: Int)
  /// A step went through more than ``ModelLimits/maxChoicesPerStep`` ways of choosing.
  case choiceLimit(actor: Int)
  /// A transition reached a choice (or junction) none of whose branches was enabled,
  /// without an `else`: the actor is left where the transition's exits left it.
  case noChoiceBranch(actor: Int, transition: Int)
  /// `reply` ran while the actor was not handling a request.
  case replyWithoutRequest(actor: Int)
  /// A data-model property was written outside a transaction.
  case mutationOutsideTransaction(actor: Int, property: Int)
  /// The Quantwm mutation rule: an activity (a step taking a registration notification)
  /// changed a property that a registration already delivered in the same cascade reads.
  case mutationRuleBroken(actor: Int, property: Int)
  /// The activity of a smart or recurring registration (`registration`, numbered across
  /// every data model) opened a transaction: an update during the refresh, which Quantwm
  /// asserts against (only actions and hard registrations update the model).
  case updateDuringRefresh(actor: Int, registration: Int)
  /// The activity of a smart registration (`registration`) read a property outside its
  /// read map (its reads, its collectors' reads and writes) and its writes, which
  /// Quantwm asserts against: the registration is not delivered again when that property
  /// changes, so what it shows goes stale.
  case readOutsideMap(actor: Int, registration: Int, property: Int)

  /// The built-in check the fault violates; nil for errors no setting switches off.
  public var check: BuiltinCheck? {
    switch self {
    case .unhandled, .sentToFinished: .unhandled
    case .overflow, .timerOverflow: .overflow
    case .assertion: .assertions
    case .pushTwice, .popNotTop: .scopes
    case .mutationOutsideTransaction, .mutationRuleBroken, .updateDuringRefresh, .readOutsideMap:
      .mutation
    case .outOfRange, .divisionByZero, .arithmeticOverflow, .livelock, .choiceLimit,
      .noChoiceBranch, .replyWithoutRequest:
      nil
    }
  }

  /// The actor whose step caused the fault.
  public var actor: Int {
    switch self {
    case .unhandled(let actor, _), .assertion(let actor, _, _), .outOfRange(let actor, _, _),
      .divisionByZero(let actor), .arithmeticOverflow(let actor), .pushTwice(let actor, _),
      .popNotTop(let actor, _),
      .livelock(let actor), .choiceLimit(let actor), .replyWithoutRequest(let actor),
      .noChoiceBranch(let actor, _),
      .mutationOutsideTransaction(let actor, _), .mutationRuleBroken(let actor, _),
      .updateDuringRefresh(let actor, _), .readOutsideMap(let actor, _, _),
      .timerOverflow(let actor, _):
      actor
    case .overflow(let receiver, _), .sentToFinished(let receiver, _): receiver
    }
  }
}

/// A notification in a queue, decoded.
public struct QueueEntry: Hashable, Sendable {
  /// The global case id (see ``CompiledSystem/caseName(_:)``).
  public var gid: Int
  /// Whether this is the reply to a request case `gid`.
  public var isReply: Bool
  /// The sending actor; ``CompiledSystem/dataModelSender`` for registration notifications.
  public var sender: Int
  /// The payload ordinals (the reply value for a reply).
  public var payload: [UInt32]

  /// Creates an entry.
  public init(gid: Int, isReply: Bool, sender: Int, payload: [UInt32]) {
    self.gid = gid
    self.isReply = isReply
    self.sender = sender
    self.payload = payload
  }
}

/// What happened to one notification on its way into a queue.
public enum DeliveryOutcome: Hashable, Sendable {
  /// Appended to the receiver's queue.
  case queued
  /// Not queued: an equal notification was pending (`coalesce`).
  case coalesced
  /// The pending notification of the same case at `index` was removed and this one
  /// appended (`latest`).
  case replaced(index: Int)
  /// Not queued: the receiver's queue already holds `capacity` of this notifier.
  case overflow
  /// Not queued: the receiver is not alive (its scope is not pushed).
  case dropped
}

/// One notification sent during a step.
public struct Delivery: Hashable, Sendable {
  /// The receiving actor.
  public var receiver: Int
  /// The notification.
  public var entry: QueueEntry
  /// What the receiver's queue did with it.
  public var outcome: DeliveryOutcome

  /// Creates a delivery.
  public init(receiver: Int, entry: QueueEntry, outcome: DeliveryOutcome) {
    self.receiver = receiver
    self.entry = entry
    self.outcome = outcome
  }
}

/// Something observable that happened inside a step, in order.
public enum StepEvent: Hashable, Sendable {
  /// A state was exited (detailed records only).
  case exit(actor: Int, state: Int)
  /// A transition's actions ran (detailed records only).
  case transition(actor: Int, transition: Int)
  /// A state was entered (detailed records only).
  case entry(actor: Int, state: Int)
  /// A notification was sent.
  case delivered(Delivery)
  /// A scope was pushed: its actors entered their initial states.
  case push(scope: Int)
  /// A scope was popped: its actors exited, their queues were dropped.
  case pop(scope: Int)
  /// A notification queued for `receiver` was discarded without being taken: the
  /// receiver's scope was popped while it waited (recorded, one per entry in queue order,
  /// just before that pop).
  case discarded(receiver: Int, entry: QueueEntry)
  /// A data-model registration was notified (delivered to its owner).
  case registration(Int)
  /// An event was emitted while no live actor observes its notifier: nobody receives
  /// it, but it happened, and properties about it must see it.
  case unobserved(QueueEntry)
  /// An actor raised a case of its own request notifier on its internal queue (detailed
  /// records only); it is taken later in the same step.
  case raised(QueueEntry)
  /// A timer was set (`send ... after`): the request reaches `receiver` after the delay.
  case timerSet(QueueEntry, receiver: Int, milliseconds: Int)
  /// A pending timer was cancelled (`cancel`; detailed records only).
  case timerCancelled(QueueEntry)
  /// Time passed, to the earliest pending timer's deadline (a timeout step).
  case timePassed(milliseconds: Int)
  /// A nondeterministic choice took `option` (from 0) of `count` (detailed records only).
  case chose(actor: Int, option: Int, of: Int)
  /// A transition went on along branch `branch` of choice or junction `choice` (detailed
  /// records only).
  case branch(actor: Int, choice: Int, branch: Int)
}

/// How a taken notification was dealt with.
public enum TakeOutcome: Hashable, Sendable {
  /// One or more transitions fired.
  case handled
  /// An active state ignores it (or it was a registration nobody reacts to).
  case ignored
  /// An active state defers it: it stays queued and the state is unchanged.
  case deferred
  /// No active state handles, ignores or defers it: it is dropped.
  case unhandled
  /// The step took no notification.
  case none
}

/// A transition of one actor's chart.
public struct TransitionRef: Hashable, Sendable {
  /// The actor.
  public var actor: Int
  /// The transition's index in document order over the whole chart.
  public var index: Int
}

/// Everything a step did, for traces, the executor's schedule and the checker's monitors.
public struct StepRecord: Hashable, Sendable {
  /// The step; nil for the initialization of the system.
  public var step: Step?
  /// The notification taken, if any.
  public var taken: QueueEntry?
  /// How it was dealt with.
  public var outcome: TakeOutcome = .none
  /// The transitions that fired, in order (completion and eventless ones included).
  public var transitions: [TransitionRef] = []
  /// Sends, scope changes and (in detailed records) exits, transitions and entries.
  public var events: [StepEvent] = []
  /// Violations of built-in checks and runtime errors, in order.
  public var faults: [Fault] = []

  /// Creates an empty record.
  public init(step: Step?) { self.step = step }

  /// The deliveries, in order.
  public var deliveries: [Delivery] {
    events.compactMap { if case .delivered(let delivery) = $0 { delivery } else { nil } }
  }
}

/// How much a record tells.
public enum StepDetail: Sendable {
  /// Deliveries, scope changes, registrations and faults only: what schedules and
  /// monitors need, at the least cost.
  case essential
  /// Also every exit, transition and entry, in execution order: for traces and tests.
  case full
}

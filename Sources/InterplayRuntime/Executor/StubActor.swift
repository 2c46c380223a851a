/// Swift code standing in for a stub actor (an actor with no statechart) when a model
/// runs: it receives what the model sends the actor and answers with events, requests
/// and replies.
///
/// The executor calls ``receive(_:_:)`` when the stub takes a notification, in the same
/// global send order modelled actors follow. Conforming types should be value types
/// (or otherwise deterministic): sequence fragments (`alt`, `opt`, `loop`, `par`) are
/// matched by backtracking, which may replay a stub from an earlier copy.
public protocol StubActor: Sendable {
  /// Handles one notification; answer a request with ``StubOutbox/reply(_:)``.
  mutating func receive(_ notification: StubNotification, _ outbox: inout StubOutbox)
}

/// A notification a stub takes.
public struct StubNotification: Hashable, Sendable {
  /// The case name: `locate`.
  public var name: String
  /// The owner's path and the case: `Service.locate`.
  public var qualifiedName: String
  /// The sending actor's path (`data model` for a registration).
  public var sender: String
  /// The payload (the reply value for a reply).
  public var arguments: [RuntimeValue]
  /// Whether this is the reply to a request the stub sent.
  public var isReply: Bool
  /// Whether the sender waits for a reply (a request case with a reply type).
  public var expectsReply: Bool

  /// Creates a notification (the executor does; tests and conformance data too).
  public init(
    name: String, qualifiedName: String, sender: String, arguments: [RuntimeValue] = [],
    isReply: Bool = false, expectsReply: Bool = false
  ) {
    self.name = name
    self.qualifiedName = qualifiedName
    self.sender = sender
    self.arguments = arguments
    self.isReply = isReply
    self.expectsReply = expectsReply
  }

  /// The path of the actor owning the notifier: `Service` for `Service.locate`.
  public var owner: String { String(qualifiedName.dropLast(name.count + 1)) }
}

/// What a stub does in answer to one notification, in order.
public struct StubOutbox: Sendable {
  /// One action of the stub.
  public enum Action: Hashable, Sendable {
    /// Emit an event of the stub's own event notifier.
    case emit(String, [RuntimeValue])
    /// Send a request to an actor (by path).
    case send(to: String, String, [RuntimeValue])
  }

  /// The reply to the request being handled, if any.
  public private(set) var replyValue: RuntimeValue?
  /// The events and requests, in order.
  public private(set) var actions: [Action] = []
  /// Notifications the stub could not take (a case its typed binding does not know):
  /// each fails the run as a stub problem.
  public private(set) var problems: [String] = []

  /// Creates an empty outbox.
  public init() {}

  /// Answers the request being handled (use `.bool(true)` etc. for the value).
  public mutating func reply(_ value: RuntimeValue) { replyValue = value }

  /// Emits `name(arguments...)` on the stub's event notifier.
  public mutating func emit(_ name: String, _ arguments: RuntimeValue...) {
    actions.append(.emit(name, arguments))
  }

  /// Sends the request `name(arguments...)` to the actor at `actor`.
  public mutating func send(to actor: String, _ name: String, _ arguments: RuntimeValue...) {
    actions.append(.send(to: actor, name, arguments))
  }

  /// Appends one action (what generated typed outboxes do).
  public mutating func append(_ action: Action) { actions.append(action) }

  /// Notes that the stub could not take the notification it was given.
  public mutating func reject(_ problem: String) { problems.append(problem) }
}

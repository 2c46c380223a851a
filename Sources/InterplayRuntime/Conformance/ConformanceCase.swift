/// One test derived from a model for one of its actors (`interplay gen tests`): the
/// notifications the modelled actor takes on a shortest run that fires transitions not
/// fired before, each with what the model's actor sends in answer.
///
/// A Swift implementation of the actor passes when, given the same notifications in
/// the same order, it sends the same events and requests and gives the same replies
/// (see ``ConformanceCheck``).
public struct ConformanceCase: Hashable, Sendable, CustomStringConvertible {
  /// A name for the test: the actor and the transition the case was derived for.
  public var name: String
  /// The transitions of the actor this case fires, as `Idle -> Locating on Service.x`.
  public var covers: [String]
  /// The notifications, in the order the actor takes them.
  public var steps: [ConformanceStep]

  /// Creates a case.
  public init(name: String, covers: [String], steps: [ConformanceStep]) {
    self.name = name
    self.covers = covers
    self.steps = steps
  }

  /// The name (what Swift Testing shows for a parameterized test's argument).
  public var description: String { name }
}

/// One notification the actor takes, and what it must do in answer.
public struct ConformanceStep: Hashable, Sendable {
  /// The notification, as the actor's binding receives it.
  public var input: StubNotification
  /// The events it emits and the requests it sends, in order.
  public var expected: [StubOutbox.Action]
  /// The reply it gives (for a request that expects one).
  public var reply: RuntimeValue?

  /// Creates a step.
  public init(input: StubNotification, expected: [StubOutbox.Action], reply: RuntimeValue? = nil) {
    self.input = input
    self.expected = expected
    self.reply = reply
  }
}

extension StubOutbox.Action: CustomStringConvertible {
  /// `emit located(home)`, `send Service.locate`.
  public var description: String {
    switch self {
    case .emit(let name, let arguments): "emit " + Self.call(name, arguments)
    case .send(let actor, let name, let arguments): "send \(actor)." + Self.call(name, arguments)
    }
  }

  private static func call(_ name: String, _ arguments: [RuntimeValue]) -> String {
    arguments.isEmpty
      ? name : name + "(" + arguments.map(\.description).joined(separator: ", ") + ")"
  }
}

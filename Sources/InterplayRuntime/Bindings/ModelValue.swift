/// A Swift type standing for a type of an interaction model: `Bool`, `Int` for an
/// integer range, and the enums and token structs `interplay gen swift` generates.
///
/// The conversion is what lets typed Swift code talk to the executor, which speaks
/// ``RuntimeValue``. A value out of the model type's range (an `Int` past the range's
/// bounds) converts, and the executor reports it as a stub problem.
public protocol ModelValue: Hashable, Sendable {
  /// The value as the executor sees it.
  var runtimeValue: RuntimeValue { get }
  /// The Swift value of a runtime value; nil when it is of another type.
  init?(runtimeValue: RuntimeValue)
}

extension Bool: ModelValue {
  /// `.bool(self)`.
  public var runtimeValue: RuntimeValue { .bool(self) }

  /// The flag of a `.bool`.
  public init?(runtimeValue: RuntimeValue) {
    guard case .bool(let flag) = runtimeValue else { return nil }
    self = flag
  }
}

extension Int: ModelValue {
  /// `.int(self)`.
  public var runtimeValue: RuntimeValue { .int(self) }

  /// The number of an `.int`.
  public init?(runtimeValue: RuntimeValue) {
    guard case .int(let number) = runtimeValue else { return nil }
    self = number
  }
}

/// A notification case as a Swift enum value: the generated `Request`, `Event` and
/// `Reply` enums of each actor.
public protocol ModelNotification: Hashable, Sendable {
  /// The case name, as the model writes it.
  var caseName: String { get }
  /// The payload (for a reply, the one reply value).
  var arguments: [RuntimeValue] { get }
  /// The Swift value of a case name and payload; nil when the notifier has no such case
  /// or a value is of another type.
  init?(caseName: String, arguments: [RuntimeValue])
}

/// The Swift stubs of one model, by actor: the generated `Stubs` struct of each model.
///
/// ``bindings`` is keyed by actor path; only generated code writes those keys, so a
/// misspelled actor is a compile error in the code that builds the struct.
public protocol StubBindings: Sendable {
  /// The name of the model the bindings were generated from.
  static var modelName: String { get }
  /// Every bound stub, by actor path.
  var bindings: [String: any StubActor] { get }
}

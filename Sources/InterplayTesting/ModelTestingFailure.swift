/// What a failing ``ModelTesting`` run throws: every problem, each with its report.
///
/// Swift Testing and XCTest both record a thrown error as a test failure, with this
/// description.
public struct ModelTestingFailure: Error, CustomStringConvertible, Sendable {
  /// One message per problem (a failing sequence's divergence report, an input error).
  public var messages: [String]

  /// Creates a failure.
  public init(messages: [String]) { self.messages = messages }

  /// The messages, one after the other.
  public var description: String { messages.joined(separator: "\n\n") }
}

/// Why Graphviz could not render a graph.
public struct GraphvizError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The stage that failed.
  public enum Stage: String, Hashable, Sendable {
    /// Reading the DOT text.
    case parse
    /// Laying the graph out.
    case layout
    /// Producing the image.
    case render
  }

  /// The stage that failed.
  public let stage: Stage
  /// What Graphviz reported, one message per line, in order.
  public let messages: [String]

  /// Creates an error.
  public init(stage: Stage, messages: [String]) {
    self.stage = stage
    self.messages = messages
  }

  /// `graphviz layout failed: message; message`
  public var description: String {
    let detail = messages.isEmpty ? "no message" : messages.joined(separator: "; ")
    return "graphviz \(stage.rawValue) failed: \(detail)"
  }
}

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

  /// Whether Graphviz gave up on a size limit of its own (coordinates it cannot
  /// represent, a label or a rank too wide) rather than on text it could not read: the
  /// input is too big to draw, which is not a fault of Interplay's.
  public var isLayoutLimit: Bool {
    stage != .parse
      && messages.contains { message in
        Self.limitMessages.contains { message.lowercased().contains($0) }
      }
  }

  /// Graphviz's messages without their `Error:` prefixes and final periods, joined.
  public var limitDescription: String {
    messages.map { message in
      var text = Substring(message)
      if text.hasPrefix("Error: ") { text = text.dropFirst(7) }
      while text.hasSuffix(".") { text = text.dropLast() }
      return String(text)
    }.joined(separator: "; ")
  }

  /// What Graphviz says when a layout passes one of its limits.
  static let limitMessages = ["larger than maximum", "check for overwide node"]

  /// `graphviz layout failed: message; message`
  public var description: String {
    let detail = messages.isEmpty ? "no message" : messages.joined(separator: "; ")
    return "graphviz \(stage.rawValue) failed: \(detail)"
  }
}

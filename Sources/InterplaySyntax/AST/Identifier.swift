import InterplayDiagnostics

/// A name as written, with its range.
public struct Identifier: Hashable, Sendable {
  /// The name text.
  public var name: String
  /// Where it was written.
  public var range: SourceRange

  /// Creates an identifier.
  public init(_ name: String, range: SourceRange) {
    self.name = name
    self.range = range
  }
}

/// A dotted name such as `Service.event` or `Running.Paused`.
public struct Path: Hashable, Sendable {
  /// The components, at least one.
  public var components: [Identifier]
  /// Where the whole path was written.
  public var range: SourceRange

  /// Creates a path.
  public init(_ components: [Identifier], range: SourceRange) {
    self.components = components
    self.range = range
  }

  /// The path as written, components joined by dots.
  public var text: String { components.map(\.name).joined(separator: ".") }

  /// The last component.
  public var last: Identifier { components[components.count - 1] }
}

/// A string literal with its decoded value.
public struct StringLiteral: Hashable, Sendable {
  /// The decoded value (escapes resolved).
  public var value: String
  /// Where the literal was written, quotes included.
  public var range: SourceRange

  /// Creates a string literal.
  public init(_ value: String, range: SourceRange) {
    self.value = value
    self.range = range
  }
}

/// An integer literal.
public struct IntLiteral: Hashable, Sendable {
  /// The value.
  public var value: Int
  /// Where it was written.
  public var range: SourceRange

  /// Creates an integer literal.
  public init(_ value: Int, range: SourceRange) {
    self.value = value
    self.range = range
  }
}

/// A region of input the parser could not make sense of; always has a diagnostic.
public struct ErrorSyntax: Hashable, Sendable {
  /// The skipped range.
  public var range: SourceRange

  /// Creates an error node.
  public init(range: SourceRange) { self.range = range }
}

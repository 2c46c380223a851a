/// Identifies a type in ``Model/types``.
public struct TypeID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The index into ``Model/types``.
  public let rawValue: Int
  /// Creates an id from its index.
  public init(_ rawValue: Int) { self.rawValue = rawValue }
  /// Orders ids by index.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  /// `t<index>`
  public var description: String { "t\(rawValue)" }
}

/// Identifies an actor in ``Model/actors``.
public struct ActorID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The index into ``Model/actors``.
  public let rawValue: Int
  /// Creates an id from its index.
  public init(_ rawValue: Int) { self.rawValue = rawValue }
  /// Orders ids by index.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  /// `a<index>`
  public var description: String { "a\(rawValue)" }
}

/// Identifies a notifier in ``Model/notifiers``.
public struct NotifierID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The index into ``Model/notifiers``.
  public let rawValue: Int
  /// Creates an id from its index.
  public init(_ rawValue: Int) { self.rawValue = rawValue }
  /// Orders ids by index.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  /// `n<index>`
  public var description: String { "n\(rawValue)" }
}

/// Identifies a state in its actor's ``Statechart/states``.
public struct StateID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The index into ``Statechart/states``.
  public let rawValue: Int
  /// Creates an id from its index.
  public init(_ rawValue: Int) { self.rawValue = rawValue }
  /// Orders ids by index (document order).
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  /// `s<index>`
  public var description: String { "s\(rawValue)" }
}

/// Identifies a history pseudostate in its actor's ``Statechart/histories``.
public struct HistoryID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The index into ``Statechart/histories``.
  public let rawValue: Int
  /// Creates an id from its index.
  public init(_ rawValue: Int) { self.rawValue = rawValue }
  /// Orders ids by index (document order).
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  /// `h<index>`
  public var description: String { "h\(rawValue)" }
}

/// Identifies a scope stack in ``Model/stacks``.
public struct StackID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The index into ``Model/stacks``.
  public let rawValue: Int
  /// Creates an id from its index.
  public init(_ rawValue: Int) { self.rawValue = rawValue }
  /// Orders ids by index.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  /// `k<index>`
  public var description: String { "k\(rawValue)" }
}

/// Identifies a scope in ``Model/scopes``.
public struct ScopeID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The index into ``Model/scopes``.
  public let rawValue: Int
  /// Creates an id from its index.
  public init(_ rawValue: Int) { self.rawValue = rawValue }
  /// Orders ids by index.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  /// `c<index>`
  public var description: String { "c\(rawValue)" }
}

/// Identifies a data model in ``Model/dataModels``.
public struct DataModelID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The index into ``Model/dataModels``.
  public let rawValue: Int
  /// Creates an id from its index.
  public init(_ rawValue: Int) { self.rawValue = rawValue }
  /// Orders ids by index.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  /// `d<index>`
  public var description: String { "d\(rawValue)" }
}

/// Identifies a choice or junction pseudostate in its actor's ``Statechart/choices``.
public struct ChoiceID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The index into ``Statechart/choices``.
  public let rawValue: Int
  /// Creates an id from its index.
  public init(_ rawValue: Int) { self.rawValue = rawValue }
  /// Orders ids by index (document order).
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  /// `c<index>`
  public var description: String { "c\(rawValue)" }
}

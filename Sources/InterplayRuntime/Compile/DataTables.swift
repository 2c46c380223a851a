import InterplayModel

/// One data-model property, numbered across every data model.
struct PropertyTable: Sendable {
  var name: String
  var word: Int
  var lower: Int
  var cardinality: Int
  var type: Int
  var initial: UInt32
}

/// One registration, numbered across every data model.
struct RegistrationTable: Sendable {
  var name: String
  var kind: RegistrationKind
  var owner: Int
  /// Global property indexes read and written.
  var reads: [Int]
  var writes: [Int]
  /// Hard: the priority; smart: the computed level; recurring: 0.
  var rank: Int
  /// The case id delivered to the owner (`Data.registration`).
  var gid: Int
}

/// A scope stack in the packed state: a depth word, then one word per slot (scope id + 1).
struct StackTable: Sendable {
  var name: String
  var depthWord: Int
  var slots: Int
}

/// A scope: the word telling whether it is pushed, and the actors alive while it is.
struct ScopeTable: Sendable {
  var name: String
  var stack: Int
  var activeWord: Int
  var actors: [Int]
}

import InterplayDiagnostics

/// What a declared name is.
public enum SymbolKind: String, Hashable, Sendable, CaseIterable {
  /// `system Name`
  case system
  /// An actor of any role.
  case actor
  /// A `request` or `event` notifier.
  case notifier
  /// A notification case of a notifier.
  case notificationCase = "case"
  /// A state or region.
  case state
  /// A history pseudostate.
  case history
  /// A choice or junction pseudostate.
  case choice
  /// An actor variable.
  case variable
  /// `enum Name`
  case enumeration = "enum"
  /// A case of an enum.
  case enumCase = "enum case"
  /// `type Name`: an opaque token type.
  case opaqueType = "type"
  /// `stack Name`
  case stack
  /// `scope Name`
  case scope
  /// `data Name`: a Quantwm data model.
  case dataModel = "data"
  /// A node of a data model's property tree.
  case dataNode = "node"
  /// A property of a data model.
  case dataProperty = "data property"
  /// A registration of a data model.
  case registration
  /// `sequence Name`
  case sequence
  /// `property Name`: an event-ordering property.
  case property
  /// `invariant Name`
  case invariant
}

/// One declared name: what it is, where it is declared, and what contains it.
public struct Symbol: Hashable, Sendable {
  /// A key unique in its index, such as `case:Service.request.locate` or
  /// `state:Behaviour/Running.Idle`.
  public var key: String
  /// What it is.
  public var kind: SymbolKind
  /// The name as declared.
  public var name: String
  /// The qualified name users write or read (`Service.Portal`, `Running.Idle`).
  public var qualifiedName: String
  /// Where the name is declared.
  public var nameRange: SourceRange
  /// The whole declaration.
  public var range: SourceRange
  /// The key of the enclosing symbol (an actor for its states, a notifier for its cases).
  public var container: String?
  /// A short description: the declaration's first line, as written.
  public var detail: String

  /// Creates a symbol.
  public init(
    key: String, kind: SymbolKind, name: String, qualifiedName: String, nameRange: SourceRange,
    range: SourceRange, container: String?, detail: String
  ) {
    self.key = key
    self.kind = kind
    self.name = name
    self.qualifiedName = qualifiedName
    self.nameRange = nameRange
    self.range = range
    self.container = container
    self.detail = detail
  }
}

/// One place a symbol's name is written: its declaration or a reference to it.
public struct SymbolOccurrence: Hashable, Sendable {
  /// The key of the symbol named.
  public var key: String
  /// The name as written (one identifier).
  public var range: SourceRange
  /// Whether this is the declaration itself.
  public var isDeclaration: Bool

  /// Creates an occurrence.
  public init(key: String, range: SourceRange, isDeclaration: Bool) {
    self.key = key
    self.range = range
    self.isDeclaration = isDeclaration
  }
}

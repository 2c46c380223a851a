import InterplayDiagnostics

/// `node name [: Type [= value]] { properties and nodes }`: a node of a data model's
/// property tree (Quantwm's node property).
///
/// A node groups properties and nodes under one name: `Data.node.property` names a
/// property inside it. A node with a type is itself a property (what the node is: which
/// playlist is loaded, whether a document is open), assigned like any property; writing
/// it replaces the node, so every path through it changes. A node without a type is
/// fixed: it is always there, and only what it holds changes.
public struct DataNodeDecl: Hashable, Sendable {
  /// The node name.
  public var name: Identifier
  /// The type of the node's own value, when it has one.
  public var type: TypeSyntax?
  /// The initial value of the node's own value, if written.
  public var initial: Expr?
  /// The properties inside the node.
  public var properties: [VarDecl]
  /// The nodes inside the node.
  public var nodes: [DataNodeDecl]
  /// Members that failed to parse.
  public var errors: [ErrorSyntax]
  /// The whole declaration.
  public var range: SourceRange

  /// Creates the declaration.
  public init(
    name: Identifier, type: TypeSyntax? = nil, initial: Expr? = nil, properties: [VarDecl] = [],
    nodes: [DataNodeDecl] = [], errors: [ErrorSyntax] = [], range: SourceRange
  ) {
    self.name = name
    self.type = type
    self.initial = initial
    self.properties = properties
    self.nodes = nodes
    self.errors = errors
    self.range = range
  }
}

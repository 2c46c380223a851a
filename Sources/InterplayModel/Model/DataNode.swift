import InterplayDiagnostics

/// A node of a data model's property tree (Quantwm's node property).
///
/// Properties inside nodes are kept in ``DataModel/properties`` with their path from the
/// root as their name (`selected.title`); a node with a type is a property too (`selected`).
/// The nodes themselves are listed here, so that a registration can read a node (the
/// properties on its chain) or a node's subtree.
public struct DataNode: Hashable, Sendable {
  /// The path from the root, dotted (`player.queue`).
  public var name: String
  /// The node's own property (an index in ``DataModel/properties``) when it has a type;
  /// nil for a fixed node.
  public var property: Int?
  /// Where the name was written.
  public var nameRange: SourceRange

  /// Creates a node.
  public init(name: String, property: Int?, nameRange: SourceRange) {
    self.name = name
    self.property = property
    self.nameRange = nameRange
  }
}

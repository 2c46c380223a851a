import InterplayDiagnostics

/// A Quantwm data model: properties and the registrations notified when they change.
public struct DataModel: Hashable, Sendable {
  /// The data model's id (its index in ``Model/dataModels``).
  public var id: DataModelID
  /// The name.
  public var name: String
  /// The properties in document order, those inside nodes named by their path from the
  /// root (`node.property`).
  public var properties: [Variable]
  /// The nodes of the property tree in document order (parents before children).
  public var nodes: [DataNode] = []
  /// The registrations in document order.
  public var registrations: [Registration]
  /// Where the name was written.
  public var nameRange: SourceRange
  /// The whole declaration.
  public var range: SourceRange

  /// Creates a data model.
  public init(
    id: DataModelID, name: String, properties: [Variable] = [],
    registrations: [Registration] = [], nameRange: SourceRange, range: SourceRange
  ) {
    self.id = id
    self.name = name
    self.properties = properties
    self.registrations = registrations
    self.nameRange = nameRange
    self.range = range
  }
}

/// An activity registered for notification when properties it reads change.
public struct Registration: Hashable, Sendable {
  /// The registration name.
  public var name: String
  /// Hard, smart or recurring.
  public var kind: RegistrationKind
  /// Whether it was declared with `collector`.
  public var isCollector = false
  /// The actor whose activity runs.
  public var owner: ActorID
  /// The properties that trigger it and that it may read: those its paths name, in the
  /// order written (every property on a path's chain, a subtree's every property), then
  /// what its collectors read and write.
  public var reads: [PropertyRef]
  /// Its collectors (indexes in ``DataModel/registrations``), in the order written.
  public var collectors: [Int] = []
  /// Properties written, in the order written.
  public var writes: [PropertyRef]
  /// The priority (hard registrations), if written.
  public var priority: Int?
  /// Where the name was written.
  public var nameRange: SourceRange
  /// The whole declaration.
  public var range: SourceRange

  /// Creates a registration.
  public init(
    name: String, kind: RegistrationKind, owner: ActorID, reads: [PropertyRef] = [],
    writes: [PropertyRef] = [], priority: Int? = nil, nameRange: SourceRange,
    range: SourceRange
  ) {
    self.name = name
    self.kind = kind
    self.owner = owner
    self.reads = reads
    self.writes = writes
    self.priority = priority
    self.nameRange = nameRange
    self.range = range
  }
}

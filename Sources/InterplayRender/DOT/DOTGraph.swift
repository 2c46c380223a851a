/// A Graphviz graph as a value: what the diagram builders produce and the renderer lays out.
///
/// Statements keep the order they were added in and ``DOTWriter`` prints them in that
/// order, so the same graph always gives the same DOT text.
public struct DOTGraph: Hashable, Sendable {
  /// The graph's name (an identifier; quoted when written if it needs to be).
  public var name: String
  /// Graph attributes (`graph [...]`).
  public var attributes: DOTAttributes
  /// Defaults for every node (`node [...]`).
  public var nodeDefaults: DOTAttributes
  /// Defaults for every edge (`edge [...]`).
  public var edgeDefaults: DOTAttributes
  /// Nodes, edges and subgraphs in order.
  public var statements: [DOTStatement]

  /// Creates a directed graph.
  public init(
    name: String, attributes: DOTAttributes = [:], nodeDefaults: DOTAttributes = [:],
    edgeDefaults: DOTAttributes = [:], statements: [DOTStatement] = []
  ) {
    self.name = name
    self.attributes = attributes
    self.nodeDefaults = nodeDefaults
    self.edgeDefaults = edgeDefaults
    self.statements = statements
  }

  /// Every node at any depth, in statement order.
  public var allNodes: [DOTNode] { DOTStatement.nodes(in: statements) }

  /// Every edge at any depth, in statement order.
  public var allEdges: [DOTEdge] { DOTStatement.edges(in: statements) }

  /// Every subgraph at any depth, parents before children.
  public var allSubgraphs: [DOTSubgraph] { DOTStatement.subgraphs(in: statements) }
}

/// One statement of a graph or subgraph body.
public indirect enum DOTStatement: Hashable, Sendable {
  /// A node with its attributes.
  case node(DOTNode)
  /// An edge with its attributes.
  case edge(DOTEdge)
  /// A subgraph (a cluster when its id starts with `cluster`).
  case subgraph(DOTSubgraph)

  static func nodes(in statements: [DOTStatement]) -> [DOTNode] {
    statements.flatMap { statement -> [DOTNode] in
      switch statement {
      case .node(let node): [node]
      case .edge: []
      case .subgraph(let subgraph): nodes(in: subgraph.statements)
      }
    }
  }

  static func edges(in statements: [DOTStatement]) -> [DOTEdge] {
    statements.flatMap { statement -> [DOTEdge] in
      switch statement {
      case .node: []
      case .edge(let edge): [edge]
      case .subgraph(let subgraph): edges(in: subgraph.statements)
      }
    }
  }

  static func subgraphs(in statements: [DOTStatement]) -> [DOTSubgraph] {
    statements.flatMap { statement -> [DOTSubgraph] in
      if case .subgraph(let subgraph) = statement {
        return [subgraph] + subgraphs(in: subgraph.statements)
      }
      return []
    }
  }
}

/// A subgraph; Graphviz draws it as a box around its contents when it is a cluster.
public struct DOTSubgraph: Hashable, Sendable {
  /// The id; `cluster_...` makes it a cluster.
  public var id: String
  /// Subgraph attributes (`graph [...]` inside it).
  public var attributes: DOTAttributes
  /// Defaults for nodes inside it.
  public var nodeDefaults: DOTAttributes
  /// The contents in order.
  public var statements: [DOTStatement]

  /// Creates a subgraph.
  public init(
    id: String, attributes: DOTAttributes = [:], nodeDefaults: DOTAttributes = [:],
    statements: [DOTStatement] = []
  ) {
    self.id = id
    self.attributes = attributes
    self.nodeDefaults = nodeDefaults
    self.statements = statements
  }

  /// Whether Graphviz draws it as a cluster.
  public var isCluster: Bool { id.hasPrefix("cluster") }
}

/// A node: an id (never user text) and its attributes.
public struct DOTNode: Hashable, Sendable {
  /// The node id.
  public var id: String
  /// The attributes.
  public var attributes: DOTAttributes

  /// Creates a node.
  public init(_ id: String, _ attributes: DOTAttributes = [:]) {
    self.id = id
    self.attributes = attributes
  }
}

/// A directed edge between two node ids.
public struct DOTEdge: Hashable, Sendable {
  /// The tail node id.
  public var tail: String
  /// The head node id.
  public var head: String
  /// The attributes.
  public var attributes: DOTAttributes

  /// Creates an edge.
  public init(_ tail: String, _ head: String, _ attributes: DOTAttributes = [:]) {
    self.tail = tail
    self.head = head
    self.attributes = attributes
  }
}

/// The dependency graph of one data model's smart registrations (Quantwm).
///
/// A smart registration depends on another when it reads a property the other writes, so
/// it must run after it: its level is one more than the highest level it depends on, and
/// level 1 depends on nothing. Levels are numbered as Quantwm numbers them: Quantwm gives
/// a property no smart registration writes level 1, a written property one more than the
/// highest level its writer reads, and a registration the highest level it reads, which
/// for registrations that read something (the resolver rejects a smart registration that
/// reads nothing) is the same number. Nodes are the smart registrations in document
/// order. Lint reports cycles and levels from it, and the topology diagram labels
/// registrations with their levels.
public struct SmartDependencies: Sendable {
  /// The indexes (in ``DataModel/registrations``) of the smart registrations, in order.
  public let smart: [Int]
  /// For each node, the nodes that depend on it, in document order.
  public let edges: [[Int]]
  private let dataModel: DataModel

  /// Builds the graph of a data model.
  public init(_ dataModel: DataModel) {
    self.dataModel = dataModel
    let smart = dataModel.registrations.indices.filter {
      dataModel.registrations[$0].kind == .smart
    }
    var writers = Array(repeating: [Int](), count: dataModel.properties.count)
    for (node, index) in smart.enumerated() {
      for write in dataModel.registrations[index].writes where writers[write.index].last != node {
        writers[write.index].append(node)
      }
    }
    var dependents = Array(repeating: [Int](), count: smart.count)
    for (node, index) in smart.enumerated() {
      var seen = Set<Int>()
      for read in dataModel.registrations[index].reads {
        for writer in writers[read.index] where writer != node && seen.insert(writer).inserted {
          dependents[writer].append(node)
        }
      }
    }
    self.smart = smart
    self.edges = dependents.map { $0.sorted() }
  }

  /// The registration of a node.
  public func registration(_ node: Int) -> Registration {
    dataModel.registrations[smart[node]]
  }

  /// The first property `dependent` reads that `node` writes.
  public func sharedProperty(from node: Int, to dependent: Int) -> Variable? {
    let writes = registration(node).writes
    return registration(dependent).reads.first { writes.contains($0) }.map {
      dataModel.properties[$0.index]
    }
  }

  /// The level of each node, or nil when the dependencies form a cycle.
  public func levels() -> [Int]? {
    var incoming = Array(repeating: 0, count: smart.count)
    for targets in edges { for target in targets { incoming[target] += 1 } }
    var level = Array(repeating: 1, count: smart.count)
    var ready = (0..<smart.count).filter { incoming[$0] == 0 }
    var head = 0
    while head < ready.count {
      let node = ready[head]
      head += 1
      for target in edges[node] {
        level[target] = max(level[target], level[node] + 1)
        incoming[target] -= 1
        if incoming[target] == 0 { ready.append(target) }
      }
    }
    return head == smart.count ? level : nil
  }
}

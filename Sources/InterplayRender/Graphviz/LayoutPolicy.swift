/// The size guard: how big graphs are laid out so no render takes more than a few
/// seconds.
///
/// `dot` is excellent on small graphs and slow on big ones: on this project's machine,
/// 100 nodes with long edge labels took 1.1 s and 200 took 56 s; a generated statechart
/// of 200 states (600 nodes with its transition labels) took 95 s. So:
///
/// | graph (nodes, labelled edges) | layout |
/// | --- | --- |
/// | up to ``fullLimit`` | `dot`, as built |
/// | up to ``reducedLimit`` | `dot` with edge labels as `xlabel` (placed after layout, so they no longer widen ranks) and bounded crossing minimisation (`mclimit`, `nslimit`) |
/// | bigger | `sfdp` with `xlabel`s and overlap removal; clusters are not drawn |
///
/// Every label is still drawn (`xlabel`s may overlap; none is dropped). `nop` and `nop2`
/// graphs (sequence diagrams) are pinned and never change. The plan's ``Plan/note`` says
/// what was changed, so a caller can tell the user.
public enum LayoutPolicy {
  /// The largest graph drawn as built: nodes and labelled edges.
  public static let fullLimit = (nodes: 120, labelledEdges: 160)
  /// The largest graph still drawn with `dot`.
  public static let reducedLimit = (nodes: 300, labelledEdges: 400)

  /// What is rendered.
  public struct Plan: Hashable, Sendable {
    /// The graph, possibly simplified.
    public var graph: DOTGraph
    /// The engine.
    public var engine: LayoutEngine
    /// What the guard changed, if anything.
    public var note: String?
  }

  /// The plan for `graph` meant for `engine`.
  public static func plan(_ graph: DOTGraph, engine: LayoutEngine) -> Plan {
    guard engine == .dot else { return Plan(graph: graph, engine: engine, note: nil) }
    let nodes = graph.allNodes.count
    let labelled = graph.allEdges.filter { $0.attributes["label"] != nil }.count
    if nodes <= fullLimit.nodes && labelled <= fullLimit.labelledEdges {
      return Plan(graph: graph, engine: .dot, note: nil)
    }
    var reduced = graph
    reduced.statements = labelsToXLabels(graph.statements)
    let size = "\(nodes) nodes, \(labelled) labelled edges"
    let labels = labelled > 0 ? ", edge labels placed after layout" : ""
    if nodes <= reducedLimit.nodes && labelled <= reducedLimit.labelledEdges {
      reduced.attributes["mclimit"] = "0.3"
      reduced.attributes["nslimit"] = "2"
      reduced.attributes["nslimit1"] = "2"
      return Plan(
        graph: reduced, engine: .dot,
        note: "big graph (\(size)): crossing minimisation bounded" + labels)
    }
    reduced.attributes["overlap"] = "prism"
    reduced.attributes["splines"] = "false"
    reduced.attributes["compound"] = nil
    reduced.attributes["newrank"] = nil
    return Plan(
      graph: reduced, engine: .sfdp,
      note: "very big graph (\(size)): drawn with sfdp, without clusters" + labels)
  }

  private static func labelsToXLabels(_ statements: [DOTStatement]) -> [DOTStatement] {
    statements.map { statement in
      switch statement {
      case .node: return statement
      case .edge(var edge):
        if let label = edge.attributes["label"] {
          edge.attributes["label"] = nil
          edge.attributes["xlabel"] = label
        }
        return .edge(edge)
      case .subgraph(var subgraph):
        subgraph.statements = labelsToXLabels(subgraph.statements)
        return .subgraph(subgraph)
      }
    }
  }
}

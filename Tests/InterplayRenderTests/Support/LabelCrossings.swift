import Foundation

@testable import InterplayRender

/// Edge labels that an edge runs through: each label's text runs, measured as Graphviz
/// draws them (``TextMetrics/engine``), against every edge's path, sampled along its Bézier
/// segments. The arrowheads are left out: they are drawn at a node, not through a label.
enum LabelCrossings {
  /// `tail->head 'text' struck by tail->head` for each run that a path passes through.
  static func crossings(in svg: SVGDocument) throws -> [String] {
    let edges = try svg.groups("edge")
    let paths = edges.map { edge in
      (edge.title, edge.paths.flatMap { SVGGeometry.sampled($0) })
    }
    var result: [String] = []
    for edge in edges {
      for run in edge.runs where !run.text.trimmingCharacters(in: .whitespaces).isEmpty {
        let width = TextMetrics.engine.width(
          of: run.text, fontSize: run.size, bold: run.bold, italic: run.italic)
        let box = SVGGeometry.box(of: run, width: width)
        for (title, points) in paths where points.contains(where: { SVGGeometry.contains(box, $0) })
        {
          result.append("\(edge.title) '\(run.text)' struck by \(title)")
        }
      }
    }
    return result
  }
}

/// Shapes at computed positions, turned into a DOT graph for the `nop2` engine.
///
/// Coordinates here grow downwards, as the layout is computed; ``graph(name:)``
/// translates them into Graphviz's (points, y up, a margin round the drawing). Lines
/// are edges between invisible pinned points, with their spline given too (`pos`), so
/// Graphviz routes nothing: routing straight lines still cost it a visibility check of
/// every node against every other. Lifelines are cut wherever an opaque
/// shape (a note, a label, an activation bar) covers them, because Graphviz draws
/// every node before any edge (`outputorder=nodesfirst`) and a line would cross it.
struct SequenceCanvas {
  /// A point, y growing downwards.
  struct Point: Hashable {
    var x: Double
    var y: Double
  }

  /// What is drawn first: lower layers are underneath.
  enum Layer: Int, Comparable {
    case background, bar, box, text
    static func < (lhs: Layer, rhs: Layer) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  struct Node {
    var id: String
    var center: Point
    var width: Double
    var height: Double
    var attributes: DOTAttributes
    var layer: Layer
    /// Whether lifelines are cut around it.
    var isOpaque: Bool
    /// Whether Graphviz is told the size (`fixedsize`), or it sizes the label itself.
    var isFixedSize: Bool
  }

  struct Line {
    var id: String
    var points: [Point]
    var attributes: DOTAttributes
  }

  struct Lifeline {
    var id: String
    var x: Double
    var top: Double
    var bottom: Double
    var attributes: DOTAttributes
  }

  var nodes: [Node] = []
  var lines: [Line] = []
  var lifelines: [Lifeline] = []
  let margin = 12.0

  mutating func box(
    _ id: String, center: Point, width: Double, height: Double, layer: Layer,
    opaque: Bool, fixed: Bool = true, _ attributes: DOTAttributes
  ) {
    nodes.append(
      Node(
        id: id, center: center, width: width, height: height, attributes: attributes, layer: layer,
        isOpaque: opaque, isFixedSize: fixed))
  }

  mutating func line(_ id: String, _ points: [Point], _ attributes: DOTAttributes) {
    lines.append(Line(id: id, points: points, attributes: attributes))
  }

  /// The bounding box of everything placed so far: (minX, minY, maxX, maxY).
  var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double) {
    var box = (
      minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity
    )
    for node in nodes {
      box.minX = min(box.minX, node.center.x - node.width / 2)
      box.maxX = max(box.maxX, node.center.x + node.width / 2)
      box.minY = min(box.minY, node.center.y - node.height / 2)
      box.maxY = max(box.maxY, node.center.y + node.height / 2)
    }
    for point in lines.flatMap(\.points)
      + lifelines.flatMap({ [Point(x: $0.x, y: $0.top), Point(x: $0.x, y: $0.bottom)] })
    {
      box = (
        min(box.minX, point.x), min(box.minY, point.y), max(box.maxX, point.x),
        max(box.maxY, point.y)
      )
    }
    return box.minX.isFinite ? box : (0, 0, 0, 0)
  }

  /// The parts of a lifeline no opaque node covers.
  func segments(of lifeline: Lifeline) -> [(Double, Double)] {
    let covers = nodes.filter {
      $0.isOpaque && abs($0.center.x - lifeline.x) <= $0.width / 2
    }.map { ($0.center.y - $0.height / 2, $0.center.y + $0.height / 2) }.sorted { $0.0 < $1.0 }
    var result: [(Double, Double)] = []
    var start = lifeline.top
    for (coverTop, coverBottom) in covers {
      if coverTop > start { result.append((start, min(coverTop, lifeline.bottom))) }
      start = max(start, coverBottom)
      if start >= lifeline.bottom { break }
    }
    if start < lifeline.bottom { result.append((start, lifeline.bottom)) }
    return result.filter { $0.1 - $0.0 > 0.5 }
  }

  /// The DOT graph: nodes by layer (stable), then lines and lifeline segments.
  func graph(name: String, attributes: DOTAttributes, nodeDefaults: DOTAttributes) -> DOTGraph {
    let box = bounds
    let height = box.maxY - box.minY + 2 * margin
    func place(_ point: Point) -> DOTValue {
      .point(point.x - box.minX + margin, height - (point.y - box.minY + margin))
    }
    var statements: [DOTStatement] = []
    let ordered = nodes.enumerated().sorted {
      ($0.element.layer, $0.offset) < ($1.element.layer, $1.offset)
    }
    for (_, node) in ordered {
      var attributes = node.attributes
      attributes["pos"] = place(node.center)
      if node.isFixedSize {
        attributes["width"] = .number(node.width / 72)
        attributes["height"] = .number(node.height / 72)
        attributes["fixedsize"] = "true"
      }
      // The node's SVG id is its DOT id (`m3_label`: message 3's label), so the HTML
      // report can find it.
      attributes["id"] = .text(node.id)
      statements.append(.node(DOTNode(node.id, attributes)))
    }
    var edges: [DOTStatement] = []
    func polyline(_ id: String, _ points: [Point], _ attributes: DOTAttributes) {
      for (index, point) in points.enumerated() {
        statements.append(
          .node(
            DOTNode(
              "\(id)_\(index)",
              [
                "shape": "point", "style": "invis", "width": "0", "height": "0", "label": "",
                "pos": place(point),
              ])))
      }
      for index in points.indices.dropFirst() {
        var segment = attributes
        // Only the last segment of a bent line carries the arrow.
        if index < points.count - 1 { segment["arrowhead"] = "none" }
        // `m3_seg0`: the first segment of message 3's arrow (SVG ids for the HTML report).
        segment["id"] = .text("\(id)_seg\(index - 1)")
        segment["pos"] = .text(
          Self.splinePosition(
            from: points[index - 1], to: points[index], arrow: segment["arrowhead"] != "none",
            arrowSize: segment["arrowsize"], place: place))
        edges.append(.edge(DOTEdge("\(id)_\(index - 1)", "\(id)_\(index)", segment)))
      }
    }
    for lifeline in lifelines {
      for (index, segment) in segments(of: lifeline).enumerated() {
        var attributes = lifeline.attributes
        attributes["arrowhead"] = "none"
        polyline(
          "\(lifeline.id)_\(index)",
          [Point(x: lifeline.x, y: segment.0), Point(x: lifeline.x, y: segment.1)],
          attributes)
      }
    }
    for line in lines { polyline(line.id, line.points, line.attributes) }
    var graphAttributes = attributes
    graphAttributes["notranslate"] = "true"
    graphAttributes["splines"] = "line"
    graphAttributes["outputorder"] = "nodesfirst"
    graphAttributes["bb"] = .text(
      "0,0," + DOTValue.format(box.maxX - box.minX + 2 * margin) + "," + DOTValue.format(height))
    var edgeDefaults = DiagramTheme.edgeDefaults()
    edgeDefaults["headclip"] = "false"
    edgeDefaults["tailclip"] = "false"
    return DOTGraph(
      name: name, attributes: graphAttributes, nodeDefaults: nodeDefaults,
      edgeDefaults: edgeDefaults,
      statements: statements + edges)
  }

  /// An edge's `pos` for the `nop2` engine, which then routes nothing: a straight cubic
  /// from `a` to `b`, ending short of `b` by the arrowhead's length when there is one
  /// (`e,x,y` is where the arrow's tip goes).
  static func splinePosition(
    from a: Point, to b: Point, arrow: Bool, arrowSize: DOTValue?,
    place: (Point) -> DOTValue
  ) -> String {
    func text(_ point: Point) -> String {
      if case .text(let value) = place(point) { return value }
      return ""
    }
    var end = b
    var prefix = ""
    if arrow {
      var size = 0.7
      if case .text(let value)? = arrowSize, let number = Double(value) { size = number }
      let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
      let arrowLength = min(10 * size, length)
      if length > 0 {
        end = Point(
          x: b.x - (b.x - a.x) / length * arrowLength, y: b.y - (b.y - a.y) / length * arrowLength)
      }
      prefix = "e," + text(b) + " "
    }
    let first = Point(x: a.x + (end.x - a.x) / 3, y: a.y + (end.y - a.y) / 3)
    let second = Point(x: a.x + (end.x - a.x) * 2 / 3, y: a.y + (end.y - a.y) * 2 / 3)
    return prefix + [a, first, second, end].map(text).joined(separator: " ")
  }
}

import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Boxes and text runs read from Graphviz's SVG, for tests that check text fits its shape.
enum SVGGeometry {
  /// An axis-aligned box in SVG coordinates (y grows downwards).
  struct Box: Equatable, CustomStringConvertible {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    var width: Double { maxX - minX }
    var height: Double { maxY - minY }

    /// The smallest box holding both.
    func union(_ other: Box) -> Box {
      Box(
        minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX),
        maxY: max(maxY, other.maxY))
    }

    /// The smallest box holding the points, nil for none.
    static func around(_ points: [(Double, Double)]) -> Box? {
      guard let first = points.first else { return nil }
      return points.dropFirst().reduce(
        Box(minX: first.0, minY: first.1, maxX: first.0, maxY: first.1)
      ) {
        Box(
          minX: min($0.minX, $1.0), minY: min($0.minY, $1.1), maxX: max($0.maxX, $1.0),
          maxY: max($0.maxY, $1.1))
      }
    }

    var description: String {
      String(format: "[%.1f…%.1f × %.1f…%.1f]", minX, maxX, minY, maxY)
    }
  }

  /// One `<text>` element: one run of text in one face.
  struct Text {
    var text: String
    var x: Double
    /// The baseline.
    var y: Double
    /// `start`, `middle` or `end`.
    var anchor: String
    var size: Double
    var bold: Bool
    var italic: Bool

    /// Where the run goes left and right, for a width measured by the font engine.
    func span(width: Double) -> (low: Double, high: Double) {
      switch anchor {
      case "start": (x, x + width)
      case "end": (x - width, x)
      default: (x - width / 2, x + width / 2)
      }
    }
  }

  /// The outline of a group: the box round every polygon, path, ellipse and polyline
  /// inside it drawn with a visible stroke (a plain-text node's transparent box is not).
  static func outline(of element: XMLElement) throws -> Box? {
    var result: Box?
    let shapes = try element.nodes(
      forXPath:
        "./*[local-name()='polygon' or local-name()='path' or local-name()='ellipse' or local-name()='polyline']"
    ).compactMap { $0 as? XMLElement }
    for shape in shapes {
      let stroke = attribute(shape, "stroke") ?? "black"
      guard stroke != "transparent" && stroke != "none" else { continue }
      guard let box = box(of: shape) else { continue }
      result = result.map { $0.union(box) } ?? box
    }
    return result
  }

  /// An attribute's value (FoundationXML's `attribute(forName:)` finds none in a document
  /// with a default namespace, as SVG has).
  static func attribute(_ element: XMLElement, _ name: String) -> String? {
    element.attributes?.first { $0.name == name }?.stringValue
  }

  /// The box of one shape element.
  static func box(of shape: XMLElement) -> Box? {
    func number(_ name: String) -> Double? {
      attribute(shape, name).flatMap(Double.init)
    }
    switch shape.localName {
    case "ellipse":
      guard let cx = number("cx"), let cy = number("cy"), let rx = number("rx"),
        let ry = number("ry")
      else { return nil }
      return Box(minX: cx - rx, minY: cy - ry, maxX: cx + rx, maxY: cy + ry)
    case "path":
      return Box.around(pairs(attribute(shape, "d") ?? ""))
    default:
      return Box.around(pairs(attribute(shape, "points") ?? ""))
    }
  }

  /// The coordinate pairs of a `points` list or a path of absolute commands (`M`, `C`).
  static func pairs(_ text: String) -> [(Double, Double)] {
    let numbers = text.split { !"0123456789.-e".contains($0) }.compactMap { Double($0) }
    return stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
  }

  /// Every `<text>` inside an element, in document order.
  static func texts(in element: XMLElement) throws -> [Text] {
    try element.nodes(forXPath: ".//*[local-name()='text']").compactMap { $0 as? XMLElement }
      .map { text in
        func value(_ name: String) -> String? { attribute(text, name) }
        return Text(
          text: text.stringValue ?? "", x: value("x").flatMap(Double.init) ?? .nan,
          y: value("y").flatMap(Double.init) ?? .nan, anchor: value("text-anchor") ?? "start",
          size: value("font-size").flatMap(Double.init) ?? 14,
          bold: value("font-weight") == "bold", italic: value("font-style") == "italic")
      }
  }
}

extension SVGGeometry {
  /// Points along a path of cubic Bézier segments (`M p0 C p1 p2 p3 p4 p5 p6 ...`, as
  /// Graphviz draws edges), `steps` per segment.
  static func sampled(_ controls: [(Double, Double)], steps: Int = 16) -> [(Double, Double)] {
    guard controls.count >= 4 else { return controls }
    var points: [(Double, Double)] = []
    for start in stride(from: 0, to: controls.count - 3, by: 3) {
      let (p0, p1, p2, p3) = (
        controls[start], controls[start + 1], controls[start + 2], controls[start + 3]
      )
      for step in 0...steps {
        let t = Double(step) / Double(steps)
        let (a, b, c, d) = (
          (1 - t) * (1 - t) * (1 - t), 3 * (1 - t) * (1 - t) * t, 3 * (1 - t) * t * t, t * t * t
        )
        points.append(
          (
            a * p0.0 + b * p1.0 + c * p2.0 + d * p3.0, a * p0.1 + b * p1.1 + c * p2.1 + d * p3.1
          ))
      }
    }
    return points
  }

  /// The box a text run covers, its width measured by `width`: from the baseline up by
  /// three quarters of the font size (the height of capitals), inset by `inset` points.
  static func box(of text: Text, width: Double, inset: Double = 1) -> Box {
    let span = text.span(width: width)
    return Box(
      minX: span.low + inset, minY: text.y - text.size * 0.75 + inset, maxX: span.high - inset,
      maxY: text.y - inset)
  }

  /// Whether a point lies inside a box.
  static func contains(_ box: Box, _ point: (Double, Double)) -> Bool {
    box.minX <= point.0 && point.0 <= box.maxX && box.minY <= point.1 && point.1 <= box.maxY
  }
}

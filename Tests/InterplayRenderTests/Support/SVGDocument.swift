import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An SVG produced by Graphviz, parsed, with the parts tests look at.
struct SVGDocument {
  /// One `<g class="node|edge|cluster">` group.
  struct Group {
    /// The `<title>`: the node id, `tail->head`, or the cluster id.
    var title: String
    /// Every `<text>` inside, in document order.
    var texts: [String]
    /// The x and y of each text.
    var positions: [(x: Double, y: Double)]
    /// Tooltips (`xlink:title` of links inside).
    var tooltips: [String]
    /// Where each `<path>` inside starts (the `M x,y` of its `d`).
    var pathStarts: [(x: Double, y: Double)]
    /// The points of each `<path>` inside: for an edge, its Bézier control points.
    var paths: [[(Double, Double)]]
    /// The box round its shapes drawn with a visible stroke; nil when it has none.
    var outline: SVGGeometry.Box?
    /// Its text runs with position, anchor and face.
    var runs: [SVGGeometry.Text]
  }

  let document: XMLDocument

  /// Parses SVG bytes; fails the test when they are not well-formed XML.
  init(_ bytes: [UInt8]) throws {
    document = try XMLDocument(data: Data(bytes), options: [])
  }

  /// The groups of a Graphviz class: `node`, `edge` or `cluster`.
  func groups(_ kind: String) throws -> [Group] {
    try document.nodes(forXPath: "//*[local-name()='g'][@class='\(kind)']").map { node in
      let element = try #require(node as? XMLElement)
      let title = try element.nodes(forXPath: "./*[local-name()='title']").first?.stringValue ?? ""
      let textElements = try element.nodes(forXPath: ".//*[local-name()='text']")
        .compactMap { $0 as? XMLElement }
      let tooltips = try element.nodes(forXPath: ".//*[local-name()='a']/@*[local-name()='title']")
        .compactMap(\.stringValue)
      let pathStarts = try element.nodes(forXPath: ".//*[local-name()='path']/@d").map {
        let numbers = ($0.stringValue ?? "").dropFirst().split { !"0123456789.-".contains($0) }
        return (
          Double(numbers.first ?? "") ?? .nan, Double(numbers.dropFirst().first ?? "") ?? .nan
        )
      }
      return Group(
        title: title, texts: textElements.map { $0.stringValue ?? "" },
        positions: try textElements.map { text in
          func number(_ name: String) throws -> Double {
            Double(try text.nodes(forXPath: "@" + name).first?.stringValue ?? "") ?? .nan
          }
          return (try number("x"), try number("y"))
        }, tooltips: tooltips, pathStarts: pathStarts,
        paths: try element.nodes(forXPath: ".//*[local-name()='path']/@d").map {
          SVGGeometry.pairs($0.stringValue ?? "")
        },
        outline: try SVGGeometry.outline(of: element), runs: try SVGGeometry.texts(in: element))
    }
  }

  /// The drawing's background: the box of the graph's own polygon.
  var canvas: SVGGeometry.Box? {
    get throws {
      let polygon =
        try document.nodes(
          forXPath: "//*[local-name()='g'][@class='graph']/*[local-name()='polygon']"
        ).first as? XMLElement
      return polygon.flatMap(SVGGeometry.box(of:))
    }
  }

  /// The group of a class with a title.
  func group(_ kind: String, titled title: String) throws -> Group {
    try #require(try groups(kind).first { $0.title == title }, "no \(kind) titled \(title)")
  }

  /// Every text in the document, in order.
  var allTexts: [String] {
    get throws {
      try document.nodes(forXPath: "//*[local-name()='text']").map { $0.stringValue ?? "" }
    }
  }

  /// Names of every element in the document.
  var elementNames: Set<String> {
    get throws {
      Set(try document.nodes(forXPath: "//*").compactMap { ($0 as? XMLElement)?.localName })
    }
  }
}

/// Graphviz's SVG made fit to sit inside the page: the XML prolog, doctype and comments
/// removed, every element id prefixed (several drawings share one document, and
/// Graphviz numbers `node1`, `edge1`, ... in each), and heat classes added.
enum InlineSVG {
  /// The `<svg>` element of `svg`, ids prefixed with `prefix`; `heat` gives, for an
  /// element id (unprefixed), its count and heat level, which become `data-count` and
  /// the classes `heat heat-<level>`.
  static func inline(_ svg: String, prefix: String, heat: (String) -> (count: Int, level: Int)?)
    -> String
  {
    var text = Substring(svg)
    if let start = text.range(of: "<svg") { text = text[start.lowerBound...] }
    var output = ""
    output.reserveCapacity(text.utf8.count + 1024)
    while let comment = text.range(of: "<!--") {
      output += text[..<comment.lowerBound]
      guard let end = text[comment.upperBound...].range(of: "-->") else {
        text = ""
        break
      }
      text = text[end.upperBound...]
    }
    output += text
    return output.replacing(#/\sid="([^"]*)"(\sclass="([^"]*)")?/#) { match in
      let id = String(match.output.1)
      var replacement = " id=\"" + prefix + id + "\""
      var classes = match.output.3.map(String.init) ?? ""
      if let (count, level) = heat(Self.unescaped(id)) {
        replacement += " data-count=\"\(count)\""
        classes += (classes.isEmpty ? "" : " ") + "heat heat-\(level)"
      }
      if !classes.isEmpty { replacement += " class=\"" + classes + "\"" }
      return replacement
    }
  }

  /// An id as Graphviz wrote it, with its `&#45;` for `-` decoded.
  static func unescaped(_ id: String) -> String {
    id.replacing("&#45;", with: "-")
  }

  /// Heat level 1 to 5 of `count` against the largest count (log scale); 0 for none.
  static func level(_ count: Int, max: Int) -> Int {
    guard count > 0 else { return 0 }
    guard max > 1 else { return 5 }
    let ratio = log2(Double(count)) / log2(Double(max))
    return 1 + min(4, Int((ratio * 4).rounded(.down)))
  }

  private static func log2(_ value: Double) -> Double {
    var value = value
    var result = 0.0
    // Integer part by halving, fraction by squaring: exact enough for five levels and
    // the same on every machine (no libm).
    while value >= 2 {
      value /= 2
      result += 1
    }
    var fraction = 0.5
    for _ in 0..<20 {
      value *= value
      if value >= 2 {
        value /= 2
        result += fraction
      }
      fraction /= 2
    }
    return result
  }
}

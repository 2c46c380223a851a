import InterplayDiagnostics

/// Prints a ``DOTGraph`` as DOT text: statements in order, two-space indentation,
/// identifiers quoted when they need to be, text values escaped.
public enum DOTWriter {
  /// The DOT text of a graph.
  public static func write(_ graph: DOTGraph) -> String {
    var out = "digraph \(identifier(graph.name)) {\n"
    writeDefaults("graph", graph.attributes, indent: "  ", into: &out)
    writeDefaults("node", graph.nodeDefaults, indent: "  ", into: &out)
    writeDefaults("edge", graph.edgeDefaults, indent: "  ", into: &out)
    write(graph.statements, indent: "  ", into: &out)
    out += "}\n"
    return out
  }

  private static func write(_ statements: [DOTStatement], indent: String, into out: inout String) {
    for statement in statements {
      switch statement {
      case .node(let node):
        out += indent + identifier(node.id) + attributeList(node.attributes) + ";\n"
      case .edge(let edge):
        out += indent + identifier(edge.tail) + " -> " + identifier(edge.head)
        out += attributeList(edge.attributes) + ";\n"
      case .subgraph(let subgraph):
        out += indent + "subgraph " + identifier(subgraph.id) + " {\n"
        let inner = indent + "  "
        writeDefaults("graph", subgraph.attributes, indent: inner, into: &out)
        writeDefaults("node", subgraph.nodeDefaults, indent: inner, into: &out)
        write(subgraph.statements, indent: inner, into: &out)
        out += indent + "}\n"
      }
    }
  }

  private static func writeDefaults(
    _ keyword: String, _ attributes: DOTAttributes, indent: String, into out: inout String
  ) {
    guard !attributes.isEmpty else { return }
    out += indent + keyword + attributeList(attributes) + ";\n"
  }

  private static func attributeList(_ attributes: DOTAttributes) -> String {
    guard !attributes.isEmpty else { return "" }
    let items = attributes.map { identifier($0.name) + "=" + value($0.value) }
    return " [" + items.joined(separator: ", ") + "]"
  }

  /// A value as DOT: HTML between angle brackets, everything else as an identifier or
  /// a quoted, escaped string.
  public static func value(_ value: DOTValue) -> String {
    switch value {
    case .text(let text): identifier(text)
    case .html(let label): "<" + label.markup + ">"
    case .escString(let text): "\"" + text + "\""
    }
  }

  /// Text as a DOT identifier: bare when it is a plain name or number and not a
  /// keyword, otherwise quoted with `"` and `\` escaped and line breaks as `\n`.
  public static func identifier(_ text: String) -> String {
    isBare(text) ? text : quoted(text)
  }

  /// Text between double quotes, escaped so Graphviz shows it literally.
  ///
  /// Graphviz decodes entities such as `&#1;` in every string and copies the result into
  /// SVG, so `&` is written `&amp;`; characters XML cannot carry (controls, U+FFFE) are
  /// shown as escapes (`\u{1}`), as the text diagnostics show them.
  public static func quoted(_ text: String) -> String {
    // Most text needs no escaping: one scan of the bytes, then one concatenation.
    if !text.utf8.contains(where: {
      $0 < 0x20 || $0 == 0x7F || $0 == 0x22 || $0 == 0x5C || $0 == 0x26 || $0 == 0xC2
        || $0 == 0xE2 || $0 == 0xEF
    }) {
      return "\"" + text + "\""
    }
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "&": result += "&amp;"
      case "\n": result += "\\n"
      case "\r", "\t": result += " "
      default:
        if TextEscaping.needsEscape(scalar) {
          // The escape's backslash doubled, so Graphviz shows it instead of reading it.
          result += "\\" + TextEscaping.escape(scalar)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  private static let keywords: Set<String> = [
    "node", "edge", "graph", "digraph", "subgraph", "strict",
  ]

  private static func isBare(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first else { return false }
    if text.utf8.count <= 8, keywords.contains(text.lowercased()) { return false }
    if first == "_" || ("a"..."z").contains(first) || ("A"..."Z").contains(first) {
      return text.unicodeScalars.allSatisfy {
        $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0)
          || ("0"..."9").contains($0)
      }
    }
    // A numeral: -?(.[0-9]+ | [0-9]+(.[0-9]*)?)
    var digits = Substring(text)
    if digits.hasPrefix("-") { digits = digits.dropFirst() }
    let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, digits.contains(where: { $0.isNumber }) else { return false }
    return parts.allSatisfy { $0.allSatisfy { ("0"..."9").contains($0) } }
  }
}

import InterplayDiagnostics

/// An XML element built in memory and written deterministically: attributes in the
/// order given, two spaces of indentation per level, text and attribute values escaped.
public struct XMLNode: Hashable, Sendable {
  /// The element name (`state`).
  public var name: String
  /// The attributes, in the order they are written.
  public var attributes: [(name: String, value: String)]
  /// The child elements, in order.
  public var children: [XMLNode]

  /// Creates an element; attributes with a nil value are left out.
  public init(_ name: String, _ attributes: [(String, String?)] = [], _ children: [XMLNode] = []) {
    self.name = name
    self.attributes = attributes.compactMap { pair in pair.1.map { (pair.0, $0) } }
    self.children = children
  }

  /// `<!-- text -->`: what a lossy export says in place of a construct SCXML cannot
  /// express. `--`, which a comment cannot hold, is written `- -`.
  public static func comment(_ text: String) -> XMLNode {
    var safe = text
    while safe.contains("--") { safe = safe.replacingOccurrences(of: "--", with: "- -") }
    if safe.hasSuffix("-") { safe += " " }
    return XMLNode(commentName, [("text", safe)])
  }

  /// The name a comment node has (no element can have it).
  static let commentName = "!--"

  /// Equal names, attributes and children.
  public static func == (lhs: XMLNode, rhs: XMLNode) -> Bool {
    lhs.name == rhs.name && lhs.children == rhs.children
      && lhs.attributes.map(\.name) == rhs.attributes.map(\.name)
      && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
  }

  /// Hashes the name, attributes and children.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    for attribute in attributes {
      hasher.combine(attribute.name)
      hasher.combine(attribute.value)
    }
    hasher.combine(children)
  }

  /// The element and everything inside it, one element per line, ending in a newline.
  public func text(depth: Int = 0) -> String {
    var output = ""
    write(into: &output, depth: depth)
    return output
  }

  private func write(into output: inout String, depth: Int) {
    if name == Self.commentName {
      let text = XMLEscaping.text(attributes.first?.value ?? "")
      output += String(repeating: "  ", count: depth) + "<!-- " + text + " -->\n"
      return
    }
    output += String(repeating: "  ", count: depth) + "<" + name
    for attribute in attributes {
      output += " " + attribute.name + "=\"" + Self.escape(attribute.value) + "\""
    }
    if children.isEmpty {
      output += "/>\n"
      return
    }
    output += ">\n"
    for child in children { child.write(into: &output, depth: depth + 1) }
    output += String(repeating: "  ", count: depth) + "</" + name + ">\n"
  }

  /// An attribute value for double quotes: the reports' escaping (``XMLEscaping``):
  /// markup characters as entities, tabs and line breaks as character references, and
  /// characters XML 1.0 cannot hold removed; apostrophes kept, for readable conditions.
  public static func escape(_ text: String) -> String {
    XMLEscaping.attribute(text, keepsApostrophes: true)
  }
}

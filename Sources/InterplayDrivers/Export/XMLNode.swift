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

  /// `&`, `<`, `>` and `"` as entities (values are written in double quotes); tabs, line breaks and other control
  /// characters as character references (so an attribute value keeps them), and the
  /// characters XML 1.0 cannot hold at all (other C0 controls, lone surrogates, U+FFFE,
  /// U+FFFF) as U+FFFD.
  public static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "\t": result += "&#9;"
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      default:
        let value = scalar.value
        if value < 0x20 || value == 0xFFFE || value == 0xFFFF {
          result += "\u{FFFD}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}

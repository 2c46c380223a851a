/// An attribute value: plain text (escaped when written), an HTML-like label, or
/// Graphviz escape-string text written as is.
public enum DOTValue: Hashable, Sendable, ExpressibleByStringLiteral {
  /// Literal text: quotes, backslashes and line breaks are escaped, so it is shown
  /// exactly as given and can never end the string or form a Graphviz escape.
  case text(String)
  /// An HTML-like label (`<...>`), already escaped by ``HTMLLabel``.
  case html(HTMLLabel)
  /// Text in Graphviz escape-string syntax (`\N`, `\l`), written between quotes as is.
  /// Only for constant strings of this module, never for user text.
  case escString(String)

  /// Creates literal text.
  public init(stringLiteral value: String) { self = .text(value) }

  /// A number with at most two decimals, without trailing zeros: `1.5`, `12`.
  public static func number(_ value: Double) -> DOTValue {
    .text(DOTValue.format(value))
  }

  /// A position `x,y` in points, for pinned layouts.
  public static func point(_ x: Double, _ y: Double) -> DOTValue {
    .text(format(x) + "," + format(y))
  }

  /// A number with at most two decimals, without trailing zeros.
  static func format(_ value: Double) -> String {
    let hundredths = (value * 100).rounded()
    let negative = hundredths < 0
    let magnitude = Int(abs(hundredths))
    var text = String(magnitude / 100)
    let fraction = magnitude % 100
    if fraction != 0 {
      text +=
        fraction % 10 == 0
        ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
    }
    return negative && magnitude != 0 ? "-" + text : text
  }
}

/// Attributes in the order they were first set; setting one again replaces its value.
public struct DOTAttributes: Hashable, Sendable, ExpressibleByDictionaryLiteral, Sequence {
  private var entries: [(name: String, value: DOTValue)] = []

  /// Creates attributes from pairs in order.
  public init(dictionaryLiteral elements: (String, DOTValue)...) {
    for (name, value) in elements { self[name] = value }
  }

  /// The value of an attribute; assigning nil removes it.
  public subscript(name: String) -> DOTValue? {
    get { entries.first { $0.name == name }?.value }
    set {
      if let index = entries.firstIndex(where: { $0.name == name }) {
        if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
      } else if let newValue {
        entries.append((name, newValue))
      }
    }
  }

  /// Whether there are no attributes.
  public var isEmpty: Bool { entries.isEmpty }

  /// The attribute names in order.
  public var names: [String] { entries.map(\.name) }

  /// Iterates over the attributes in order.
  public func makeIterator() -> some IteratorProtocol<(name: String, value: DOTValue)> {
    entries.makeIterator()
  }

  /// The same attributes with `other`'s set on top.
  public func merging(_ other: DOTAttributes) -> DOTAttributes {
    var result = self
    for (name, value) in other { result[name] = value }
    return result
  }

  /// Compares names and values in order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.entries.elementsEqual(rhs.entries) { $0.name == $1.name && $0.value == $1.value }
  }

  /// Hashes names and values in order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(entries.count)
    for entry in entries {
      hasher.combine(entry.name)
      hasher.combine(entry.value)
    }
  }
}

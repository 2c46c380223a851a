import InterplayDiagnostics

/// Markup for a Graphviz HTML-like label (`label=<...>`).
///
/// User text enters only through ``text(_:)``, which escapes it, so a name or string
/// holding `<`, `&`, quotes or `<script>` is shown as those characters and can never
/// open a tag, end the label or inject DOT.
public struct HTMLLabel: Hashable, Sendable {
  /// The markup, well formed and escaped.
  public let markup: String

  private init(markup: String) { self.markup = markup }

  /// Markup written by this module; never pass user text.
  static func raw(_ markup: String) -> HTMLLabel { HTMLLabel(markup: markup) }

  /// Literal text, escaped.
  public static func text(_ text: String) -> HTMLLabel { HTMLLabel(markup: escape(text)) }

  /// Nothing.
  public static let empty = HTMLLabel(markup: "")

  /// Whether there is no markup.
  public var isEmpty: Bool { markup.isEmpty }

  /// Escapes text for an HTML-like label: `&`, `<`, `>`, quotes, backslashes, and
  /// control characters (a line break becomes a space; use ``lines(_:align:)`` for lines).
  ///
  /// Characters XML cannot carry (controls, U+FFFE, U+FFFF) are shown as escapes
  /// (`\u{1}`): Graphviz rejects a character reference to them, and copies a raw one
  /// into SVG, which is then no longer XML.
  public static func escape(_ text: String) -> String {
    let special: Set<UInt8> = [0x26, 0x3C, 0x3E, 0x22, 0x27, 0x5C, 0x7F, 0xC2, 0xE2, 0xEF]
    if !text.utf8.contains(where: { $0 < 0x20 || special.contains($0) }) { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      // Graphviz expands `\N`, `\G` and the like in HTML text too (after decoding
      // entities), so a backslash is doubled to stay a backslash.
      case "\\": result += "\\\\"
      case "\n", "\r", "\t": result += " "
      default:
        if TextEscaping.needsEscape(scalar) {
          result += "\\" + TextEscaping.escape(scalar)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// The text Graphviz draws for ``text(_:)`` of `text`: line breaks and tabs as spaces,
  /// characters XML cannot carry as their escapes (`\u{1}`). What a layout measures.
  static func displayed(_ text: String) -> String {
    if !text.utf8.contains(where: {
      $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 || $0 == 0xEF
    }) {
      return text
    }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n", "\r", "\t": result += " "
      default:
        if TextEscaping.needsEscape(scalar) {
          result += TextEscaping.escape(scalar)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// Concatenates markup.
  public static func + (lhs: HTMLLabel, rhs: HTMLLabel) -> HTMLLabel {
    HTMLLabel(markup: lhs.markup + rhs.markup)
  }

  /// Bold.
  public var bold: HTMLLabel { isEmpty ? self : .raw("<B>\(markup)</B>") }

  /// Italic.
  public var italic: HTMLLabel { isEmpty ? self : .raw("<I>\(markup)</I>") }

  /// In a font size (whole points: Graphviz 2.42 reads `POINT-SIZE` as a whole number and
  /// drops a fraction, so a layout that measures text knows the size it is drawn at) and
  /// colour (`#RRGGBB`).
  public func font(size: Int? = nil, color: String? = nil) -> HTMLLabel {
    guard !isEmpty, size != nil || color != nil else { return self }
    var open = "<FONT"
    if let size { open += " POINT-SIZE=\"\(size)\"" }
    if let color { open += " COLOR=\"\(color)\"" }
    return .raw(open + ">" + markup + "</FONT>")
  }

  /// Lines, each ended by a line break aligned left, right or centred.
  public static func lines(_ lines: [HTMLLabel], align: Alignment = .center) -> HTMLLabel {
    let separator = align == .center ? "<BR/>" : "<BR ALIGN=\"\(align.rawValue)\"/>"
    let joined = lines.map(\.markup).joined(separator: separator)
    // A trailing break makes Graphviz apply the alignment to the last line too.
    return .raw(align == .center ? joined : joined + separator)
  }

  /// How lines of text are aligned.
  public enum Alignment: String, Sendable {
    /// Flush left.
    case left = "LEFT"
    /// Centred.
    case center = "CENTER"
    /// Flush right.
    case right = "RIGHT"
  }
}

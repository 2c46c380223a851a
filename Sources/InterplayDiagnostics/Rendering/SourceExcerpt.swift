/// A source line with a clang-style marker under a range, ready to print.
///
/// ```
///     3 |   on go -> Idel
///       |            ^~~~
///       |            Idle
/// ```
///
/// The line is shown with tabs expanded to spaces and control characters replaced
/// by U+FFFD, so the marker lines up in any terminal and the source cannot emit
/// escape sequences. Wide characters (CJK, emoji) count two columns. A range that
/// spans several lines is underlined to the end of its first line; an empty range
/// gets a lone `^`.
struct SourceExcerpt: Hashable, Sendable {
  /// The 1-based number of the line shown.
  let lineNumber: Int
  /// The line as displayed.
  let sourceLine: String
  /// Spaces, then `^`, then one `~` per further column of the range on this line.
  let markerLine: String
  /// The fix-it replacement text aligned under the marker, when it is one line of
  /// printable text (no line breaks, tabs or other control characters).
  let replacementLine: String?

  /// The most characters shown before the marked range, of it, and after it: a long line
  /// is cut to a window around the range, with `…` where it was cut, so 50,000 findings
  /// on one 100 KB line print 50,000 short excerpts, not 5 GB.
  static let contextLimit = 60
  static let markedLimit = 100

  /// Builds the excerpt for a range of `file`, optionally showing a fix-it replacement.
  init(range: SourceRange, in file: SourceFile, tabWidth: Int, replacement: String? = nil) {
    let line = file.lineBounds(containing: range.start)
    let markerStart = min(range.start, line.end)
    let markerEnd = min(max(range.end, markerStart), line.end)
    var display = DisplayLine(tabWidth: tabWidth)
    let before = Self.tail(file.bytes, line.start..<markerStart)
    if before.isCut { display.appendEllipsis() }
    display.append(before.characters)
    let indent = display.width
    let marked = Self.head(file.bytes, markerStart..<markerEnd, limit: Self.markedLimit)
    display.append(marked.characters)
    let markedWidth = display.width - indent
    if marked.isCut {
      display.appendEllipsis()
    } else {
      let after = Self.head(file.bytes, markerEnd..<line.end, limit: Self.contextLimit)
      display.append(after.characters)
      if after.isCut { display.appendEllipsis() }
    }

    self.lineNumber = line.number
    self.sourceLine = display.text
    let padding = String(repeating: " ", count: indent)
    self.markerLine = padding + "^" + String(repeating: "~", count: max(0, markedWidth - 1))
    if let replacement, !replacement.isEmpty,
      !replacement.contains(where: \.isNewline),
      !replacement.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    {
      self.replacementLine = padding + replacement
    } else {
      self.replacementLine = nil
    }
  }

  /// The first `limit` characters of some bytes, and whether there are more. Only a
  /// bounded prefix is decoded (a grapheme longer than 16 bytes only shortens the text).
  private static func head(_ bytes: [UInt8], _ range: Range<Int>, limit: Int) -> (
    characters: [Character], isCut: Bool
  ) {
    let end = min(range.upperBound, range.lowerBound + 16 * limit + 16)
    let characters = Array(String(decoding: bytes[range.lowerBound..<end], as: UTF8.self))
    let isCut = characters.count > limit || end < range.upperBound
    return (Array(characters.prefix(limit)), isCut)
  }

  /// The last `contextLimit` characters of some bytes, and whether there are more. Only
  /// a bounded suffix is decoded, from a UTF-8 lead byte.
  private static func tail(_ bytes: [UInt8], _ range: Range<Int>) -> (
    characters: [Character], isCut: Bool
  ) {
    var start = max(range.lowerBound, range.upperBound - 16 * contextLimit - 16)
    while start > range.lowerBound, start < range.upperBound, bytes[start] & 0xC0 == 0x80 {
      start += 1
    }
    let characters = Array(String(decoding: bytes[start..<range.upperBound], as: UTF8.self))
    let isCut = characters.count > contextLimit || start > range.lowerBound
    return (Array(characters.suffix(contextLimit)), isCut)
  }

  /// The excerpt as gutter-prefixed lines, each ending in `\n`.
  ///
  /// `highlight` wraps the marker and replacement text (for ANSI colors); it is
  /// applied after the gutter so the gutter stays plain.
  func lines(highlight: (String) -> String = { $0 }) -> String {
    let number = String(lineNumber)
    let gutterWidth = max(5, number.count + 1)
    let numbered = String(repeating: " ", count: gutterWidth - number.count) + number + " |"
    let blank = String(repeating: " ", count: gutterWidth) + " |"
    var output = numbered + (sourceLine.isEmpty ? "" : " " + sourceLine) + "\n"
    output += blank + " " + highlight(markerLine) + "\n"
    if let replacementLine {
      output += blank + " " + highlight(replacementLine) + "\n"
    }
    return output
  }
}

/// Accumulates source bytes as terminal text while tracking the display width.
private struct DisplayLine {
  let tabWidth: Int
  var text = ""
  var width = 0

  init(tabWidth: Int) { self.tabWidth = max(1, tabWidth) }

  /// Marks where a long line was cut.
  mutating func appendEllipsis() {
    text += "…"
    width += 1
  }

  mutating func append(_ characters: some Sequence<Character>) {
    for character in characters {
      if character == "\t" {
        let next = (width / tabWidth + 1) * tabWidth
        text += String(repeating: " ", count: next - width)
        width = next
      } else if character.unicodeScalars.contains(where: {
        $0.properties.generalCategory == .control
      }) {
        text += "\u{FFFD}"
        width += 1
      } else {
        text.append(character)
        width += Self.columns(of: character)
      }
    }
  }

  /// The number of terminal columns a character occupies: 2 for wide and emoji, else 1.
  static func columns(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    if scalars.contains(where: { $0 == "\u{FE0F}" || $0.properties.isEmojiPresentation }) {
      return 2
    }
    guard let first = scalars.first else { return 0 }
    return isEastAsianWide(first.value) ? 2 : 1
  }

  /// East Asian Wide and Fullwidth blocks (Unicode Standard Annex #11), in broad ranges.
  private static func isEastAsianWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      true
    default:
      false
    }
  }
}

/// The bounds of one line of a source file, as byte offsets into ``SourceFile/bytes``.
struct SourceLineBounds: Hashable, Sendable {
  /// The 1-based line number.
  let number: Int
  /// The offset of the first byte of the line.
  let start: Int
  /// The offset one past the last byte of the line, before any `\r` or `\n` terminator.
  let end: Int
}

extension SourceFile {
  /// The line that contains a byte offset (clamped to the file).
  ///
  /// An offset that points into a line terminator belongs to the line the
  /// terminator ends, so a range reported "at the end of the line" stays there.
  func lineBounds(containing offset: Int) -> SourceLineBounds {
    let line = location(of: offset).line
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] : bytes.count
    while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r")
    {
      end -= 1
    }
    return SourceLineBounds(number: line, start: start, end: end)
  }

  /// The 1-based line and the 1-based column in UTF-16 code units of a byte offset.
  ///
  /// SARIF counts columns in UTF-16 code units by default. The bytes before the
  /// offset on its line are decoded as UTF-8; an invalid sequence counts as one
  /// code unit (it decodes to U+FFFD), and so does a partial sequence when the
  /// offset falls inside a multi-byte character.
  func utf16Location(of offset: Int) -> SourceLocation {
    let offset = max(0, min(offset, bytes.count))
    let line = location(of: offset).line
    let lineStart = lineStarts[line - 1]
    let prefix = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
    return SourceLocation(line: line, column: prefix.utf16.count + 1)
  }
}

extension SourceSet {
  /// The path of the file a range is in.
  func path(of range: SourceRange) -> String { self[range.file].path }

  /// The 1-based line and UTF-8 byte column where a range ends (exclusive).
  func endLocation(of range: SourceRange) -> SourceLocation {
    self[range.file].location(of: range.end)
  }
}

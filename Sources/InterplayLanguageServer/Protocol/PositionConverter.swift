import InterplayDiagnostics

/// Converts between byte offsets in a ``SourceFile`` and LSP positions: 0-based lines and
/// characters counted in UTF-16 code units (the protocol's default encoding).
public struct PositionConverter: Sendable {
  /// The file positions refer to.
  public let source: SourceFile

  /// Creates a converter for a file.
  public init(_ source: SourceFile) { self.source = source }

  /// The LSP position of a byte offset (clamped to the file).
  public func position(of offset: Int) -> JSON {
    let position = lineAndCharacter(of: offset)
    return ["line": .int(position.line), "character": .int(position.character)]
  }

  /// The 0-based line and UTF-16 character of a byte offset (clamped to the file).
  public func lineAndCharacter(of offset: Int) -> (line: Int, character: Int) {
    let offset = max(0, min(offset, source.bytes.count))
    let location = source.location(of: offset)
    let lineStart = source.lineStarts[location.line - 1]
    let prefix = String(decoding: source.bytes[lineStart..<offset], as: UTF8.self)
    return (location.line - 1, prefix.utf16.count)
  }

  /// The LSP range of a source range.
  public func range(of range: SourceRange) -> JSON {
    ["start": position(of: range.start), "end": position(of: range.end)]
  }

  /// The byte offset of an LSP position; nil when the position is not an object with
  /// integer `line` and `character`. Positions past a line's end or the file's end clamp.
  public func offset(of position: JSON) -> Int? {
    guard let line = position["line"].intValue, let character = position["character"].intValue
    else { return nil }
    guard line >= 0 else { return 0 }
    guard line < source.lineStarts.count else { return source.bytes.count }
    let start = source.lineStarts[line]
    var end = line + 1 < source.lineStarts.count ? source.lineStarts[line + 1] : source.bytes.count
    while end > start, source.bytes[end - 1] == 10 || source.bytes[end - 1] == 13 { end -= 1 }
    var units = 0
    var offset = start
    while offset < end, units < character {
      let byte = source.bytes[offset]
      let length =
        byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
      units += length == 4 ? 2 : 1
      offset = min(end, offset + length)
    }
    return offset
  }

  /// The byte range of an LSP range (`start` and `end`), if both are valid positions.
  public func offsets(of range: JSON) -> Range<Int>? {
    guard let start = offset(of: range["start"]), let end = offset(of: range["end"]) else {
      return nil
    }
    return min(start, end)..<max(start, end)
  }
}

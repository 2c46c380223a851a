import Foundation

/// What is screened out before FoundationXML sees a document, because it traps on it
/// (both found by fuzzing `import scxml`).
extension XMLElementTree {
  /// Where the first processing instruction without data (`<?name?>`) starts, outside
  /// comments and CDATA sections. libxml2 hands such an instruction to FoundationXML
  /// with a null data pointer, which FoundationXML reads as a C string (SIGSEGV).
  static func firstEmptyProcessingInstruction(_ data: Data) -> (line: Int, column: Int)? {
    let bytes = [UInt8](data)
    var index = 0
    var line = 1
    var lineStart = 0
    func starts(_ text: String, at offset: Int) -> Bool {
      let pattern = Array(text.utf8)
      guard offset + pattern.count <= bytes.count else { return false }
      return bytes[offset..<offset + pattern.count].elementsEqual(pattern)
    }
    /// Moves past the next `end`, or to the end of the input, counting lines.
    func skip(past end: String) {
      while index < bytes.count, !starts(end, at: index) {
        if bytes[index] == UInt8(ascii: "\n") {
          line += 1
          lineStart = index + 1
        }
        index += 1
      }
      index = min(bytes.count, index + end.utf8.count)
    }
    func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
    while index < bytes.count {
      if starts("<!--", at: index) {
        index += 4
        skip(past: "-->")
      } else if starts("<![CDATA[", at: index) {
        index += 9
        skip(past: "]]>")
      } else if starts("<?", at: index) {
        let start = index
        var end = index + 2
        while end < bytes.count, !isSpace(bytes[end]), !starts("?>", at: end) { end += 1 }
        while end < bytes.count, isSpace(bytes[end]) { end += 1 }
        if starts("?>", at: end) {
          // Columns count characters: UTF-8 continuation bytes are not counted.
          let column = bytes[lineStart..<start].filter { $0 & 0xC0 != 0x80 }.count + 1
          return (line, column)
        }
        index += 2
        skip(past: "?>")
      } else {
        if bytes[index] == UInt8(ascii: "\n") {
          line += 1
          lineStart = index + 1
        }
        index += 1
      }
    }
    return nil
  }
}

/// Identifies one source file inside a ``SourceSet``.
public struct FileID: Hashable, Comparable, Sendable, Codable {
  /// The index of the file in its ``SourceSet``.
  public let rawValue: Int

  /// Creates a file id from its index.
  public init(_ rawValue: Int) { self.rawValue = rawValue }

  /// Orders files by the order they were loaded.
  public static func < (lhs: FileID, rhs: FileID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A 1-based line and column; columns count UTF-8 bytes, as clang and swiftc do.
public struct SourceLocation: Hashable, Comparable, Sendable, Codable {
  /// The 1-based line.
  public let line: Int
  /// The 1-based column, in UTF-8 bytes.
  public let column: Int

  /// Creates a location.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Orders locations by line, then column.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// The text of one input file, kept as UTF-8 bytes with a line table.
///
/// Bytes rather than `String` because the lexer scans bytes, and an input that is
/// not valid UTF-8 must still be reported with exact positions.
public struct SourceFile: Sendable {
  /// The path as the user gave it (used verbatim in diagnostics).
  public let path: String
  /// The raw bytes of the file.
  public let bytes: [UInt8]
  /// Byte offsets at which each line starts; `lineStarts[0] == 0`.
  public let lineStarts: [Int]

  /// Creates a source file from raw bytes.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    self.lineStarts = bytes.withUnsafeBufferPointer(SourceFile.lineStarts)
  }

  /// The offsets at which lines start: 0, and one past each `\n`. Scans eight bytes at a
  /// time, finding every newline in a word at once without carries between bytes.
  private static func lineStarts(_ buffer: UnsafeBufferPointer<UInt8>) -> [Int] {
    var starts = [0]
    starts.reserveCapacity(buffer.count / 32 + 1)
    guard let base = buffer.baseAddress else { return starts }
    let count = buffer.count
    let newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
    let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    var index = 0
    while index + 8 <= count {
      let word = UInt64(
        littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
      let zeroed = word ^ newlines
      // The high bit of each byte that was a newline (zero in `zeroed`), and no other.
      var found = ~(((zeroed & low7) &+ low7) | zeroed | low7)
      while found != 0 {
        starts.append(index + (found.trailingZeroBitCount >> 3) + 1)
        found &= found &- 1
      }
      index += 8
    }
    while index < count {
      if base[index] == UInt8(ascii: "\n") { starts.append(index + 1) }
      index += 1
    }
    return starts
  }

  /// Creates a source file from text.
  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The whole file decoded as UTF-8, with invalid sequences replaced.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The line and column of a byte offset (clamped to the file).
  public func location(of offset: Int) -> SourceLocation {
    let offset = max(0, min(offset, bytes.count))
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return SourceLocation(line: low + 1, column: offset - lineStarts[low] + 1)
  }

  /// The text of a 1-based line, without its line terminator.
  public func lineText(_ line: Int) -> String {
    guard line >= 1, line <= lineStarts.count else { return "" }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] : bytes.count
    while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r")
    {
      end -= 1
    }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The text covered by a byte range.
  public func text(in range: Range<Int>) -> String {
    let lower = max(0, min(range.lowerBound, bytes.count))
    let upper = max(lower, min(range.upperBound, bytes.count))
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }
}

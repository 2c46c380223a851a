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
    var starts = [0]
    starts.reserveCapacity(bytes.count / 32 + 1)
    bytes.withUnsafeBufferPointer { buffer in
      for index in 0..<buffer.count where buffer[index] == UInt8(ascii: "\n") {
        starts.append(index + 1)
      }
    }
    self.lineStarts = starts
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

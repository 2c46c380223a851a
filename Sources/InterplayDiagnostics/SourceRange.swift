/// A half-open byte range in one source file.
public struct SourceRange: Hashable, Sendable, Codable {
  /// The file the range is in.
  public let file: FileID
  /// The first byte offset.
  public let start: Int
  /// The offset one past the last byte.
  public let end: Int

  /// Creates a range; `end` is clamped to be at least `start`.
  public init(file: FileID, start: Int, end: Int) {
    self.file = file
    self.start = start
    self.end = max(start, end)
  }

  /// An empty range at an offset.
  public static func point(_ file: FileID, _ offset: Int) -> SourceRange {
    SourceRange(file: file, start: offset, end: offset)
  }

  /// The smallest range covering both ranges (which must be in the same file).
  public func union(_ other: SourceRange) -> SourceRange {
    SourceRange(file: file, start: min(start, other.start), end: max(end, other.end))
  }

  /// The byte offsets as a Swift range.
  public var offsets: Range<Int> { start..<end }

  /// The number of bytes covered.
  public var length: Int { end - start }
}

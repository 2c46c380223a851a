/// All source files of one run, addressed by ``FileID``.
public struct SourceSet: Sendable {
  /// The files in load order.
  public private(set) var files: [SourceFile] = []

  /// Creates an empty set.
  public init() {}

  /// Adds a file and returns its id.
  @discardableResult
  public mutating func add(_ file: SourceFile) -> FileID {
    files.append(file)
    return FileID(files.count - 1)
  }

  /// The file with an id.
  public subscript(id: FileID) -> SourceFile { files[id.rawValue] }

  /// The id of a file already loaded under a path, if any.
  public func id(forPath path: String) -> FileID? {
    files.firstIndex { $0.path == path }.map(FileID.init)
  }

  /// The start location of a range.
  public func location(of range: SourceRange) -> SourceLocation {
    self[range.file].location(of: range.start)
  }
}

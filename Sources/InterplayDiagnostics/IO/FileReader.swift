import Foundation

/// Reads input files whole, within a size limit, turning every failure into a value.
public enum FileReader {
  /// Why a file could not be read.
  public enum Failure: Error, Hashable, Sendable {
    /// The path does not exist.
    case missing
    /// The path is a folder.
    case folder
    /// The file exists but cannot be opened or read.
    case unreadable
    /// The file is bigger than the limit: (size, limit) in bytes.
    case tooLarge(Int, Int)

    /// The stable diagnostic id.
    public var id: DiagnosticID {
      switch self {
      case .missing: "load.file-not-found"
      case .folder: "load.not-a-file"
      case .unreadable: "load.unreadable"
      case .tooLarge: "load.file-too-large"
      }
    }

    /// The diagnostic message for a path named on the command line.
    public func message(_ path: String) -> String {
      switch self {
      case .missing: "no such file or folder '\(path)'"
      case .folder: "'\(path)' is a folder, not a file"
      case .unreadable: "cannot read '\(path)'"
      case .tooLarge(let size, let limit):
        "file '\(path)' has \(size) bytes, over the limit of \(limit) (see --max-file-size)"
      }
    }
  }

  /// Reads the file at `path`, failing for folders, unreadable files and files over `limit`.
  public static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      return .failure(.missing)
    }
    if isFolder.boolValue { return .failure(.folder) }
    guard let handle = FileHandle(forReadingAtPath: path) else { return .failure(.unreadable) }
    defer { try? handle.close() }
    guard let end = try? handle.seekToEnd() else { return .failure(.unreadable) }
    if end > UInt64(limit) { return .failure(.tooLarge(Int(end), limit)) }
    do {
      try handle.seek(toOffset: 0)
      let data = try handle.readToEnd() ?? Data()
      // The file may have grown since it was measured.
      if data.count > limit { return .failure(.tooLarge(data.count, limit)) }
      return .success([UInt8](data))
    } catch {
      return .failure(.unreadable)
    }
  }
}

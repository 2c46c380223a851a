extension FileReader {
  /// Why a file could not be read.
  public enum Failure: Error, Hashable, Sendable {
    /// The path does not exist.
    case missing
    /// The path is a folder.
    case folder
    /// The path names a device, a FIFO or a socket: reading it could block or never end.
    case notRegular(kind: String)
    /// The path holds a NUL byte, which the system would silently cut it at.
    case invalidPath
    /// A file that reports no size but has content, as the files under `/proc` do; its
    /// content is never shown, since such files hold the environment and other secrets.
    case special
    /// The file exists but cannot be opened or read.
    case unreadable
    /// The file is bigger than the limit: (size, limit) in bytes; the size is a lower
    /// bound when the file grew while it was read.
    case tooLarge(Int, Int)

    /// The stable diagnostic id.
    public var id: DiagnosticID {
      switch self {
      case .missing: "load.file-not-found"
      case .folder: "load.not-a-file"
      case .notRegular: "load.not-a-regular-file"
      case .invalidPath: "load.invalid-path"
      case .special: "load.special-file"
      case .unreadable: "load.unreadable"
      case .tooLarge: "load.file-too-large"
      }
    }

    /// The diagnostic message for a path named on the command line.
    public func message(_ path: String) -> String {
      switch self {
      case .missing: "no such file or folder '\(path)'"
      case .folder: "'\(path)' is a folder, not a file"
      case .notRegular(let kind): "'\(path)' is \(kind), not a regular file"
      case .invalidPath: "'\(path)' holds a NUL character, which no file name can"
      case .special:
        "'\(path)' is a special file that reports no size (like the files under /proc); "
          + "copy it to a regular file"
      case .unreadable: "cannot read '\(path)'"
      case .tooLarge(let size, let limit):
        "file '\(path)' has \(size) bytes, over the limit of \(limit) (see --max-file-size)"
      }
    }
  }
}

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
  ///
  /// The bytes are read straight into the array returned: a large model is not held twice
  /// (as `Data` and as bytes) nor copied.
  public static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      return .failure(.missing)
    }
    if isFolder.boolValue { return .failure(.folder) }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return .failure(.unreadable) }
    defer { close(descriptor) }
    // The size is the end offset, as seeking to the end finds it (a pipe cannot seek).
    let end = lseek(descriptor, 0, SEEK_END)
    guard end >= 0, lseek(descriptor, 0, SEEK_SET) == 0 else { return .failure(.unreadable) }
    if end > limit { return .failure(.tooLarge(Int(end), limit)) }
    // One byte more than measured: the file may have grown since, and must then be read on.
    var failed = false
    var requested = Int(end) + 1
    var bytes = [UInt8](unsafeUninitializedCapacity: requested) { buffer, count in
      count = readFully(descriptor, into: buffer, failed: &failed)
    }
    var filled = bytes.count == requested
    while filled && !failed {
      requested = 1 << 16
      let more = [UInt8](unsafeUninitializedCapacity: requested) { buffer, count in
        count = readFully(descriptor, into: buffer, failed: &failed)
      }
      bytes += more
      filled = more.count == requested
    }
    if failed { return .failure(.unreadable) }
    if bytes.count > limit { return .failure(.tooLarge(bytes.count, limit)) }
    return .success(bytes)
  }

  /// Reads until `buffer` is full or the file ends; returns the number of bytes read.
  private static func readFully(
    _ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>, failed: inout Bool
  ) -> Int {
    guard let base = buffer.baseAddress else { return 0 }
    var total = 0
    while total < buffer.count {
      let count = systemRead(descriptor, base + total, buffer.count - total)
      if count > 0 {
        total += count
      } else if count == 0 {
        break
      } else if errno != EINTR {
        failed = true
        break
      }
    }
    return total
  }
}

/// `read(2)`, under a name that the enum's own `read` does not hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int
{
  read(descriptor, buffer, count)
}

import Foundation
import Synchronization

/// Writes files so that a reader sees either the old content or the new, never a mix.
///
/// The data goes to a temporary file in the destination folder (same file system,
/// so the final `rename` is atomic), is flushed, and only then replaces the target.
/// A failure at any point leaves the original file untouched and removes the temporary.
/// A symbolic link is written through: its target gets the new content, the link stays.
public enum AtomicFileWriter {
  /// Why a write failed.
  public struct WriteError: Error, Sendable, CustomStringConvertible {
    /// The destination path.
    public let path: String
    /// What went wrong, lower-case.
    public let reason: String
    /// `cannot write 'path': reason`
    public var description: String { "cannot write '\(path)': \(reason)" }
  }

  /// The temporary files being written, so an interrupted process can remove them, and
  /// whether it has: then no new temporary may be made.
  private struct InFlight {
    var paths: Set<String> = []
    var isClosed = false
  }

  private static let inFlight = Mutex(InFlight())

  /// Removes every temporary file still being written, before the process exits on a
  /// signal, and refuses new ones: an interrupted write then leaves neither a
  /// half-written file nor a stray hidden temporary, even from a thread that was about
  /// to start one. Not for use from a signal handler itself (it takes a lock).
  public static func removeTemporaries() {
    inFlight.withLock { state in
      state.isClosed = true
      for path in state.paths { unlink(path) }
      state.paths.removeAll()
    }
  }

  /// Writes `bytes` to `path` atomically, keeping the existing file's permissions.
  public static func write(_ bytes: some Collection<UInt8>, to path: String) throws(WriteError) {
    let destination = try linkTarget(of: path)
    try write(bytes, replacing: destination, named: path)
  }

  /// Where a write to `path` lands: the final target when `path` is a symbolic link (a
  /// rename over the link would replace it with a file), else `path` itself.
  private static func linkTarget(of path: String) throws(WriteError) -> String {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
    guard let resolved = realpath(path, nil) else {
      // A dangling link: its target is created, as writing through the link would.
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(path, &buffer, buffer.count - 1)
      guard count > 0 else {
        throw WriteError(path: path, reason: String(cString: strerror(errno)).lowercased())
      }
      let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if target.hasPrefix("/") { return target }
      return URL(fileURLWithPath: path).deletingLastPathComponent().path + "/" + target
    }
    defer { free(resolved) }
    let target = String(cString: resolved)
    // A rename over a device or a FIFO would replace it (as root, /dev/null itself).
    var targetStatus = stat()
    if stat(target, &targetStatus) == 0, targetStatus.st_mode & S_IFMT != S_IFREG {
      throw WriteError(path: path, reason: "it links to '\(target)', which is not a regular file")
    }
    return target
  }

  /// Replaces `path` (no symbolic link) atomically; errors name `shown`, the path asked for.
  private static func write(
    _ bytes: some Collection<UInt8>, replacing path: String, named shown: String
  ) throws(WriteError) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    let template = folder + "/." + url.lastPathComponent + ".tmp-XXXXXX"
    var templateBytes = Array(template.utf8CString)
    // Made and registered under the lock, so the cleanup on a signal sees every
    // temporary that exists, and none is made after it.
    let (descriptor, failure) = inFlight.withLock { state -> (Int32, String?) in
      guard !state.isClosed else { return (-1, "the process is stopping") }
      let descriptor = templateBytes.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      guard descriptor >= 0 else { return (-1, String(cString: strerror(errno)).lowercased()) }
      state.paths.insert(
        String(decoding: templateBytes.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
      return (descriptor, nil)
    }
    if let failure { throw WriteError(path: shown, reason: failure) }
    let temporary = String(
      decoding: templateBytes.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var succeeded = false
    defer {
      if !succeeded { unlink(temporary) }
      inFlight.withLock { _ = $0.paths.remove(temporary) }
    }
    let data = Array(bytes)
    var written = 0
    while written < data.count {
      let result = data.withUnsafeBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress! + written, data.count - written)
      }
      if result < 0 {
        if errno == EINTR { continue }
        let reason = String(cString: strerror(errno)).lowercased()
        close(descriptor)
        throw WriteError(path: shown, reason: reason)
      }
      written += result
    }
    var status = stat()
    let mode: mode_t = stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0o644
    fchmod(descriptor, mode)
    guard fsync(descriptor) == 0, close(descriptor) == 0 else {
      throw WriteError(path: shown, reason: String(cString: strerror(errno)).lowercased())
    }
    guard rename(temporary, path) == 0 else {
      throw WriteError(path: shown, reason: String(cString: strerror(errno)).lowercased())
    }
    succeeded = true
  }
}

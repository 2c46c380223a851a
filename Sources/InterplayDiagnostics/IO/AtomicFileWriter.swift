import Foundation
import Synchronization

/// Writes files so that a reader sees either the old content or the new, never a mix.
///
/// The data goes to an unnamed file in the destination folder (or, where the file system
/// has none, a hidden temporary there: the same file system, so the final `rename` is
/// atomic), is flushed, and only then replaces the target. A failure at any point leaves
/// the original file untouched and removes the temporary.
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
    try write(bytes, to: path, unnamedFiles: true)
  }

  /// Writes as ``write(_:to:)`` does; with `unnamedFiles` false, always through a named
  /// temporary (the file systems without `O_TMPFILE`), so tests run both ways.
  package static func write(
    _ bytes: some Collection<UInt8>, to path: String, unnamedFiles: Bool
  ) throws(WriteError) {
    let destination = try linkTarget(of: path)
    try write(bytes, replacing: destination, named: path, unnamedFiles: unnamedFiles)
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
  ///
  /// The data is written into an unnamed file of the folder (`O_TMPFILE`) and given its
  /// name only once complete: a process killed while writing (SIGKILL, which no handler
  /// sees) leaves nothing behind. A new file is linked straight to its name; an existing
  /// one is replaced by a rename from a hidden name linked just before, the only moment
  /// a kill could leave that name. Where the file system has no unnamed files, the data
  /// goes to a hidden temporary (`mkstemp`) renamed into place.
  private static func write(
    _ bytes: some Collection<UInt8>, replacing path: String, named shown: String,
    unnamedFiles: Bool
  ) throws(WriteError) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    let template = folder + "/." + url.lastPathComponent + ".tmp-XXXXXX"
    let data = Array(bytes)
    var status = stat()
    let mode: mode_t = stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0o644
    let unnamed = unnamedFiles ? open(folder, unnamedFileFlags, mode) : -1
    if unnamed >= 0 {
      if try writeUnnamed(unnamed, data, mode: mode, to: path, template: template, shown) {
        return
      }
    }
    try writeNamed(data, mode: mode, to: path, template: template, shown)
  }

  /// `O_TMPFILE | O_WRONLY | O_CLOEXEC` (Linux): an unnamed regular file in a folder.
  private static let unnamedFileFlags: Int32 = 0o20_200_000 | O_WRONLY | O_CLOEXEC

  /// Writes `data` into the unnamed file `descriptor` and names it `path`; false (the
  /// descriptor closed, nothing written anywhere) when it cannot be named, so the caller
  /// falls back to a named temporary.
  private static func writeUnnamed(
    _ descriptor: Int32, _ data: [UInt8], mode: mode_t, to path: String, template: String,
    _ shown: String
  ) throws(WriteError) -> Bool {
    defer { close(descriptor) }
    try writeAll(data, to: descriptor, shown)
    fchmod(descriptor, mode)
    guard fsync(descriptor) == 0 else {
      throw WriteError(path: shown, reason: String(cString: strerror(errno)).lowercased())
    }
    let handle = "/proc/self/fd/\(descriptor)"
    if linkat(AT_FDCWD, handle, AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0 { return true }
    guard errno == EEXIST else { return false }
    // The file exists: link under a hidden name, registered for the signal cleanup, and
    // rename that over it.
    let (temporary, failure) = inFlight.withLock { state -> (String?, String?) in
      guard !state.isClosed else { return (nil, "the process is stopping") }
      for _ in 0..<100 {
        let name = String(template.dropLast(6)) + randomSuffix()
        if linkat(AT_FDCWD, handle, AT_FDCWD, name, AT_SYMLINK_FOLLOW) == 0 {
          state.paths.insert(name)
          return (name, nil)
        }
        guard errno == EEXIST else { return (nil, String(cString: strerror(errno)).lowercased()) }
      }
      return (nil, "no free temporary name")
    }
    guard let temporary else { throw WriteError(path: shown, reason: failure ?? "") }
    defer { inFlight.withLock { _ = $0.paths.remove(temporary) } }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno)).lowercased()
      unlink(temporary)
      throw WriteError(path: shown, reason: reason)
    }
    return true
  }

  /// Six characters of a temporary's name, as `mkstemp` picks them.
  private static func randomSuffix() -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    return String((0..<6).map { _ in letters.randomElement()! })
  }

  /// Writes every byte of `data` to `descriptor`.
  private static func writeAll(
    _ data: [UInt8], to descriptor: Int32, _ shown: String
  ) throws(WriteError) {
    var written = 0
    while written < data.count {
      let result = data.withUnsafeBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress! + written, data.count - written)
      }
      if result < 0 {
        if errno == EINTR { continue }
        throw WriteError(path: shown, reason: String(cString: strerror(errno)).lowercased())
      }
      written += result
    }
  }

  /// Writes `data` to a hidden temporary made by `mkstemp` from `template` and renames
  /// it to `path`.
  private static func writeNamed(
    _ data: [UInt8], mode: mode_t, to path: String, template: String, _ shown: String
  ) throws(WriteError) {
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
    do {
      try writeAll(data, to: descriptor, shown)
    } catch {
      close(descriptor)
      throw error
    }
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

import Foundation

/// Reads input files whole, within a size limit, turning every failure into a value.
///
/// Every file Interplay reads (models, imports, configurations, traces) goes through
/// ``read(_:limit:)``, so one set of rules holds for all of them: only regular files are
/// opened (never a device, a FIFO or a socket, which could block or never end), the size
/// is checked before reading, and at most one byte over the limit is ever read.
public enum FileReader {
  /// Reads the file at `path`, failing for folders, special files, unreadable files and
  /// files over `limit`.
  ///
  /// The bytes are read straight into the array returned: a large model is not held twice
  /// (as `Data` and as bytes) nor copied.
  public static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
    // The system cuts a path at its first NUL: `b.ipl\0.txt` would open `b.ipl`.
    if path.utf8.contains(0) { return .failure(.invalidPath) }
    var status = stat()
    guard stat(path, &status) == 0 else {
      return .failure(errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable)
    }
    if let failure = kindFailure(status.st_mode) { return .failure(failure) }
    if Int(status.st_size) > limit { return .failure(.tooLarge(Int(status.st_size), limit)) }
    // Non-blocking, so a FIFO put in place since `stat` cannot hang the open; the
    // descriptor is checked again, as the path may now name another file.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(.unreadable) }
    defer { close(descriptor) }
    guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable) }
    if let failure = kindFailure(status.st_mode) { return .failure(failure) }
    let reported = Int(status.st_size)
    if reported > limit { return .failure(.tooLarge(reported, limit)) }
    // One byte past the limit, to tell a file that grew past it from one that did not.
    let capacity = Swift.min(Swift.max(reported, 4096), limit) + 1
    var failed = false
    var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      count = readFully(descriptor, into: buffer, failed: &failed)
    }
    // A file that grew since `fstat` is read on in slices, never past limit + 1 bytes.
    var filled = bytes.count == capacity
    while filled, !failed, bytes.count <= limit {
      let slice = Swift.min(1 << 16, limit + 1 - bytes.count)
      let more = [UInt8](unsafeUninitializedCapacity: slice) { buffer, count in
        count = readFully(descriptor, into: buffer, failed: &failed)
      }
      bytes += more
      filled = more.count == slice
    }
    if failed { return .failure(.unreadable) }
    if bytes.count > limit { return .failure(.tooLarge(bytes.count, limit)) }
    // Files under /proc and /sys report size 0 whatever they hold.
    if reported == 0, !bytes.isEmpty { return .failure(.special) }
    return .success(bytes)
  }

  /// The failure for a file of this mode, or nil for a regular file.
  private static func kindFailure(_ mode: mode_t) -> Failure? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: .folder
    case S_IFCHR: .notRegular(kind: "a character device")
    case S_IFBLK: .notRegular(kind: "a block device")
    case S_IFIFO: .notRegular(kind: "a FIFO")
    case S_IFSOCK: .notRegular(kind: "a socket")
    default: .notRegular(kind: "a special file")
    }
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

import Foundation

/// Standard input as an input file: the path `-` on the command line.
///
/// A process's standard input can be read only once, so the first read is kept and every
/// later one (a second `-`, a second pass over the inputs) gets the same bytes. The
/// bytes are read within the same size limit as a file's, never more than one byte past
/// it, and diagnostics name the input ``name``.
public enum StandardInput {
  /// The path that stands for standard input on the command line.
  public static let argument = "-"

  /// The name standard input goes by in diagnostics and reports.
  public static let name = "<stdin>"

  /// Reads standard input to its end, failing when it holds more than `limit` bytes or
  /// cannot be read.
  public static func read(limit: Int) -> Result<[UInt8], FileReader.Failure> {
    cache.withLock { read in
      if !read.isComplete, read.failure == nil, read.bytes.count <= limit {
        readMore(into: &read, limit: limit)
      }
      if let failure = read.failure { return .failure(failure) }
      if read.bytes.count > limit { return .failure(.tooLarge(read.bytes.count, limit)) }
      return .success(read.bytes)
    }
  }

  /// What has been read so far.
  private struct Progress {
    var bytes: [UInt8] = []
    var isComplete = false
    var failure: FileReader.Failure?
  }

  private static let cache = LockedValue(Progress())

  /// Reads on until the end of input or one byte past `limit`, in slices.
  private static func readMore(into read: inout Progress, limit: Int) {
    var slice = [UInt8](repeating: 0, count: 1 << 16)
    while read.bytes.count <= limit {
      let wanted = Swift.min(slice.count, limit + 1 - read.bytes.count)
      let count = slice.withUnsafeMutableBytes { buffer in
        readInput(buffer.baseAddress!, wanted)
      }
      if count > 0 {
        read.bytes += slice[..<count]
      } else if count == 0 {
        read.isComplete = true
        return
      } else if errno != EINTR {
        read.failure = .unreadable
        return
      }
    }
  }
}

/// `read(2)` of standard input, under a name that the enum's own `read` does not hide.
private func readInput(_ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(STDIN_FILENO, buffer, count)
}

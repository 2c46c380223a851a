import Foundation
import InterplayDiagnostics

/// Reads Content-Length framed messages from a file descriptor (the base protocol of LSP).
///
/// A frame is headers (`Content-Length: N`, optionally `Content-Type`), a blank line, then
/// N bytes of JSON. Malformed headers never stop the reader, and no input makes it hold
/// or scan more than it must:
///
/// - a header block is at most ``maximumHeaderSize`` bytes; a longer one is reported
///   once and dropped as it arrives, up to its blank line;
/// - every byte is scanned once (the search for the blank line resumes where it stopped);
/// - after a header block that cannot be used (too long, no or a bad `Content-Length`)
///   the body that may follow has no known length, so the reader resynchronises: it
///   drops bytes up to the next `Content-Length:` (in any case, wherever it starts,
///   also later in the bad block itself, where leftovers of a frame may precede it on
///   its line) and reads the next header block from there, so one bad frame costs only
///   itself.
public struct MessageReader {
  /// What one read produced.
  public enum Frame: Equatable, Sendable {
    /// The bytes of one message body.
    case message(Data)
    /// A header block that could not be used (no or bad `Content-Length`, or too large).
    case malformed(String)
    /// The input ended.
    case end
  }

  /// The largest body accepted, in bytes; a bigger one is skipped and reported as malformed.
  public static let maximumBodySize = 64 << 20

  /// The largest header block accepted, in bytes, its blank line excluded; a longer one
  /// is dropped and reported as malformed.
  public static let maximumHeaderSize = 64 << 10

  /// What the reader is looking for.
  private enum Mode {
    /// The blank line that ends the header block starting at `start`.
    case header
    /// The blank line that ends a header block too long to keep, dropping what comes.
    case droppingHeader
    /// The next `Content-Length:`, after a header block that could not be used.
    case resynchronising
  }

  private static let terminator: [UInt8] = Array("\r\n\r\n".utf8)
  private static let lengthName: [UInt8] = Array("content-length:".utf8)

  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var start = 0
  /// Where the current search resumes: bytes before it (from `start`) were scanned.
  private var scanned = 0
  private var mode = Mode.header
  private var ended = false

  /// Creates a reader of a descriptor (standard input for the server).
  public init(descriptor: Int32) { self.descriptor = descriptor }

  /// Whether a further frame may be read without blocking: bytes of a header block are
  /// buffered, or bytes are waiting.
  public func hasPendingInput() -> Bool {
    if mode == .header, start < buffer.count { return true }
    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&poller, 1, 0) > 0
  }

  /// Reads the next frame, blocking until it is complete or the input ends.
  public mutating func next() -> Frame {
    while true {
      switch mode {
      case .header:
        if let end = find(Self.terminator) {
          if end - start > Self.maximumHeaderSize {
            restart(at: end + Self.terminator.count, mode: .resynchronising)
            return .malformed(Self.tooLong)
          }
          let header = String(decoding: buffer[start..<end], as: UTF8.self)
          guard let length = Self.contentLength(in: header) else {
            // Bytes left of a frame before may precede a real header on its line: read
            // again from the block's last `Content-Length:` after its first byte, if any.
            // An empty block (a blank line where a header was due) has no such bytes.
            if end > start + 1, let later = lastOccurrence(Self.lengthName, in: (start + 1)..<end) {
              restart(at: later, mode: .header)
            } else {
              restart(at: end + Self.terminator.count, mode: .resynchronising)
            }
            return .malformed("missing or invalid Content-Length header")
          }
          restart(at: end + Self.terminator.count, mode: .header)
          guard length <= Self.maximumBodySize else {
            skip(length)
            return .malformed("message of \(length) bytes is larger than the limit")
          }
          while buffer.count - start < length {
            if !fill() { return .end }
          }
          let body = Data(buffer[start..<start + length])
          restart(at: start + length, mode: .header)
          return .message(body)
        }
        if buffer.count - start > Self.maximumHeaderSize {
          // Keep the last bytes: the blank line may straddle two reads.
          restart(at: buffer.count - (Self.terminator.count - 1), mode: .droppingHeader)
          return .malformed(Self.tooLong)
        }
      case .droppingHeader:
        if let end = find(Self.terminator) {
          restart(at: end + Self.terminator.count, mode: .resynchronising)
          continue
        }
        restart(at: max(start, buffer.count - (Self.terminator.count - 1)), mode: .droppingHeader)
      case .resynchronising:
        if let found = find(Self.lengthName, ignoringCase: true) {
          restart(at: found, mode: .header)
          continue
        }
        restart(at: max(start, buffer.count - (Self.lengthName.count - 1)), mode: .resynchronising)
      }
      if !fill() { return .end }
    }
  }

  private static let tooLong = "header block larger than \(maximumHeaderSize >> 10) KiB"

  /// The value of the `Content-Length` header, if present and a non-negative integer.
  static func contentLength(in header: String) -> Int? {
    for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2,
        parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length"
      else { continue }
      let value = parts[1].trimmingCharacters(in: .whitespaces)
      guard let length = Int(value), length >= 0 else { return nil }
      return length
    }
    return nil
  }

  /// The offset of the next occurrence of `pattern` at or after `start`, scanning only
  /// bytes not scanned before; records how far it got. ASCII letters of the buffer are
  /// compared lower-cased with `ignoringCase` (the pattern is lower-case).
  private mutating func find(_ pattern: [UInt8], ignoringCase: Bool = false) -> Int? {
    var index = max(start, scanned - (pattern.count - 1))
    let last = buffer.count - pattern.count
    while index <= last {
      var matched = 0
      while matched < pattern.count {
        var byte = buffer[index + matched]
        if ignoringCase, byte >= 65, byte <= 90 { byte += 32 }
        guard byte == pattern[matched] else { break }
        matched += 1
      }
      if matched == pattern.count {
        scanned = index
        return index
      }
      index += 1
    }
    scanned = buffer.count
    return nil
  }

  /// The offset of the last occurrence of `pattern` (lower-case) starting in `range`,
  /// ASCII letters compared lower-cased.
  private func lastOccurrence(_ pattern: [UInt8], in range: Range<Int>) -> Int? {
    var index = range.upperBound - pattern.count
    while index >= range.lowerBound {
      var matched = 0
      while matched < pattern.count {
        var byte = buffer[index + matched]
        if byte >= 65, byte <= 90 { byte += 32 }
        guard byte == pattern[matched] else { break }
        matched += 1
      }
      if matched == pattern.count { return index }
      index -= 1
    }
    return nil
  }

  /// Consumes the bytes before `offset` and searches from there in `mode`.
  private mutating func restart(at offset: Int, mode: Mode) {
    start = max(start, offset)
    scanned = start
    self.mode = mode
    compact()
  }

  /// Drops `count` body bytes, reading them as they arrive (never holding them).
  private mutating func skip(_ count: Int) {
    var remaining = count
    while remaining > 0 {
      let available = buffer.count - start
      if available == 0, !fill() { return }
      let taken = min(remaining, buffer.count - start)
      start += taken
      remaining -= taken
      compact()
    }
  }

  /// Drops the bytes already consumed once they are a good part of the buffer.
  private mutating func compact() {
    if start == buffer.count {
      buffer.removeAll(keepingCapacity: true)
      scanned = 0
      start = 0
    } else if start > 1 << 16 {
      buffer.removeFirst(start)
      scanned -= start
      start = 0
    }
  }

  /// Reads more bytes; false at the end of input (or a read error).
  private mutating func fill() -> Bool {
    guard !ended else { return false }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        buffer += chunk[0..<count]
        return true
      }
      if count < 0, errno == EINTR { continue }
      ended = true
      return false
    }
  }
}

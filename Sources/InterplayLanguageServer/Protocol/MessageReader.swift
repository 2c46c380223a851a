import Foundation
import InterplayDiagnostics

/// Reads Content-Length framed messages from a file descriptor (the base protocol of LSP).
///
/// A frame is headers (`Content-Length: N`, optionally `Content-Type`), a blank line, then
/// N bytes of JSON. Malformed headers never stop the reader: a header block without a
/// usable length is dropped, and reading resumes at the next header block.
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

  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var start = 0
  private var ended = false

  /// Creates a reader of a descriptor (standard input for the server).
  public init(descriptor: Int32) { self.descriptor = descriptor }

  /// Whether a further frame may be read without blocking: bytes are buffered or waiting.
  public func hasPendingInput() -> Bool {
    if start < buffer.count { return true }
    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&poller, 1, 0) > 0
  }

  /// Reads the next frame, blocking until it is complete or the input ends.
  public mutating func next() -> Frame {
    while true {
      guard let headerEnd = headerTerminator() else {
        if !fill() { return .end }
        continue
      }
      let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
      start = headerEnd + 4
      guard let length = Self.contentLength(in: header) else {
        compact()
        return .malformed("missing or invalid Content-Length header")
      }
      guard length <= Self.maximumBodySize else {
        skip(length)
        return .malformed("message of \(length) bytes is larger than the limit")
      }
      while buffer.count - start < length {
        if !fill() { return .end }
      }
      let body = Data(buffer[start..<start + length])
      start += length
      compact()
      return .message(body)
    }
  }

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

  /// The offset of the `\r\n\r\n` that ends the buffered header block, if buffered.
  private func headerTerminator() -> Int? {
    var index = start
    while index + 3 < buffer.count {
      if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13,
        buffer[index + 3] == 10
      {
        return index
      }
      index += 1
    }
    return nil
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
      start = 0
    } else if start > 1 << 16 {
      buffer.removeFirst(start)
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

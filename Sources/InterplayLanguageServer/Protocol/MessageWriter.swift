import Foundation
import InterplayDiagnostics

/// Writes Content-Length framed JSON messages to a file descriptor (standard output).
public struct MessageWriter {
  private let descriptor: Int32

  /// Creates a writer of a descriptor.
  public init(descriptor: Int32) { self.descriptor = descriptor }

  /// Writes one message with its header; false when the output is gone.
  @discardableResult
  public func write(_ message: JSON) -> Bool {
    let body = message.serialized()
    var frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
    frame += body
    return frame.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let count = Foundation.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return false }
        offset += count
      }
      return true
    }
  }
}

import Foundation

/// A plain TCP connection to 127.0.0.1, for sending the preview server what no HTTP
/// client would: a foreign `Host`, a request a byte at a time, nothing at all.
final class RawConnection {
  struct Failure: Error, CustomStringConvertible { var description: String }

  private let socket: Int32

  /// Connects to `127.0.0.1:port`.
  init(port: Int) throws {
    socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw Failure(description: "socket: \(errno)") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(socket)
      throw Failure(description: "connect: \(errno)")
    }
  }

  deinit { close(socket) }

  /// Sends text; false when the connection is gone.
  @discardableResult func send(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBytes {
      Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
    }
      == bytes.count
  }

  /// Reads until the peer closes or `seconds` pass; returns what came and whether the
  /// peer closed the connection.
  func readUntilClosed(seconds: Double) -> (text: String, closed: Bool) {
    var received: [UInt8] = []
    let deadline = Date().addingTimeInterval(seconds)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while Date() < deadline {
      var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      let remaining = Int32(max(1, deadline.timeIntervalSinceNow * 1000))
      guard poll(&poller, 1, min(remaining, 100)) > 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
      if count <= 0 { return (String(decoding: received, as: UTF8.self), true) }
      received += buffer[0..<count]
    }
    return (String(decoding: received, as: UTF8.self), false)
  }

  /// The status line's code of the first answer to `request`, read for up to `seconds`.
  func status(of request: String, seconds: Double = 10) -> Int? {
    send(request)
    var received: [UInt8] = []
    let deadline = Date().addingTimeInterval(seconds)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while Date() < deadline {
      let text = String(decoding: received, as: UTF8.self)
      if let line = text.split(separator: "\r\n").first, text.contains("\r\n") {
        let parts = line.split(separator: " ")
        return parts.count > 1 ? Int(parts[1]) : nil
      }
      var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 100) > 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
      if count <= 0 { return nil }
      received += buffer[0..<count]
    }
    return nil
  }
}

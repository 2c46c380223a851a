import Foundation
import InterplayTestSupport
import Testing

/// `interplay preview` against clients no browser would be: a request for another host
/// (DNS rebinding) is answered 421, and a connection that sends nothing, or its request
/// a byte at a time, is closed after `--idle-timeout`.
@Suite(.serialized) struct PreviewHostileTests {
  static let model = TestPaths.diagrams.appendingPathComponent(
    "LocationButton/LocationButton.ipl"
  ).path

  static func request(host: String?) -> String {
    "GET /version HTTP/1.1\r\n" + (host.map { "Host: \($0)\r\n" } ?? "") + "\r\n"
  }

  @Test func onlyLoopbackHostsWithThePortAreAnswered() throws {
    let server = try PreviewProcess([Self.model])
    let port = server.port
    for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)", "[::1]:\(port)"] {
      let connection = try RawConnection(port: port)
      #expect(connection.status(of: Self.request(host: host)) == 200, "\(host)")
    }
    for host in [
      "evil.example:\(port)", "evil.example", "127.0.0.1", "localhost:\(port + 1)",
      "127.0.0.1.evil.example:\(port)", "localhost:\(port)x",
    ] {
      let connection = try RawConnection(port: port)
      #expect(connection.status(of: Self.request(host: host)) == 421, "\(host)")
    }
    let hostless = try RawConnection(port: port)
    #expect(hostless.status(of: "GET / HTTP/1.0\r\n\r\n") == 421)
    #expect(server.stop() == 0)
  }

  @Test func idleAndSlowConnectionsAreClosed() throws {
    let server = try PreviewProcess([Self.model], arguments: ["--idle-timeout", "1"])
    let started = Date()
    let idle = try RawConnection(port: server.port)
    #expect(idle.readUntilClosed(seconds: 10).closed)
    #expect(Date().timeIntervalSince(started) < 5)

    // A request a byte every 0.2 s would take 8 s; the server closes it after about 1.
    let slow = try RawConnection(port: server.port)
    let request =
      Self.request(host: "127.0.0.1:\(server.port)").dropLast(2) + "X-Slow: "
      + String(repeating: "a", count: 40) + "\r\n\r\n"
    let slowStart = Date()
    var sent = 0
    for character in request {
      guard slow.send(String(character)) else { break }
      sent += 1
      if slow.readUntilClosed(seconds: 0.2).closed { break }
    }
    #expect(sent < request.count, "the whole slow request was accepted")
    #expect(Date().timeIntervalSince(slowStart) < 5)

    // A connection that is answered stays usable until it idles.
    let answered = try RawConnection(port: server.port)
    #expect(answered.status(of: Self.request(host: "127.0.0.1:\(server.port)")) == 200)
    #expect(server.stop() == 0)
  }
}

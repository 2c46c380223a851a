import Synchronization

/// The `Host` values the preview answers: its loopback names with the port it is bound
/// to (`localhost:8040`, `127.0.0.1:8040`, `[::1]:8040`), and no other.
///
/// A page on another site can make the browser send requests to a loopback port (DNS
/// rebinding: a name the attacker controls resolves to 127.0.0.1), but the browser then
/// sends that name as `Host`; answering only loopback names keeps such pages from reading
/// the report. Others are answered 421 (Misdirected Request).
final class LoopbackHosts: Sendable {
  /// The bound port; 0 until the server listens.
  private let port = Atomic<Int>(0)

  /// The loopback names, lower-case.
  static let names: Set<String> = ["localhost", "127.0.0.1", "[::1]"]

  /// Creates the check; ``bind(port:)`` gives it the port once the server listens.
  init() {}

  /// Records the port the server listens on.
  func bind(port: Int) {
    self.port.store(port, ordering: .releasing)
  }

  /// Whether a request's `Host` (its authority) names this server: a loopback name and
  /// the bound port (a missing port stands for 80).
  func allows(_ authority: String?) -> Bool {
    guard let authority, !authority.isEmpty else { return false }
    let bound = port.load(ordering: .acquiring)
    guard bound > 0 else { return false }
    var host = Substring(authority.lowercased())
    var portText: Substring = "80"
    if let colon = host.lastIndex(of: ":"), !host[colon...].contains("]") {
      portText = host[host.index(after: colon)...]
      host = host[..<colon]
    }
    guard portText.allSatisfy(\.isASCII), let port = Int(portText), port == bound else {
      return false
    }
    return Self.names.contains(String(host))
  }
}

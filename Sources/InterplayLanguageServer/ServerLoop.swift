import Foundation
import InterplayDiagnostics

/// Runs a ``LanguageServer`` over framed JSON-RPC on two file descriptors (standard input
/// and output for `interplay lsp`) until `exit` or the end of input.
///
/// Diagnostics are worked out when no further message is waiting, so a burst of edits is
/// linted once, for the last text.
public enum ServerLoop {
  /// Serves until `exit` (returning 0 after `shutdown`, 1 without) or the end of input
  /// (returning 1 unless `shutdown` was answered).
  public static func run(input: Int32, output: Int32, log: (String) -> Void = { _ in }) -> Int32 {
    var server = LanguageServer()
    var reader = MessageReader(descriptor: input)
    let writer = MessageWriter(descriptor: output)
    while true {
      switch reader.next() {
      case .end:
        return server.phase == .shuttingDown ? 0 : 1
      case .malformed(let reason):
        log("interplay lsp: dropped a message: \(reason)")
        writer.write(LanguageServer.error(id: .null, .parseError, reason))
      case .message(let body):
        for message in server.handle(body: [UInt8](body)) {
          guard writer.write(message) else { return 1 }
        }
      }
      if server.phase == .exited { return server.exitCode }
      if server.hasPendingDiagnostics, !reader.hasPendingInput() {
        for message in server.flushDiagnostics() {
          guard writer.write(message) else { return 1 }
        }
      }
    }
  }
}

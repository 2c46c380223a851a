import Foundation
import InterplayDiagnostics
import InterplayLanguageServer
import InterplayTestSupport

/// A scripted LSP client: launches the built `interplay lsp`, writes framed JSON-RPC to it
/// and reads its messages, with a time limit on every wait so a broken server fails a
/// test instead of hanging it.
final class LSPClient {
  let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private var buffer: [UInt8] = []
  private var nextID = 1
  /// Notifications read while waiting for something else, oldest first.
  private(set) var notifications: [JSON] = []

  /// Launches the server and, unless told not to, completes the `initialize` handshake.
  init(initialize: Bool = true) throws {
    process.executableURL = CommandLineRun.executable
    process.arguments = ["lsp"]
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    guard initialize else { return }
    let response = try request("initialize", ["processId": .null, "capabilities": [:]])
    guard response["result"]["capabilities"] != .null else {
      throw ClientError.unexpected("initialize answered \(response)")
    }
    notify("initialized", [:])
  }

  deinit {
    if process.isRunning { process.terminate() }
  }

  enum ClientError: Error {
    case timedOut(String)
    case unexpected(String)
  }

  /// Writes raw bytes to the server's standard input.
  func writeRaw(_ bytes: [UInt8]) {
    input.fileHandleForWriting.write(Data(bytes))
  }

  /// Sends one framed message.
  func send(_ message: JSON) {
    let body = [UInt8](message.serialized())
    writeRaw(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
  }

  /// Sends a notification.
  func notify(_ method: String, _ params: JSON) {
    send(["jsonrpc": "2.0", "method": .string(method), "params": params])
  }

  /// Sends a request and waits for its response (notifications read meanwhile are kept).
  func request(_ method: String, _ params: JSON) throws -> JSON {
    let id = nextID
    nextID += 1
    send(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
    while true {
      let message = try read()
      if message["id"] == .int(id) { return message }
      notifications.append(message)
    }
  }

  /// Waits for the next `publishDiagnostics` for a URI (of at least `version`, skipping
  /// those of older texts) and returns its params.
  func diagnostics(for uri: String, version: Int = 0) throws -> JSON {
    while let index = notifications.firstIndex(where: { Self.isDiagnostics($0, uri) }) {
      let params = notifications.remove(at: index)["params"]
      if (params["version"].intValue ?? version) >= version { return params }
    }
    while true {
      let message = try read()
      if Self.isDiagnostics(message, uri),
        (message["params"]["version"].intValue ?? version) >= version
      {
        return message["params"]
      }
      if !Self.isDiagnostics(message, uri) { notifications.append(message) }
    }
  }

  private static func isDiagnostics(_ message: JSON, _ uri: String) -> Bool {
    message["method"] == "textDocument/publishDiagnostics"
      && message["params"]["uri"] == .string(uri)
  }

  /// Reads the next message, failing after `timeout` seconds.
  func read(timeout: Double = 30) throws -> JSON {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if let message = takeMessage() { return message }
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { throw ClientError.timedOut("no message from the server") }
      var poller = pollfd(
        fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, Int32(remaining * 1000)) > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      let count = chunk.withUnsafeMutableBytes {
        Foundation.read(output.fileHandleForReading.fileDescriptor, $0.baseAddress, $0.count)
      }
      guard count > 0 else { throw ClientError.unexpected("the server closed its output") }
      buffer += chunk[0..<count]
    }
  }

  private func takeMessage() -> JSON? {
    let terminator: [UInt8] = [13, 10, 13, 10]
    guard let end = buffer.indices.first(where: { Array(buffer[$0...].prefix(4)) == terminator })
    else { return nil }
    let header = String(decoding: buffer[..<end], as: UTF8.self)
    guard
      let line = header.split(separator: "\r\n").first(where: { $0.hasPrefix("Content-Length") }),
      let length = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)),
      buffer.count >= end + 4 + length
    else { return nil }
    let body = Data(buffer[(end + 4)..<(end + 4 + length)])
    buffer.removeFirst(end + 4 + length)
    return JSON.parse(body)
  }

  /// Opens a document with a text.
  func open(_ uri: String, _ text: String, version: Int = 1) {
    notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(uri), "languageId": "interplay", "version": .int(version),
          "text": .string(text),
        ]
      ])
  }

  /// Replaces a document's whole text.
  func change(_ uri: String, _ text: String, version: Int) {
    notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(uri), "version": .int(version)],
        "contentChanges": [["text": .string(text)]],
      ])
  }

  /// Closes the server's input and waits for it to exit; returns the exit status.
  func closeInput() throws -> Int32 {
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// `shutdown`, then `exit`; returns the exit status.
  func shutDown() throws -> Int32 {
    _ = try request("shutdown", .null)
    notify("exit", .null)
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    return process.terminationStatus
  }
}

import InterplayDiagnostics
import InterplaySyntax

/// The Interplay language server: answers LSP requests and notifications, one message at a
/// time, and says what to send back.
///
/// It knows nothing of streams (``ServerLoop`` reads and writes the framed messages), so
/// tests can drive it with JSON values. Diagnostics come from `ModelPipeline` (the
/// pipeline and ids of `interplay lint`) run on the open buffers; a document changed several
/// times before the loop flushes is linted once, for its last text.
public struct LanguageServer: Sendable {
  /// JSON-RPC error codes the server answers with.
  public enum ErrorCode: Int, Sendable {
    /// The body is not JSON.
    case parseError = -32700
    /// The JSON is not a request or notification.
    case invalidRequest = -32600
    /// No such method.
    case methodNotFound = -32601
    /// The parameters do not have the shape the method takes.
    case invalidParams = -32602
    /// A request came before `initialize`.
    case serverNotInitialized = -32002
    /// A request the server understood but could not carry out (a rename refused).
    case requestFailed = -32803
  }

  /// Where the server is in the protocol's lifecycle.
  public enum Phase: Sendable {
    /// Waiting for `initialize`.
    case starting
    /// Serving requests.
    case running
    /// `shutdown` was answered; only `exit` is expected.
    case shuttingDown
    /// `exit` was received: the loop stops with ``exitCode``.
    case exited
  }

  /// The open documents and analysis caches.
  public internal(set) var workspace = Workspace()
  /// Where the server is in its lifecycle.
  public internal(set) var phase = Phase.starting
  /// The semantic tokens last sent per document, for delta requests.
  var semanticTokenResults = SemanticTokenResults()
  /// The diagnostics last published, by URI (code actions read their fix-its).
  private var published: [String: PublishedDiagnostics] = [:]
  /// Documents changed since their diagnostics were last published.
  private var pending: [String] = []
  /// Notifications to send with the next answer (diagnostics cleared on close).
  private var outbox: [JSON] = []

  /// Creates a server waiting for `initialize`.
  public init() {}

  /// The process exit code once ``phase`` is ``Phase/exited``: 0 after `shutdown`, 1 without.
  public private(set) var exitCode: Int32 = 1

  /// Handles one message body; returns the messages to send (a response, if it was a
  /// request). Never traps on malformed input: such input gets an error response.
  public mutating func handle(body: [UInt8]) -> [JSON] {
    guard let message = JSON.parse(.init(body)) else {
      return [Self.error(id: .null, .parseError, "the message is not valid JSON")]
    }
    return handle(message)
  }

  /// Handles one decoded message.
  public mutating func handle(_ message: JSON) -> [JSON] {
    guard case .object = message, let method = message["method"].stringValue else {
      let id = message["id"]
      if message["result"] != .null || message["error"] != .null { return [] }  // a response
      return [Self.error(id: Self.isValidID(id) ? id : .null, .invalidRequest, "not a request")]
    }
    let id = message["id"]
    let isRequest = Self.isValidID(id)
    if !isRequest, id != .null {
      return [Self.error(id: .null, .invalidRequest, "the id must be a number or a string")]
    }
    let params = message["params"]
    if isRequest {
      let response = respond(to: method, id: id, params: params)
      return drainOutbox() + [response]
    }
    notify(method, params: params)
    return drainOutbox()
  }

  private mutating func drainOutbox() -> [JSON] {
    defer { outbox.removeAll() }
    return outbox
  }

  /// The diagnostics last published for a URI, brought up to date first (the
  /// notifications that takes are sent before the response).
  mutating func publishedDiagnostics(_ uri: String) -> PublishedDiagnostics? {
    if hasPendingDiagnostics { outbox += flushDiagnostics() }
    return published[uri]
  }

  /// The `publishDiagnostics` notifications for documents changed since the last flush.
  public mutating func flushDiagnostics() -> [JSON] {
    let uris = pending
    pending.removeAll()
    var messages: [JSON] = []
    for uri in uris where workspace.documents[uri] != nil {
      for file in workspace.lint(uri: uri) {
        published[file.uri] = file
        messages.append(Self.publish(file, uriByPath: workspace.uriByPath))
      }
    }
    return messages
  }

  /// Whether diagnostics are waiting for ``flushDiagnostics()``.
  public var hasPendingDiagnostics: Bool { !pending.isEmpty }

  private mutating func notify(_ method: String, params: JSON) {
    switch method {
    case "exit":
      exitCode = phase == .shuttingDown ? 0 : 1
      phase = .exited
    case _ where phase != .running:
      break
    case "textDocument/didOpen":
      let item = params["textDocument"]
      guard let uri = item["uri"].stringValue, let text = item["text"].stringValue else { return }
      workspace.open(
        OpenDocument(
          uri: uri, path: DocumentURI.path(for: uri), version: item["version"].intValue ?? 0,
          text: text))
      schedule(uri)
    case "textDocument/didChange":
      guard let uri = params["textDocument"]["uri"].stringValue,
        let text = params["contentChanges"].arrayValue?.last?["text"].stringValue
      else { return }
      let version = params["textDocument"]["version"].intValue ?? 0
      if workspace.change(uri: uri, version: version, text: text) { schedule(uri) }
    case "textDocument/didSave":
      if let uri = params["textDocument"]["uri"].stringValue { schedule(uri) }
    case "textDocument/didClose":
      guard let uri = params["textDocument"]["uri"].stringValue else { return }
      semanticTokenResults.forget(uri: uri)
      for stale in workspace.close(uri: uri).sorted() {
        published[stale] = nil
        pending.removeAll { $0 == stale }
        outbox.append(
          [
            "jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
            "params": ["uri": .string(stale), "diagnostics": []],
          ])
      }
      // Other open documents of the same system are linted again without this buffer.
      for other in workspace.documents.keys.sorted() { schedule(other) }
    default:
      break  // initialized, $/cancelRequest, $/setTrace and unknown notifications
    }
  }

  private mutating func schedule(_ uri: String) {
    if !pending.contains(uri) { pending.append(uri) }
  }
}

import Foundation
import InterplayDiagnostics
import InterplayLanguageServer
import InterplayTestSupport
import Testing

/// The server driven in-process: imports resolve to open buffers before files on disk.
@Suite struct WorkspaceTests {
  static func open(_ server: inout LanguageServer, _ uri: String, _ text: String) {
    _ = server.handle(
      [
        "jsonrpc": "2.0", "method": "textDocument/didOpen",
        "params": ["textDocument": ["uri": .string(uri), "version": 1, "text": .string(text)]],
      ])
  }

  static func codes(_ messages: [JSON], _ uri: String) -> [String]? {
    messages.first { $0["params"]["uri"] == .string(uri) }.map {
      ($0["params"]["diagnostics"].arrayValue ?? []).compactMap { $0["code"].stringValue }
    }
  }

  @Test func importedFilesComeFromOpenBuffers() throws {
    let folder = TemporaryFolder()
    let root = folder.path + "/Root.ipl"
    let part = folder.path + "/Part.ipl"
    try
      "import \"Part.ipl\"\nbehaviour B {\n  requests S.request\n  initial state I {\n    entry { send S.go }\n  }\n}\n"
      .write(toFile: root, atomically: true, encoding: .utf8)
    try "service S {\n  request { stop }\n}\n".write(
      toFile: part, atomically: true, encoding: .utf8)
    let rootURI = URL(fileURLWithPath: root).absoluteString
    let partURI = URL(fileURLWithPath: part).absoluteString
    var server = LanguageServer()
    _ = server.handle(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:]])
    Self.open(&server, rootURI, try String(contentsOfFile: root, encoding: .utf8))
    let onDisk = server.flushDiagnostics()
    #expect(Self.codes(onDisk, rootURI) == ["resolve.unknown-case"])
    // The unsaved buffer of the imported file declares the case: the error goes away.
    Self.open(&server, partURI, "service S {\n  request { go }\n}\n")
    let fromBuffer = server.flushDiagnostics()
    #expect(Self.codes(fromBuffer, rootURI) == [])
    #expect(Self.codes(fromBuffer, partURI) == [])
    // Definition from the root's `S.go` lands in the imported buffer.
    let response = server.handle(
      [
        "jsonrpc": "2.0", "id": 2, "method": "textDocument/definition",
        "params": [
          "textDocument": ["uri": .string(rootURI)], "position": ["line": 4, "character": 19],
        ],
      ])
    #expect(response.last?["result"]["uri"] == .string(partURI))
    #expect(response.last?["result"]["range"]["start"] == ["line": 1, "character": 12])
    // Closing the imported buffer clears its diagnostics and lints the root against the
    // file on disk again.
    let closed = server.handle(
      [
        "jsonrpc": "2.0", "method": "textDocument/didClose",
        "params": ["textDocument": ["uri": .string(partURI)]],
      ])
    #expect(Self.codes(closed, partURI) == [])
    #expect(Self.codes(server.flushDiagnostics(), rootURI) == ["resolve.unknown-case"])
  }
}

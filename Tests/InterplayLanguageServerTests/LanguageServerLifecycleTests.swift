import Foundation
import InterplayLanguageServer
import Testing

/// The protocol's lifecycle and hostile input, against the real executable: nothing a
/// client sends may crash the server.
@Suite(.serialized) struct LanguageServerLifecycleTests {
  @Test func requestsBeforeInitializeAreRefused() throws {
    let client = try LSPClient(initialize: false)
    let early = try client.request("textDocument/hover", [:])
    #expect(early["error"]["code"] == -32002)
    let response = try client.request("initialize", ["capabilities": [:]])
    #expect(response["result"]["capabilities"]["hoverProvider"] == true)
    let again = try client.request("initialize", ["capabilities": [:]])
    #expect(again["error"]["code"] == -32600)
    #expect(try client.shutDown() == 0)
  }

  @Test func unknownRequestsAnswerMethodNotFound() throws {
    let client = try LSPClient()
    let response = try client.request("workspace/noSuchThing", [:])
    #expect(response["error"]["code"] == -32601)
    client.notify("$/noSuchNotification", [:])
    #expect(try client.request("shutdown", .null)["result"] == .null)
    let late = try client.request("textDocument/hover", [:])
    #expect(late["error"]["code"] == -32600)
  }

  @Test func malformedInputGetsErrorsAndTheServerGoesOn() throws {
    let client = try LSPClient()
    client.writeRaw(Array("Content-Length: 7\r\n\r\n{oops!}".utf8))
    #expect(try client.read()["error"]["code"] == -32700)
    client.writeRaw(Array("Content-Type: x\r\n\r\n".utf8))
    #expect(try client.read()["error"]["code"] == -32700)
    client.writeRaw(Array("Content-Length: -3\r\n\r\n".utf8))
    #expect(try client.read()["error"]["code"] == -32700)
    client.send([1, 2, 3])
    #expect(try client.read()["error"]["code"] == -32600)
    client.send(["jsonrpc": "2.0", "id": ["nested": true], "method": "shutdown"])
    #expect(try client.read()["error"]["code"] == -32600)
    // Parameters of the wrong shape.
    let hover = try client.request("textDocument/hover", ["textDocument": 42, "position": "x"])
    #expect(hover["error"]["code"] == -32602)
    let symbols = try client.request(
      "textDocument/documentSymbol", ["textDocument": ["uri": "file:///not/open.ipl"]])
    #expect(symbols["result"] == [])
    client.notify("textDocument/didOpen", ["textDocument": ["uri": 7]])
    client.notify("textDocument/didChange", ["textDocument": ["uri": "file:///never-opened.ipl"]])
    client.open("untitled:Untitled-1", "actor A { state S { on x -> } }")
    let published = try client.diagnostics(for: "untitled:Untitled-1")
    #expect((published["diagnostics"].arrayValue ?? []).isEmpty == false)
    #expect(try client.shutDown() == 0)
  }

  @Test func exitWithoutShutdownFailsAndEndOfInputEnds() throws {
    let client = try LSPClient()
    client.notify("exit", .null)
    client.process.waitUntilExit()
    #expect(client.process.terminationStatus == 1)
    let other = try LSPClient()
    #expect(try other.closeInput() == 1)
  }
}

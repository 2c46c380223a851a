import Foundation
import InterplayDiagnostics
import InterplayLanguageServer
import InterplayTestSupport
import Testing

/// Drives the real `interplay lsp` executable as an editor would, on the bundled AccountApp
/// model, and checks every feature's answer.
@Suite(.serialized) struct LanguageServerProcessTests {
  static let path = TestPaths.diagrams.appendingPathComponent("AccountApp/AccountApp.ipl").path
  static let uri = URL(fileURLWithPath: path).absoluteString
  static let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""

  /// The LSP position of the `occurrence`-th (0-based) appearance of `needle`, `offset`
  /// UTF-16 units into it.
  static func position(
    of needle: String, occurrence: Int = 0, offset: Int = 1, in text: String = text
  ) -> JSON {
    let lines = text.components(separatedBy: "\n")
    var seen = 0
    for (number, line) in lines.enumerated() {
      var searchStart = line.startIndex
      while let found = line.range(of: needle, range: searchStart..<line.endIndex) {
        if seen == occurrence {
          let character = line.utf16.distance(from: line.startIndex, to: found.lowerBound)
          return ["line": .int(number), "character": .int(character + offset)]
        }
        seen += 1
        searchStart = found.upperBound
      }
    }
    Issue.record("'\(needle)' not found")
    return ["line": 0, "character": 0]
  }

  static func at(_ position: JSON) -> JSON {
    ["textDocument": ["uri": .string(uri)], "position": position]
  }

  static func opened() throws -> LSPClient {
    let client = try LSPClient()
    client.open(uri, text)
    return client
  }

  /// The ids `interplay lint` reports for a text, written to a temporary file.
  static func lintIDs(_ text: String) throws -> [String] {
    let folder = TemporaryFolder()
    let file = folder.path + "/AccountApp.ipl"
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    let run = try CommandLineRun.run(["lint", "--format", "json", file])
    let report = JSON.parse(Data(run.output.utf8)) ?? .null
    return (report["diagnostics"].arrayValue ?? []).compactMap { $0["id"].stringValue }
  }

  @Test func diagnosticsCarryLintIdsAndClearAfterTheFix() throws {
    let client = try Self.opened()
    #expect(try client.diagnostics(for: Self.uri)["diagnostics"] == [])
    let broken = Self.text.replacingOccurrences(
      of: "send HostingBehaviour.suspend\n", with: "send HostingBehaviour.suspendd\n")
    client.change(Self.uri, broken, version: 2)
    let published = try client.diagnostics(for: Self.uri, version: 2)
    #expect(published["version"] == 2)
    let diagnostics = published["diagnostics"].arrayValue ?? []
    let codes = diagnostics.compactMap { $0["code"].stringValue }
    #expect(codes == (try Self.lintIDs(broken)))
    #expect(codes == ["resolve.unknown-case"])
    let first = diagnostics.first ?? .null
    #expect(first["severity"] == 1)
    #expect(first["range"]["start"] == Self.position(of: "suspendd", offset: 0, in: broken))
    #expect(first["relatedInformation"][0]["message"] == "did you mean 'suspend'?")
    client.change(Self.uri, Self.text, version: 3)
    let fixed = try client.diagnostics(for: Self.uri, version: 3)
    #expect(fixed["version"] == 3)
    #expect(fixed["diagnostics"] == [])
    #expect(try client.shutDown() == 0)
  }

  @Test func codeActionAppliesTheFixIt() throws {
    let client = try Self.opened()
    let broken = Self.text.replacingOccurrences(
      of: "send HostingBehaviour.suspend\n", with: "send HostingBehaviour.suspendd\n")
    client.change(Self.uri, broken, version: 2)
    let diagnostic = try client.diagnostics(for: Self.uri, version: 2)["diagnostics"][0]
    let response = try client.request(
      "textDocument/codeAction",
      [
        "textDocument": ["uri": .string(Self.uri)], "range": diagnostic["range"],
        "context": ["diagnostics": [diagnostic]],
      ])
    let action = response["result"][0]
    #expect(action["title"] == "replace 'suspendd' with 'suspend'")
    #expect(action["kind"] == "quickfix")
    let edit = action["edit"]["changes"][Self.uri][0]
    #expect(edit["newText"] == "suspend")
    #expect(edit["range"] == diagnostic["range"])
  }

  @Test func hoverShowsTheCaseWithItsPayloadAndComments() throws {
    let client = try Self.opened()
    let response = try client.request(
      "textDocument/hover", Self.at(Self.position(of: "quickLogin", occurrence: 1, offset: 3)))
    let value = response["result"]["contents"]["value"].stringValue ?? ""
    #expect(value.contains("quickLogin(key: HeldKey) -> Bool"))
    #expect(value.contains("case `Service.Portal.quickLogin` in notifier `Service.Portal.request`"))
    let actor = try client.request(
      "textDocument/hover", Self.at(Self.position(of: "service Device", offset: 9)))
    let actorText = actor["result"]["contents"]["value"].stringValue ?? ""
    #expect(actorText.contains("The host checks. Each answers true (passed) or false (failed)."))
    #expect(actorText.contains("a stub"))
  }

  @Test func definitionJumpsToTheDeclaration() throws {
    let client = try Self.opened()
    let response = try client.request(
      "textDocument/definition", Self.at(Self.position(of: "quickLogin", occurrence: 2)))
    #expect(response["result"]["uri"] == .string(Self.uri))
    #expect(response["result"]["range"]["start"] == Self.position(of: "quickLogin", offset: 0))
    let state = try client.request(
      "textDocument/definition", Self.at(Self.position(of: "-> Foreground", offset: 4)))
    #expect(
      state["result"]["range"]["start"]
        == Self.position(of: "initial state Foreground", offset: 14))
  }

  @Test func referencesFindEveryUse() throws {
    let client = try Self.opened()
    var params = Self.at(Self.position(of: "quickLogin"))
    params = .object(
      (params.objectValue ?? [:]).merging(["context": ["includeDeclaration": true]]) { $1 })
    let response = try client.request("textDocument/references", params)
    let lines = (response["result"].arrayValue ?? []).compactMap {
      $0["range"]["start"]["line"].intValue
    }
    // The case, the send, two reply triggers, three sequence messages, and six
    // properties: one names it twice, two name the reply a behaviour takes.
    #expect(lines == [95, 397, 403, 404, 601, 603, 608, 679, 680, 680, 681, 682, 683, 684])
  }

  @Test func completionOffersMembersAndNamesInScope() throws {
    let client = try Self.opened()
    let edited = Self.text.replacingOccurrences(
      of: "        send Presentation.cover\n", with: "        send Service.\n")
    client.change(Self.uri, edited, version: 2)
    let lines = edited.components(separatedBy: "\n")
    let line = lines.firstIndex { $0 == "        send Service." } ?? 0
    let members = try client.request(
      "textDocument/completion",
      [
        "textDocument": ["uri": .string(Self.uri)],
        "position": ["line": .int(line), "character": .int(lines[line].utf16.count)],
      ])
    let labels = (members["result"]["items"].arrayValue ?? []).compactMap {
      $0["label"].stringValue
    }
    #expect(labels.contains("Portal") && labels.contains("Device") && labels.contains("Lifecycle"))
    client.change(Self.uri, Self.text, version: 3)
    let inState = try client.request(
      "textDocument/completion", Self.at(Self.position(of: "send Presentation.cover", offset: 0)))
    let names = (inState["result"]["items"].arrayValue ?? []).compactMap { $0["label"].stringValue }
    #expect(names.contains("Foreground") && names.contains("Background"))
    #expect(names.contains("send") && names.contains("emit") && names.contains("Service"))
  }

  @Test func documentSymbolsNestStatesInActors() throws {
    let client = try Self.opened()
    let response = try client.request(
      "textDocument/documentSymbol", ["textDocument": ["uri": .string(Self.uri)]])
    let roots = response["result"].arrayValue ?? []
    let behaviour = roots.first { $0["name"] == "Behaviour" } ?? .null
    #expect(behaviour["kind"] == 5)
    let running = (behaviour["children"].arrayValue ?? []).first { $0["name"] == "Running" }
    let children = (running?["children"].arrayValue ?? []).compactMap { $0["name"].stringValue }
    #expect(children == ["Foreground", "Background"])
    let service = roots.first { $0["name"] == "Service" } ?? .null
    let portal = (service["children"].arrayValue ?? []).first { $0["name"] == "Portal" }
    let request = portal?["children"][0]
    #expect(request?["name"] == "request")
    #expect((request?["children"].arrayValue ?? []).count == 7)
  }

  @Test func formattingMatchesInterplayFmt() throws {
    let client = try Self.opened()
    let messy = Self.text.replacingOccurrences(
      of: "enum NavView { overview, statement, transfer }",
      with: "enum   NavView {overview,statement,  transfer}")
    client.change(Self.uri, messy, version: 2)
    let response = try client.request(
      "textDocument/formatting",
      [
        "textDocument": ["uri": .string(Self.uri)],
        "options": ["tabSize": 2, "insertSpaces": true],
      ])
    let edits = response["result"].arrayValue ?? []
    #expect(edits.count == 1)
    #expect(edits.first?["newText"] == .string(Self.text))
    client.change(Self.uri, Self.text, version: 3)
    let clean = try client.request(
      "textDocument/formatting", ["textDocument": ["uri": .string(Self.uri)], "options": [:]])
    #expect(clean["result"] == [])
  }

  @Test func renameEditsEveryOccurrence() throws {
    let client = try Self.opened()
    let position = Self.position(of: "quickLogin", occurrence: 3)
    let prepared = try client.request("textDocument/prepareRename", Self.at(position))
    #expect(prepared["result"]["placeholder"] == "quickLogin")
    var params = Self.at(position).objectValue ?? [:]
    params["newName"] = "reLogin"
    let response = try client.request("textDocument/rename", .object(params))
    let edits = response["result"]["changes"][Self.uri].arrayValue ?? []
    #expect(edits.count == 14)
    #expect(edits.allSatisfy { $0["newText"] == "reLogin" })
    params["newName"] = "state"
    let refused = try client.request("textDocument/rename", .object(params))
    #expect(refused["error"]["code"] == -32803)
  }
}

import Foundation
import InterplayDiagnostics
import InterplayLanguageServer
import InterplayTestSupport
import Testing

/// `textDocument/semanticTokens/full`: the legend `initialize` advertises, and the
/// delta-encoded tokens of the bundled AccountApp model decoded back to absolute
/// positions, with the kind of the token at known places; `/range` and `/full/delta`
/// against the full tokens.
@Suite(.serialized) struct SemanticTokensTests {
  /// A decoded token: absolute line and UTF-16 character, length, type and modifiers
  /// by name.
  struct Decoded: Equatable, CustomStringConvertible {
    var line: Int
    var character: Int
    var length: Int
    var type: String
    var modifiers: [String]

    var description: String {
      "\(line):\(character)+\(length) \(type)\(modifiers.isEmpty ? "" : " " + modifiers.joined(separator: ","))"
    }
  }

  /// Undoes LSP's relative encoding (five integers per token) with a legend.
  static func decode(_ data: [Int], types: [String], modifiers: [String]) throws -> [Decoded] {
    try #require(data.count % 5 == 0, "\(data.count) integers")
    var result: [Decoded] = []
    var line = 0
    var character = 0
    for start in stride(from: 0, to: data.count, by: 5) {
      let deltaLine = data[start]
      line += deltaLine
      character = deltaLine == 0 ? character + data[start + 1] : data[start + 1]
      try #require(types.indices.contains(data[start + 3]))
      let names = modifiers.indices.filter { data[start + 4] & (1 << $0) != 0 }.map {
        modifiers[$0]
      }
      result.append(
        Decoded(
          line: line, character: character, length: data[start + 2],
          type: types[data[start + 3]], modifiers: names))
    }
    return result
  }

  /// The tokens of the AccountApp model as `interplay lsp` sends them.
  static func accountAppTokens() throws -> [Decoded] {
    let client = try LSPClient(initialize: false)
    let initialize = try client.request("initialize", ["processId": .null, "capabilities": [:]])
    client.notify("initialized", [:])
    let provider = initialize["result"]["capabilities"]["semanticTokensProvider"]
    #expect(provider["full"]["delta"] == true)
    #expect(provider["range"] == true)
    let types = try #require(provider["legend"]["tokenTypes"].arrayValue).compactMap(\.stringValue)
    let modifiers = try #require(provider["legend"]["tokenModifiers"].arrayValue).compactMap(
      \.stringValue)
    client.open(LanguageServerProcessTests.uri, LanguageServerProcessTests.text)
    let response = try client.request(
      "textDocument/semanticTokens/full",
      ["textDocument": ["uri": .string(LanguageServerProcessTests.uri)]])
    let data = try #require(response["result"]["data"].arrayValue).compactMap(\.intValue)
    return try decode(data, types: types, modifiers: modifiers)
  }

  /// The token starting at the `occurrence`-th appearance of `needle` (plus `offset`).
  static func token(
    _ tokens: [Decoded], at needle: String, occurrence: Int = 0, offset: Int = 0
  ) -> Decoded? {
    let position = LanguageServerProcessTests.position(
      of: needle, occurrence: occurrence, offset: offset)
    return tokens.first {
      $0.line == position["line"].intValue && $0.character == position["character"].intValue
    }
  }

  @Test func theKindsAtKnownPlacesOfAccountApp() throws {
    let tokens = try Self.accountAppTokens()
    func kind(_ needle: String, occurrence: Int = 0, offset: Int = 0) -> String? {
      Self.token(tokens, at: needle, occurrence: occurrence, offset: offset).map {
        $0.type + ($0.modifiers.isEmpty ? "" : "+" + $0.modifiers.joined(separator: "+"))
      }
    }
    // The first line is a comment, whole.
    let first = Self.token(tokens, at: "// AccountApp: a generic")
    #expect(first?.type == "comment")
    #expect(
      first?.length
        == "// AccountApp: a generic account app that talks to a portal, modelled in BSP.".utf16
        .count)
    #expect(kind("system AccountApp") == "keyword")
    #expect(kind("system AccountApp", offset: 7) == "namespace+declaration")
    #expect(kind("enum NavView") == "keyword")
    #expect(kind("enum NavView", offset: 5) == "enum+declaration")
    #expect(kind("overview, statement") == "enumMember+declaration")
    #expect(kind("type SessionKey(1)", offset: 5) == "type+declaration")
    #expect(kind("type SessionKey(1)", offset: 16) == "number")
    #expect(kind("behaviour HostingBehaviour") == "keyword")
    #expect(kind("behaviour HostingBehaviour", offset: 10) == "class+declaration")
    // `request` is a keyword, and here the name of a notifier.
    #expect(kind("HostingPresentation.request", offset: 0) == "class")
    #expect(kind("HostingPresentation.request", offset: 20) == "interface")
    #expect(kind("state Suspending", offset: 6) == "label+declaration")
    #expect(kind("on keepSessionKey(k)", offset: 3) == "event")
    #expect(kind("assert key == noKey") == "keyword")
    #expect(kind("assert key == noKey", offset: 7) == "variable")
    #expect(kind("assert key == noKey", offset: 11) == "operator")
    #expect(kind("assert key == noKey", offset: 14) == "enumMember")
    #expect(kind("\"one session key per suspension\"") == "string")
    #expect(kind("NetworkPortalBehaviour.suspend(view) -> Backgrounded", offset: 23) == "event")
    #expect(kind("NetworkPortalBehaviour.suspend(view) -> Backgrounded", offset: 37) == "operator")
    #expect(kind("NetworkPortalBehaviour.suspend(view) -> Backgrounded", offset: 40) == "label")
    #expect(kind("stack ScopeStack", offset: 6) == "namespace+declaration")
    #expect(kind("scope Hosting on ScopeStack", offset: 17) == "namespace")
    // Sorted, never overlapping, none across a line.
    for (before, after) in zip(tokens, tokens.dropFirst()) {
      #expect(
        before.line < after.line
          || (before.line == after.line && before.character + before.length <= after.character),
        "\(before) then \(after)")
    }
    #expect(tokens.allSatisfy { $0.length > 0 })
  }

  /// A block comment over three lines is three tokens, one per line; a line's columns
  /// and lengths count UTF-16 units (`é` one, `𝄞` two), not bytes.
  @Test func blockCommentsSplitPerLineAndColumnsCountUTF16() throws {
    let folder = TemporaryFolder()
    let path = folder.path + "/Tiny.ipl"
    let text = """
      system Tiny
      /* one
         two
         three */
      actor A { var x: Bool } // é𝄞 then
      actor B { var y: Int(0...3) }

      """
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let snapshot = Snapshot(paths: [path], overlay: [:])
    let file = try #require(snapshot.file)
    let data = try #require(SemanticTokens.full(snapshot, file: file)["data"].arrayValue)
      .compactMap(\.intValue)
    let tokens = try Self.decode(
      data, types: SemanticTokens.types, modifiers: SemanticTokens.modifiers)
    let comments = tokens.filter { $0.type == "comment" }
    #expect(
      comments.map { [$0.line, $0.character, $0.length] } == [
        [1, 0, 6], [2, 0, 6], [3, 0, 11], [4, 24, "// é𝄞 then".utf16.count],
      ])
    #expect(
      tokens.contains(
        Decoded(line: 4, character: 17, length: 4, type: "type", modifiers: ["defaultLibrary"])))
    #expect(
      tokens.contains(
        Decoded(line: 5, character: 17, length: 3, type: "type", modifiers: ["defaultLibrary"])))
    #expect(
      tokens.contains(Decoded(line: 5, character: 22, length: 3, type: "operator", modifiers: [])))
    #expect(
      tokens.contains(
        Decoded(line: 4, character: 14, length: 1, type: "variable", modifiers: ["declaration"])))
  }

  /// The tokens of lines 100 to 119 of AccountApp are the full tokens on those lines.
  @Test func aRangeHasTheFullTokensOfItsLines() throws {
    let client = try LanguageServerProcessTests.opened()
    let uri = LanguageServerProcessTests.uri
    let full = try #require(
      try client.request(
        "textDocument/semanticTokens/full", ["textDocument": ["uri": .string(uri)]])[
          "result"]["data"].arrayValue
    ).compactMap(\.intValue)
    let range = try #require(
      try client.request(
        "textDocument/semanticTokens/range",
        [
          "textDocument": ["uri": .string(uri)],
          "range": [
            "start": ["line": 100, "character": 0], "end": ["line": 120, "character": 0],
          ],
        ])["result"]["data"].arrayValue
    ).compactMap(\.intValue)
    let types = SemanticTokens.types
    let modifiers = SemanticTokens.modifiers
    let expected = try Self.decode(full, types: types, modifiers: modifiers).filter {
      (100..<120).contains($0.line)
    }
    #expect(expected.count > 20)
    #expect(try Self.decode(range, types: types, modifiers: modifiers) == expected)
  }

  /// A delta against the last result, applied to its data, gives the new full data; a
  /// delta against an id the server no longer holds is the whole data.
  @Test func aDeltaAppliedToTheLastResultIsTheNewData() throws {
    let client = try LanguageServerProcessTests.opened()
    let uri = LanguageServerProcessTests.uri
    let document: JSON = ["textDocument": ["uri": .string(uri)]]
    let first = try client.request("textDocument/semanticTokens/full", document)["result"]
    let old = try #require(first["data"].arrayValue).compactMap(\.intValue)
    let firstID = try #require(first["resultId"].stringValue)
    let edited = LanguageServerProcessTests.text.replacingOccurrences(
      of: "state Suspending {", with: "state Suspending { // a note\n")
    client.change(uri, edited, version: 2)
    var params = document.objectValue ?? [:]
    params["previousResultId"] = .string(firstID)
    let delta = try client.request("textDocument/semanticTokens/full/delta", .object(params))[
      "result"]
    let edits = try #require(delta["edits"].arrayValue)
    #expect(edits.count == 1)
    var data = old
    for edit in edits {
      let start = try #require(edit["start"].intValue)
      let count = try #require(edit["deleteCount"].intValue)
      let inserted = try #require(edit["data"].arrayValue).compactMap(\.intValue)
      data.replaceSubrange(start..<(start + count), with: inserted)
    }
    let now = try client.request("textDocument/semanticTokens/full", document)["result"]
    #expect(data == (try #require(now["data"].arrayValue).compactMap(\.intValue)))
    #expect(data != old)
    // The first id is no longer the last one sent: the whole data again, with a new id.
    let stale = try client.request("textDocument/semanticTokens/full/delta", .object(params))[
      "result"]
    #expect(stale["data"].arrayValue?.compactMap(\.intValue) == data)
    #expect(stale["resultId"].stringValue != firstID)
  }
}

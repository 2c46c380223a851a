import Foundation
import InterplayDiagnostics
import InterplaySyntax
import InterplayTestSupport
import Testing

/// The VS Code extension's TextMate grammar against the language: every keyword the lexer
/// reserves (and every contextual word the grammar reference lists) gets a keyword scope,
/// and so does every keyword token of every `ipl` example in docs/Language.md.
@Suite struct VSCodeGrammarTests {
  static let extensionFolder = TestPaths.repositoryRoot.appendingPathComponent("Editors/vscode")
  static let grammarURL = extensionFolder.appendingPathComponent(
    "syntaxes/interplay.tmLanguage.json")

  /// The words docs/Grammar.md calls contextual: names to the lexer, keywords in place.
  static let contextualWords = [
    "join", "choice", "junction", "raise", "cancel", "choose", "or", "node", "collector",
    "collectors", "strict", "title", "autonumber", "participants", "left", "right", "of", "group",
  ]

  static func isKeywordScope(_ name: String) -> Bool {
    (name.hasPrefix("keyword.") && !name.hasPrefix("keyword.operator"))
      || name.hasPrefix("storage.") || name.hasPrefix("constant.language")
  }

  /// The fenced ```ipl blocks of docs/Language.md.
  static func languageExamples() throws -> [String] {
    let text = try String(
      contentsOf: TestPaths.repositoryRoot.appendingPathComponent("docs/Language.md"),
      encoding: .utf8)
    var blocks: [String] = []
    var current: [String]?
    for line in text.components(separatedBy: "\n") {
      if current == nil, line.trimmingCharacters(in: .whitespaces) == "```ipl" {
        current = []
      } else if let lines = current, line.trimmingCharacters(in: .whitespaces) == "```" {
        blocks.append(lines.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  @Test func everyRegexCompiles() throws {
    let grammar = try TextMateGrammar(contentsOf: Self.grammarURL)
    #expect(grammar.regexSources.count > 20)
    for source in grammar.regexSources {
      #expect(throws: Never.self, "\(source)") { try TextMateGrammar.compile(source) }
    }
  }

  @Test func everyLexerKeywordAndContextualWordIsAKeyword() throws {
    let grammar = try TextMateGrammar(contentsOf: Self.grammarURL)
    let words = Keyword.allCases.map(\.rawValue) + Self.contextualWords
    for word in words {
      let scopes = try grammar.tokenize(word)
      let covered = scopes.contains {
        Self.isKeywordScope($0.name) && $0.range == NSRange(location: 0, length: word.utf16.count)
      }
      #expect(covered, "the grammar gives '\(word)' no keyword scope")
    }
  }

  @Test func languageReferenceExamplesHighlightTheirKeywords() throws {
    let grammar = try TextMateGrammar(contentsOf: Self.grammarURL)
    let examples = try Self.languageExamples()
    #expect(examples.count >= 20)
    var keywordsSeen = Set<String>()
    for example in examples {
      let scopes = try grammar.tokenize(example)
      let source = SourceFile(path: "example.ipl", text: example)
      let tokens = Lexer.tokenize(source, file: FileID(0)).tokens
      // UTF-16 offset of each byte offset, as NSRegularExpression counts.
      var utf16: [Int] = []
      var units = 0
      for scalar in example.unicodeScalars {
        for _ in 0..<String(scalar).utf8.count { utf16.append(units) }
        units += scalar.utf16.count
      }
      utf16.append(units)
      for token in tokens {
        let text = token.text(in: source)
        let range = NSRange(
          location: utf16[token.range.start],
          length: utf16[token.range.end] - utf16[token.range.start])
        let keywordScoped = scopes.contains {
          Self.isKeywordScope($0.name) && $0.range.location <= range.location
            && range.location + range.length <= $0.range.location + $0.range.length
        }
        switch token.kind {
        case .keyword(let keyword):
          keywordsSeen.insert(keyword.rawValue)
          #expect(keywordScoped, "'\(text)' in:\n\(example)")
        case .identifier where !Self.contextualWords.contains(text):
          #expect(!keywordScoped, "identifier '\(text)' highlighted as a keyword in:\n\(example)")
        default:
          break
        }
      }
    }
    #expect(keywordsSeen.count > 40)
  }

  /// `->x` and `-->x` (lost messages) are arrows, the `x` included; `-> x` and a target
  /// named `x` written against a transition's `->` are not.
  @Test func lostMessageArrowsAreArrowOperators() throws {
    let grammar = try TextMateGrammar(contentsOf: Self.grammarURL)
    func arrows(_ text: String) throws -> [String] {
      try grammar.tokenize(text).filter { $0.name.hasPrefix("keyword.operator.arrow") }.map {
        $0.name + " " + (text as NSString).substring(with: $0.range)
      }
    }
    #expect(try arrows("App ->x Web.Page: open") == ["keyword.operator.arrow.lost.interplay ->x"])
    #expect(
      try arrows("Web -->x App: done(1)") == ["keyword.operator.arrow.lost.reply.interplay -->x"])
    #expect(try arrows("on go ->x\nstate x") == ["keyword.operator.arrow.interplay ->"])
    #expect(try arrows("App -> x: open") == ["keyword.operator.arrow.interplay ->"])
  }

  @Test func extensionManifestNamesItsFiles() throws {
    let data = try Data(contentsOf: Self.extensionFolder.appendingPathComponent("package.json"))
    let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(manifest["main"] as? String == "./extension.js")
    let dependencies = manifest["dependencies"] as? [String: String] ?? [:]
    #expect(dependencies.keys.sorted() == ["vscode-languageclient"])
    let contributes = manifest["contributes"] as? [String: Any] ?? [:]
    for key in ["grammars", "snippets", "languages"] {
      for entry in contributes[key] as? [[String: Any]] ?? [] {
        let path = (entry["path"] ?? entry["configuration"]) as? String ?? ""
        let url = Self.extensionFolder.appendingPathComponent(path)
        #expect(FileManager.default.fileExists(atPath: url.path), "\(key): \(path)")
        #expect((try? JSONSerialization.jsonObject(with: Data(contentsOf: url))) != nil)
      }
    }
    let script = try String(
      contentsOf: Self.extensionFolder.appendingPathComponent("extension.js"), encoding: .utf8)
    #expect(script.contains("args: ['lsp']") && script.contains("'path'"))
  }

  /// What `vsce package` would stop to ask about or refuse (Scripts/package-vscode.sh
  /// checks the same): a licence file in the extension's folder (the repository's, byte
  /// for byte), a repository, a PNG icon, a README, no `*` activation.
  @Test func extensionIsReadyToPackage() throws {
    let folder = Self.extensionFolder
    let data = try Data(contentsOf: folder.appendingPathComponent("package.json"))
    let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(manifest["license"] as? String == "Apache-2.0")
    let repository = manifest["repository"] as? [String: String] ?? [:]
    #expect(repository["type"] == "git")
    #expect(repository["url"]?.hasPrefix("https://") == true)
    #expect((manifest["engines"] as? [String: String])?["vscode"] != nil)
    #expect(manifest["publisher"] as? String == "interplay")
    #expect(!((manifest["activationEvents"] as? [String]) ?? []).contains("*"))
    let icon = try #require(manifest["icon"] as? String)
    let png = try Data(contentsOf: folder.appendingPathComponent(icon))
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let license = try Data(contentsOf: folder.appendingPathComponent("LICENSE"))
    let rootLicense = try Data(
      contentsOf: TestPaths.repositoryRoot.appendingPathComponent("LICENSE"))
    #expect(license == rootLicense)
    #expect(String(decoding: license, as: UTF8.self).contains("Apache License"))
    let readme = try String(
      contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("interplay lsp"))
  }
}

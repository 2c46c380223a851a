import Foundation
import InterplayCheck
import InterplayDiagnostics
import InterplayLint
import InterplayTestSupport
import Testing

/// `docs/Diagnostics.md` lists every diagnostic id the tool can emit, and nothing else, so
/// the catalogue cannot rot either way. The ids emitted are the string literals of the form
/// `"prefix.name"` under `Sources/` whose prefix is an id prefix, the `check.*` ids of the
/// checker's violations (computed from ``Violation/Check``) and the lint rules' ids (from
/// ``RuleRegistry``). The catalogued ids are the first cells of the page's table rows that
/// begin with a code span.
@Suite struct DiagnosticCatalogueTests {
  static let catalogue = TestPaths.repositoryRoot.appendingPathComponent("docs/Diagnostics.md")
  static let sources = TestPaths.repositoryRoot.appendingPathComponent("Sources")

  /// The first component of every diagnostic id, one table of the catalogue each.
  static let prefixes: Set<String> = [
    "lex", "parse", "resolve", "type", "limit", "load", "config", "suppression", "lint",
    "runtime", "check", "fmt", "gen", "import", "export", "merge",
  ]

  /// String literals under `Sources/` that have the shape of an id but are none: file names
  /// in examples and doc comments, and the prefix of SCXML's `done.invoke.<id>` events,
  /// which the importer refuses.
  static let notIDs: Set<String> = [
    "app.ipl", "bad.ipl", "file.ipl", "input.ipl", "other.ipl",  // file names in doc comments
    "index.html",  // the report's page
    "done.invoke",  // an SCXML platform event, matched with hasPrefix
  ]

  /// Every `.swift` file under `Sources/`, sorted by path.
  static func swiftFiles() -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    else { return [] }
    return enumerator.compactMap { $0 as? URL }
      .filter { $0.pathExtension == "swift" }
      .sorted { $0.path < $1.path }
  }

  /// Every string literal `"word.word"` of the Swift sources (the second word may hold
  /// digits and hyphens), without its quotes.
  static func idShapedLiterals() -> Set<String> {
    let pattern = try! NSRegularExpression(pattern: #""([a-z]+\.[a-z0-9-]+)""#)
    var found = Set<String>()
    for file in swiftFiles() {
      let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        if let range = Range(match.range(at: 1), in: text) { found.insert(String(text[range])) }
      }
    }
    return found
  }

  /// The text before the first dot.
  static func prefix(of id: String) -> String { String(id.prefix { $0 != "." }) }

  /// Every id the sources can emit.
  static func emittedIDs() -> Set<String> {
    var ids = idShapedLiterals().filter { Self.prefixes.contains(Self.prefix(of: $0)) }
    ids.formUnion(Violation.Check.allCases.map { $0.diagnosticID.rawValue })
    ids.formUnion(RuleRegistry.rules.map { $0.id.rawValue })
    return ids
  }

  /// The ids of the catalogue, in the order of its rows.
  static func cataloguedIDs() -> [String] {
    let text = (try? String(contentsOf: catalogue, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("| `") else { return nil }
      return String(line.dropFirst(3).prefix { $0 != "`" })
    }
  }

  @Test func theScanFindsTheIDs() {
    let emitted = Self.emittedIDs()
    #expect(emitted.contains("lex.unterminated-string"))
    #expect(emitted.contains("check.deadlock"))
    #expect(emitted.contains("lint.unobserved-event"))
    #expect(!Self.cataloguedIDs().isEmpty, "no id rows in docs/Diagnostics.md")
  }

  @Test func everyEmittedIDIsCatalogued() {
    let missing = Self.emittedIDs().subtracting(Self.cataloguedIDs()).sorted()
    #expect(
      missing.isEmpty,
      "emitted but not in docs/Diagnostics.md: \(missing.joined(separator: ", "))")
  }

  @Test func everyCataloguedIDIsEmitted() {
    let stale = Set(Self.cataloguedIDs()).subtracting(Self.emittedIDs()).sorted()
    #expect(
      stale.isEmpty,
      "in docs/Diagnostics.md but emitted nowhere: \(stale.joined(separator: ", "))")
  }

  @Test func noIDIsCataloguedTwice() {
    var seen = Set<String>()
    let repeated = Self.cataloguedIDs().filter { !seen.insert($0).inserted }
    #expect(
      repeated.isEmpty, "listed twice in docs/Diagnostics.md: \(repeated.joined(separator: ", "))")
  }

  /// A literal with a new prefix is either a new family of ids (add the prefix above and a
  /// table to the catalogue) or no id (add it to ``notIDs``).
  @Test func everyIDShapedLiteralHasAnIDPrefixOrIsKnownNotToBeAnID() {
    let unknown = Self.idShapedLiterals()
      .filter { !Self.prefixes.contains(Self.prefix(of: $0)) && !Self.notIDs.contains($0) }
      .sorted()
    #expect(
      unknown.isEmpty,
      "literals shaped like ids with no known prefix: \(unknown.joined(separator: ", "))")
  }
}

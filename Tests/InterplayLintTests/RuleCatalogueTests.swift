import Foundation
import InterplayDiagnostics
import InterplayLint
import InterplayTestSupport
import Testing

/// The catalogue holds together: one rule per file named like its id, registered, tested,
/// documented in `docs/Rules.md`, with doc comments that match its documentation.
@Suite struct RuleCatalogueTests {
  static let rulesFolder = TestPaths.repositoryRoot.appendingPathComponent(
    "Sources/InterplayLint/Rules")
  static let testsFolder = TestPaths.repositoryRoot.appendingPathComponent(
    "Tests/InterplayLintTests/Rules")
  static let reference = TestPaths.repositoryRoot.appendingPathComponent("docs/Rules.md")

  /// The rule source files, sorted by name.
  static let ruleFiles: [URL] =
    ((try? FileManager.default.contentsOfDirectory(at: rulesFolder, includingPropertiesForKeys: nil))
    ?? []).filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }

  static func typeName(of rule: any LintRule) -> String { String(describing: type(of: rule)) }

  static func text(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

  /// The names of the types a file declares as conforming to `LintRule`.
  static func ruleTypes(in source: String) -> [String] {
    let pattern =
      /(?m)^\s*(?:public\s+|internal\s+|private\s+|fileprivate\s+)?(?:struct|final class|class|enum)\s+(\w+)\s*:[^{]*\bLintRule\b/
    return source.matches(of: pattern).map { String($0.1) }
  }

  @Test func everyRuleFileHoldsExactlyOneRuleNamedLikeTheFile() {
    #expect(Self.ruleFiles.count == RuleRegistry.rules.count)
    for file in Self.ruleFiles {
      let name = file.deletingPathExtension().lastPathComponent
      #expect(Self.ruleTypes(in: Self.text(file)) == [name], "\(file.lastPathComponent)")
    }
  }

  @Test func everyRuleFileIsRegisteredOnce() {
    let registered = RuleRegistry.rules.map(Self.typeName)
    let files = Self.ruleFiles.map { $0.deletingPathExtension().lastPathComponent }
    #expect(registered.sorted() == files)
    #expect(Set(registered).count == registered.count)
    #expect(Set(RuleRegistry.names).count == RuleRegistry.names.count)
  }

  @Test(arguments: RuleRegistry.rules.map(typeName))
  func idIsTheKebabCaseTypeName(_ typeName: String) throws {
    let rule = try #require(RuleRegistry.rules.first { Self.typeName(of: $0) == typeName })
    #expect(rule.id.rawValue == RuleNaming.ruleID(forTypeName: typeName))
  }

  @Test(arguments: RuleRegistry.rules.map(typeName))
  func everyRuleHasItsOwnTestFile(_ typeName: String) {
    let url = Self.testsFolder.appendingPathComponent("\(typeName)Tests.swift")
    let source = Self.text(url)
    #expect(!source.isEmpty, "missing \(url.lastPathComponent)")
    #expect(source.contains("@Suite struct \(typeName)Tests"))
    #expect(source.contains("\(typeName)()"))
  }

  @Test(arguments: RuleRegistry.rules.map(typeName))
  func everyRuleHasAnEntryInTheReference(_ typeName: String) throws {
    let rule = try #require(RuleRegistry.rules.first { Self.typeName(of: $0) == typeName })
    #expect(Self.text(Self.reference).contains("\n## \(rule.id)\n"))
  }

  @Test func theCommittedReferenceIsTheGeneratedOne() {
    let committed = Self.text(Self.reference)
    #expect(
      committed == RuleReference.markdown(),
      "regenerate it: swift run interplay rules --markdown > docs/Rules.md")
  }

  @Test(arguments: RuleRegistry.rules.map(typeName))
  func theDocCommentMatchesTheDocumentation(_ typeName: String) throws {
    let rule = try #require(RuleRegistry.rules.first { Self.typeName(of: $0) == typeName })
    let source = Self.text(Self.rulesFolder.appendingPathComponent("\(typeName).swift"))
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let declaration = try #require(lines.firstIndex { $0.hasPrefix("public struct \(typeName)") })
    let comment = lines[..<declaration].reversed().prefix { $0.hasPrefix("///") }.reversed()
      .map { $0 == "///" ? "" : String($0.dropFirst(4)) }
    let text = comment.joined(separator: "\n")
    #expect(
      comment.first?.contains(rule.summary) == true || comment.first?.hasPrefix("Reports") == true)
    func normalized(_ text: String) -> String {
      text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    #expect(normalized(text).contains(normalized(rule.documentation.description)))
    #expect(text.contains("Bad:\n```ipl\n\(rule.documentation.bad)\n```"))
    #expect(text.contains("Good:\n```ipl\n\(rule.documentation.good)\n```"))
  }

  @Test(arguments: RuleRegistry.rules.map(typeName))
  func summariesAreLowerCaseWithoutPeriod(_ typeName: String) throws {
    let rule = try #require(RuleRegistry.rules.first { Self.typeName(of: $0) == typeName })
    #expect(rule.summary.first?.isLowercase == true)
    #expect(!rule.summary.hasSuffix("."))
    #expect(rule.documentation.description.hasSuffix("."))
  }
}

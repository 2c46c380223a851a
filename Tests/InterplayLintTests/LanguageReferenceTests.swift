import Foundation
import InterplayDiagnostics
import InterplayPipeline
import InterplayTestSupport
import Testing

/// Every ```ipl example in the language reference is a complete model that lints clean.
///
/// An example that imports other files is written beside empty stand-ins for them, so
/// only the example's own text is judged.
@Suite struct LanguageReferenceTests {
  static let examples: [String] = {
    let url = TestPaths.repositoryRoot.appendingPathComponent("docs/Language.md")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line.trimmingCharacters(in: .whitespaces) == "```ipl" {
        current = []
      } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
        blocks.append(current!.joined(separator: "\n") + "\n")
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }()

  @Test func theReferenceHasExamples() {
    #expect(Self.examples.count >= 15)
  }

  @Test(arguments: examples.indices)
  func exampleLintsClean(_ index: Int) {
    let folder = TemporaryFolder()
    let example = Self.examples[index]
    let imports = example.split(separator: "\n").filter { $0.hasPrefix("import \"") }
    for (number, line) in imports.enumerated() {
      let imported = line.dropFirst("import \"".count).prefix { $0 != "\"" }
      folder.write(String(imported), "enum StandIn\(number) { one }\n")
    }
    let path = folder.write("example\(index).ipl", example)
    let report = ModelPipeline.load(paths: [path], options: .linting)
    let rendered = TextDiagnosticRenderer().render(report.diagnostics, in: report.sources)
    #expect(
      report.diagnostics.filter { $0.severity == .error }.isEmpty,
      "example \(index + 1):\n\(example)\n\(rendered)")
  }
}

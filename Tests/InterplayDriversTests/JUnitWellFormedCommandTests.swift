import Foundation
import InterplayTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One JUnit writer for `lint`, `check` and `run`: model text holding characters XML 1.0
/// forbids (U+FFFE, U+FFFF, C0 controls) still makes a document `XMLParser` reads. The
/// model is `Tests/Fixtures/Hostile/out-junit-noncharacter.ipl`.
@Suite struct JUnitWellFormedCommandTests {
  static let model = TestPaths.fixtures.appendingPathComponent(
    "Hostile/out-junit-noncharacter.ipl"
  ).path

  /// Parses `xml` strictly; returns the text of every `failure` element, or nil when the
  /// document is not well-formed.
  static func failures(_ xml: String) throws -> [String]? {
    guard XMLParser(data: Data(xml.utf8)).parse() else { return nil }
    let document = try XMLDocument(xmlString: xml, options: [])
    return try document.nodes(forXPath: "//failure").map { $0.stringValue ?? "" }
  }

  static func forbidden(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      $0 == "\u{FFFE}" || $0 == "\u{FFFF}" || ($0.value < 0x20 && $0 != "\n" && $0 != "\t")
    }
  }

  @Test func runJUnitParsesWhateverTheAssertionSays() throws {
    let run = try CommandLineRun.run(["run", "--format", "junit", Self.model])
    #expect(run.status == 1, "\(run.errors)")
    #expect(!Self.forbidden(run.output))
    let failures = try #require(try Self.failures(run.output), "not well-formed:\n\(run.output)")
    #expect(failures.count == 1)
    #expect(failures.first?.contains("odd") == true, "\(failures)")
  }

  @Test(arguments: ["check", "lint"])
  func checkAndLintJUnitParseToo(_ command: String) throws {
    let run = try CommandLineRun.run([command, "--format", "junit", Self.model])
    #expect([0, 1].contains(run.status), "\(run.errors)")
    #expect(!Self.forbidden(run.output))
    #expect(try Self.failures(run.output) != nil, "not well-formed:\n\(run.output)")
  }
}

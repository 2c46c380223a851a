import Foundation
import InterplayDiagnostics
import InterplayLint
import InterplayTestSupport
import Testing

@testable import InterplayDrivers

/// `interplay import scxml` on hostile input: each refusal has its id, location and exit
/// status; deep, wide and long documents take time and memory linear in their size; and
/// nothing is written that does not load. The small inputs are kept in
/// `Tests/Fixtures/Hostile/scxml-*.scxml` (and `fuzz-*.scxml` from `Scripts/fuzz.sh --target scxml`);
/// the large ones are made here.
@Suite struct ScxmlHostileTests {
  static let hostile = TestPaths.fixtures.appendingPathComponent("Hostile")
  static let header =
    #"<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript">"#

  /// Each small hostile input, with the id and `line:column` of its first error.
  static let refusals: [(file: String, id: String, location: String)] = [
    ("scxml-literal-too-big.scxml", "import.integer", "6:5"),
    ("scxml-range-too-wide.scxml", "import.int-range", "3:5"),
    ("scxml-parentheses-too-deep.scxml", "import.depth", "6:5"),
    ("scxml-mismatched-tag.scxml", "import.xml", "3:"),
    ("scxml-nested-parallel-done.scxml", "import.unsupported", "8:5"),
    ("scxml-delay-too-long.scxml", "import.unsupported", "3:14"),
    ("scxml-type-mismatch.scxml", "import.invalid", "6:5"),
    // FoundationXML trapped on the bytes 0xFF in an attribute's name.
    ("fuzz-9f5e61879d34.scxml", "import.xml", "5:21"),
    // 150 parentheses, one of them unbalanced: written, it did not parse.
    ("fuzz-89a8f6881a2f.scxml", "import.unsupported", "6:5"),
    // `plays +!1`: written, `!` after `+` did not parse.
    ("fuzz-4c63131920e0.scxml", "import.unsupported", "12:7"),
    // Two <else/> in one <if>: written, `else {} else {}` did not parse.
    ("fuzz-b768cc192619.scxml", "import.unsupported", "19:9"),
    // `<?ersi?>`, a processing instruction without data: FoundationXML read its null
    // data pointer as a string (SIGSEGV).
    ("fuzz-fa333a1f6131.scxml", "import.xml", "1:1"),
  ]

  /// Processing instructions without data are refused wherever they stand, except in
  /// comments and CDATA sections, which hold no instructions; ones with data are read.
  @Test func processingInstructionsWithoutDataAreRefused() {
    let body = "<state id=\"a\"/></scxml>"
    let cases: [(document: String, refused: String?)] = [
      (Self.header + "\n  <?x?>" + body, "2:3"),
      (Self.header + "\n  <?x  ?>" + body, "2:3"),
      (Self.header + "<!-- <?x?> -->" + body, nil),
      (Self.header + "<data><![CDATA[<?x?>]]></data>" + body, nil),
      (Self.header + "<?x data?>" + body, nil),
    ]
    for (document, refused) in cases {
      let report = Self.importing(document).report
      let refusal = report.diagnostics.first { $0.message.contains("processing instruction") }
      if let refused {
        let location = refusal.map { report.sources.location(of: $0.range) }
        #expect(location.map { "\($0.line):\($0.column)" } == refused, "\(document)")
      } else {
        #expect(refusal == nil, "\(document)")
      }
    }
  }

  /// Imports `document` from a file; the report and the seconds it took.
  static func importing(_ document: String, name: String = "chart") -> (
    report: ImportDriver.Report, seconds: Double
  ) {
    let folder = TemporaryFolder()
    let path = folder.write(name + ".scxml", document)
    let started = Date()
    let report = ImportDriver.importScxml(paths: [path], outputFolder: nil)
    return (report, Date().timeIntervalSince(started))
  }

  /// The first error as `id line:column`.
  static func firstError(_ report: ImportDriver.Report) -> String? {
    guard let error = report.diagnostics.first(where: { $0.severity == .error }) else {
      return nil
    }
    let location = report.sources.location(of: error.range)
    return "\(error.id.rawValue) \(location.line):\(location.column)"
  }

  @Test(arguments: refusals)
  func eachRefusalIsLocated(_ refusal: (file: String, id: String, location: String)) throws {
    let path = Self.hostile.appendingPathComponent(refusal.file).path
    let report = ImportDriver.importScxml(paths: [path], outputFolder: nil)
    #expect(report.status == .inputError)
    #expect(report.outputs.isEmpty)
    let first = try #require(Self.firstError(report), "\(refusal.file)")
    #expect(first.hasPrefix("\(refusal.id) \(refusal.location)"), "\(refusal.file): \(first)")
  }

  @Test func theCommandLineExitsWithTheLocatedMessage() throws {
    let path = Self.hostile.appendingPathComponent("scxml-literal-too-big.scxml").path
    let run = try CommandLineRun.run(["import", "scxml", path])
    #expect(run.status == 65)
    #expect(run.output.isEmpty)
    #expect(
      run.errors.contains(
        "scxml-literal-too-big.scxml:6:5: error: the integer 99999999999999999999 in an expression is beyond 64 bits, Interplay's integers [import.integer]"
      ), "\(run.errors)")
  }

  @Test func everyFuzzFindingIsRefusedOrLoads() {
    let files =
      (try? FileManager.default.contentsOfDirectory(atPath: Self.hostile.path))?.sorted()
      .filter { $0.hasSuffix(".scxml") } ?? []
    #expect(files.count >= Self.refusals.count)
    for file in files {
      let report = ImportDriver.importScxml(
        paths: [Self.hostile.appendingPathComponent(file).path], outputFolder: nil)
      #expect(
        !report.diagnostics.contains {
          $0.id.rawValue == "import.invalid"
            && ($0.message.contains(": lex.") || $0.message.contains(": parse."))
        }, "\(file)")
      #expect([ExitStatus.clean, .inputError].contains(report.status), "\(file)")
    }
  }

  /// `depth` states, each inside the one before.
  static func nested(_ depth: Int) -> String {
    var text = header + "\n"
    for level in 1...depth { text += "<state id=\"s\(level)\">\n" }
    for _ in 1...depth { text += "</state>\n" }
    return text + "</scxml>\n"
  }

  @Test func nestingIsRefusedWhereTheParserStops() throws {
    // 255 levels load; 256 would open a body at the parser's limit; 40,000 stop the
    // reader at its limit, in about the time of reading 257 levels.
    let fits = Self.importing(Self.nested(255))
    #expect(fits.report.status == .clean, "\(fits.report.diagnostics.map(\.message))")
    let over = Self.importing(Self.nested(256))
    #expect(Self.firstError(over.report) == "import.depth 257:1")
    let deep = Self.importing(Self.nested(40_000))
    #expect(Self.firstError(deep.report) == "import.depth 258:1")
    #expect(deep.seconds < 10, "\(deep.seconds) s")
  }

  @Test func manyTransitionsOfOneStateAreLinear() throws {
    // 100,000 transitions on one event: 100,000 lines, in time linear in them.
    var text = Self.header + "\n<state id=\"s\">\n<onentry><send event=\"go\"/></onentry>\n"
    for _ in 0..<100_000 { text += "<transition event=\"go\" target=\"s\"/>\n" }
    text += "</state>\n</scxml>\n"
    let imported = Self.importing(text)
    #expect(imported.report.status == .clean)
    #expect(imported.seconds < 60, "\(imported.seconds) s")
    let output = try #require(imported.report.outputs.first?.text)
    #expect(output.components(separatedBy: "    on go -> s\n").count == 100_001)
  }

  @Test func moreEventsThanASystemHoldsAreRefused() {
    var text = Self.header + "\n<state id=\"s\">\n"
    for index in 0..<40_000 { text += "<transition event=\"e\(index)\" target=\"s\"/>\n" }
    text += "</state>\n</scxml>\n"
    let imported = Self.importing(text)
    #expect(Self.firstError(imported.report) == "import.events 1:1")
    #expect(imported.seconds < 30, "\(imported.seconds) s")
  }

  @Test func wildcardsOverManyEventsStopAtTheOutputLimit() {
    // 2,000 events and 2,000 transitions matching each: 4,000,000 lines unless bounded.
    var text = Self.header + "\n<state id=\"s\">\n<onentry>"
    for index in 0..<2_000 { text += "<raise event=\"e\(index)\"/>" }
    text += "</onentry>\n"
    for _ in 0..<2_000 { text += "<transition event=\"*\"/>\n" }
    text += "</state>\n</scxml>\n"
    let imported = Self.importing(text)
    #expect(Self.firstError(imported.report) == "import.size 1:1")
    #expect(imported.seconds < 30, "\(imported.seconds) s")
  }

  @Test func longIfChainsAndLongExpressionsAreRefused() {
    var chain = Self.header + "\n<state id=\"s\"><onentry><if cond=\"true\">"
    for _ in 0..<300 { chain += "<elseif cond=\"true\"/>" }
    chain += "</if></onentry></state>\n</scxml>\n"
    #expect(Self.firstError(Self.importing(chain).report)?.hasPrefix("import.depth 2:") == true)
    let sum = Array(repeating: "1", count: 300).joined(separator: " + ")
    let long =
      Self.header + "\n<datamodel><data id=\"x\" expr=\"\(sum)\"/></datamodel><state id=\"s\"/>\n"
      + "</scxml>\n"
    #expect(Self.firstError(Self.importing(long).report)?.hasPrefix("import.depth 2:") == true)
  }
}

import Foundation
import InterplayPipeline
import InterplayTestSupport
import Testing

@testable import InterplayDrivers
@testable import InterplaySCXML

/// `interplay import scxml`: charts written for these tests (the W3C suite stays
/// outside the repository; `Scripts/scxml-conformance.sh` runs it).
@Suite struct ScxmlImportTests {
  static func fixture(_ name: String) -> String {
    TestPaths.fixtures.appendingPathComponent("Import/" + name).path
  }

  static func translate(_ body: String, name: String = "chart") -> ScxmlImport {
    let document = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">\(body)</scxml>
      """
    return ScxmlImport(data: Data(document.utf8), name: name)
  }

  @Test func aChartBecomesABehaviourAndItsParent() throws {
    let report = ImportDriver.importScxml(paths: [Self.fixture("player.scxml")], outputFolder: nil)
    #expect(report.diagnostics.filter { $0.severity != .note }.isEmpty)
    let text = try #require(report.outputs.first?.text)
    let expected = try String(
      contentsOfFile: Self.fixture("player.expected.txt"), encoding: .utf8)
    #expect(text == expected)
    // The model it writes loads, checks, and ends in `finished` on its only run.
    let folder = TemporaryFolder()
    let model = folder.write(
      "player.ipl", text + "property Ends: eventually Machine.done_finished\n")
    let checked = CheckDriver.check(paths: [model])
    #expect(checked.diagnostics.filter { $0.severity == .error }.isEmpty)
    #expect(checked.status == .clean, "\(checked.diagnostics.map(\.message))")
  }

  @Test func descriptorsMatchByDottedPrefix() throws {
    let imported = Self.translate(
      """
      <state id="s">
        <onentry><raise event="net.up"/><raise event="net.down.now"/><raise event="other"/></onentry>
        <transition event="net.*" target="t"/>
        <transition event="*" target="u"/>
      </state>
      <state id="t"/><state id="u"/>
      """)
    #expect(imported.problems == [])
    let text = try #require(imported.text)
    #expect(text.contains("request capacity 8 { net_up, net_down_now, other }"))
    #expect(text.contains("    on net_up -> t\n    on net_down_now -> t\n    on net_up -> u\n"))
    #expect(text.contains("    on other -> u\n"))
  }

  @Test func whatIsNotTranslatedIsNamedWithItsLine() throws {
    let report = ImportDriver.importScxml(
      paths: [Self.fixture("unsupported.scxml")], outputFolder: nil)
    #expect(report.outputs.isEmpty)
    #expect(report.status.rawValue == 65)
    let lines = report.diagnostics.map {
      "\(report.sources.location(of: $0.range).line) \($0.id.rawValue): \($0.message)"
    }
    #expect(
      lines == [
        "5 import.unsupported: <send> is translated only with an event and no target (the chart itself) or target '#_internal'; other targets, and content other than <param>, are not",
        "6 import.unsupported: <foreach> is not translated",
        "7 import.unsupported: the platform event 'error.execution' is never raised by Interplay",
        "8 import.unsupported: <invoke> in <state> is not translated",
      ])
  }

  @Test func forksAndDefaultEntriesWithContentAreTranslated() throws {
    let path = TestPaths.fixtures.appendingPathComponent("Export/forks.scxml").path
    let report = ImportDriver.importScxml(paths: [path], outputFolder: nil)
    #expect(report.status == .clean, "\(report.diagnostics.map(\.message))")
    let text = try #require(report.outputs.first?.text)
    for expected in [
      "    on go -> work.left.left2, work.right.right2 { count = count + 1 }\n",
      "    initial -> tour.inner.mainRegion.inner2, tour.inner.sideRegion.side2\n",
      "    initial -> lobby.h { count = count + 1 }\n",
      "    deep history h -> lobby.desk { raise again }\n",
      // No child is marked where a transition enters the state.
      "  state lobby {\n", "    state hall\n", "      initial state inner1\n",
    ] {
      #expect(text.contains(expected), "\(expected)")
    }
    // The fork raises `step` in one region for the other; the history default's action
    // sends the chart round again, so it ends only on the second visit to `tour`.
    let folder = TemporaryFolder()
    let model = folder.write(
      "forks.ipl", text + "property Ends: eventually Machine.done_finished\n")
    let checked = CheckDriver.check(paths: [model])
    #expect(checked.status == .clean, "\(checked.diagnostics.map(\.message))")
  }

  @Test func aHistoryDefaultToSeveralStatesIsNamed() throws {
    let imported = Self.translate(
      """
      <parallel id="p">
        <history id="h" type="deep"><transition target="a2 b2"/></history>
        <state id="a"><state id="a1"/><state id="a2"/></state>
        <state id="b"><state id="b1"/><state id="b2"/></state>
      </parallel>
      """)
    #expect(
      imported.problems.map(\.message) == [
        "a history default to several states (a2, b2) is not translated"
      ])
  }

  @Test func delayedSendsAndCancelBecomeTimers() throws {
    let imported = Self.translate(
      """
      <state id="s">
        <onentry>
          <send id="t1" event="timeout" delay="1.5s"/>
          <send event="tick" delay="20ms"/>
          <cancel sendid="t1"/>
        </onentry>
        <transition event="tick" target="t"/>
      </state>
      <state id="t"/>
      """)
    #expect(imported.problems == [])
    let text = try #require(imported.text)
    #expect(
      text.contains(
        "entry { send timeout after 1500ms  send tick after 20ms  cancel timeout }"))
    #expect(ScxmlTranslator.milliseconds(".5s") == 500)
    #expect(ScxmlTranslator.milliseconds("2s") == 2000)
    #expect(ScxmlTranslator.milliseconds("1.5ms") == nil)
    #expect(ScxmlTranslator.milliseconds("s") == nil)
  }

  @Test func aDocumentThatIsNotXMLIsReported() {
    for document in ["<scxml><state></scxml>", "<scxml", "", "<a></b>"] {
      let imported = ScxmlImport(data: Data(document.utf8), name: "bad")
      #expect(imported.text == nil, "\(document)")
      #expect(
        imported.problems.first?.message.hasPrefix("not well-formed XML") == true,
        "\(document): \(imported.problems)")
    }
  }

  @Test func internalFromAParallelStateIsExternal() throws {
    let imported = Self.translate(
      """
      <parallel id="p">
        <transition event="go" type="internal" target="r1"/>
        <state id="r1"/><state id="r2"/>
      </parallel>
      <state id="c">
        <transition event="go" type="internal" target="c1"/>
        <state id="c1"/>
      </state>
      """)
    let text = try #require(imported.text)
    #expect(text.contains("    on go -> p.r1\n"))
    #expect(text.contains("    on go internal -> c.c1\n"))
  }

  @Test func severalFilesNeedAnOutputFolder() throws {
    let run = try CommandLineRun.run(
      ["import", "scxml", Self.fixture("player.scxml"), Self.fixture("player.scxml")])
    #expect(run.status == 64)
    let folder = TemporaryFolder()
    let written = try CommandLineRun.run(
      ["import", "scxml", Self.fixture("player.scxml"), "--output", "out"], in: folder.path)
    #expect(written.status == 0, "\(written.errors)")
    #expect(folder.read("out/player.ipl")?.hasPrefix("// Imported from SCXML (player)") == true)
  }

  @Test func everyImportedFixtureLoadsClean() throws {
    let root = TestPaths.fixtures
    let files = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".scxml") && !$0.hasPrefix("Hostile/") }.sorted()
    #expect(files.count >= 7, "\(files)")
    for file in files where file != "Import/unsupported.scxml" {
      let report = ImportDriver.importScxml(
        paths: [root.appendingPathComponent(file).path], outputFolder: nil)
      #expect(report.status == .clean, "\(file): \(report.diagnostics.map(\.message))")
      let text = try #require(report.outputs.first?.text, "\(file)")
      // Lexes, parses, resolves and lints without errors, as `lint` reads it (a warning
      // is about the chart: an unreachable state of a test fixture, say).
      let path = "/fixtures/\(file).ipl"
      var options = PipelineOptions(discoversConfiguration: false, lastStage: .lint)
      options.overlay = [path: Array(text.utf8)]
      let linted = ModelPipeline.load(paths: [path], options: options)
      #expect(linted.status == .clean, "\(file): \(linted.diagnostics.map(\.message))")
      #expect(
        !linted.diagnostics.contains { $0.severity == .error },
        "\(file): \(linted.diagnostics.map(\.message))")
    }
  }

  @Test func aParallelStateInAParallelStateHasARegionOfItsOwn() throws {
    let report = ImportDriver.importScxml(
      paths: [Self.fixture("nested-parallel.scxml")], outputFolder: nil)
    #expect(report.status == .clean, "\(report.diagnostics.map(\.message))")
    let text = try #require(report.outputs.first?.text)
    #expect(
      text.contains(
        "  initial parallel state work {\n    region inner_region {\n      initial parallel state inner {\n        region a {\n"
      ), "\(text)")
    #expect(text.contains("[(Machine in work.inner_region.inner)] -> finished"))
    let folder = TemporaryFolder()
    let model = folder.write(
      "nested.ipl", text + "property Ends: eventually Machine.done_finished\n")
    let checked = CheckDriver.check(paths: [model])
    #expect(checked.status == .clean, "\(checked.diagnostics.map(\.message))")
  }

  @Test func eachVariableGetsARangeFromTheChart() throws {
    let report = ImportDriver.importScxml(paths: [Self.fixture("counter.scxml")], outputFolder: nil)
    #expect(report.status == .clean)
    let text = try #require(report.outputs.first?.text)
    #expect(text.contains("  var count: Int(0...4420) = 0\n"), "\(text)")
    #expect(text.contains("  var half: Int(-4420...4420) = 0\n"), "\(text)")
    #expect(text.contains("  var ticks: Int(0...32767) = 0\n"), "\(text)")
    let notes = report.diagnostics.filter { $0.severity == .note }.map {
      "\(report.sources.location(of: $0.range).line) \($0.id.rawValue): \($0.message)"
    }
    #expect(
      notes == [
        "7 import.int-range: 'count' is declared Int(0...4420): the literals it is given or compared with span 0...4410; it is incremented by 10 and compared with literals: one step past them",
        "8 import.int-range: 'half' is declared Int(-4420...4420): the literals it is given or compared with span 0...0; it is assigned expressions over other variables: the values they can take",
        "9 import.int-range: 'ticks' is declared Int(0...32767): the literals it is given or compared with span 0...0; it is incremented by 1 and never compared with a literal: up to the default 32767",
      ])
    // The counter reaches 4410 without an overflow, and the chart finishes.
    let folder = TemporaryFolder()
    let model = folder.write(
      "counter.ipl", text + "property Ends: eventually Machine.done_finished\n")
    let checked = CheckDriver.check(paths: [model])
    #expect(checked.status == .clean, "\(checked.diagnostics.map(\.message))")
  }

  @Test func theIntegerRangeOptionSetsEveryRange() throws {
    let report = ImportDriver.importScxml(
      paths: [Self.fixture("counter.scxml")], outputFolder: nil,
      options: ScxmlImport.Options(integerRange: -5...5000))
    let text = try #require(report.outputs.first?.text)
    #expect(text.contains("  var count: Int(-5...5000) = 0\n"))
    #expect(text.contains("  var ticks: Int(-5...5000) = 0\n"))
    let run = try CommandLineRun.run(
      ["import", "scxml", Self.fixture("counter.scxml"), "--int-range=0...9999"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("  var half: Int(0...9999) = 0\n"))
    #expect(run.errors.contains("note: 'half' is declared Int(0...9999): --int-range gives it"))
    let wrong = try CommandLineRun.run(
      ["import", "scxml", Self.fixture("counter.scxml"), "--int-range", "9...1"])
    #expect(wrong.status == 64)
  }
}

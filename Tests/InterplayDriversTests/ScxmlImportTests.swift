import Foundation
import InterplayTestSupport
import Testing

@testable import InterplayDrivers

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
    #expect(report.diagnostics.isEmpty)
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
        "5 import.unsupported: <send> is translated only with an event and no target (the chart itself) or target '#_internal'; other targets, parameters and content are not",
        "6 import.unsupported: <foreach> is not translated",
        "7 import.unsupported: the platform event 'error.execution' is never raised by Interplay",
        "8 import.unsupported: <invoke> in <state> is not translated",
      ])
  }

  @Test func forksAndDefaultEntriesWithContentAreTranslated() throws {
    let path = TestPaths.fixtures.appendingPathComponent("Export/forks.scxml").path
    let report = ImportDriver.importScxml(paths: [path], outputFolder: nil)
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
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
}

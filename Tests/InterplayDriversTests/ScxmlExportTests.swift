import Foundation
import InterplayTestSupport
import Testing

@testable import InterplayDrivers
@testable import InterplaySCXML

/// `interplay export scxml`: the document it writes, what it reports, its exit codes.
@Suite struct ScxmlExportTests {
  static let constructs = TestPaths.fixtures.appendingPathComponent("Export/constructs.ipl").path

  @Test func theDocumentSaysWhatTheChartSays() throws {
    let report = ExportDriver.exportScxml(paths: [Self.constructs], actor: "Chart")
    #expect(report.status == .clean, "\(report.diagnostics.map(\.message))")
    let text = try #require(report.outputs.first?.text)
    #expect(report.outputs.map(\.fileName) == ["Constructs.Chart.scxml"])
    for expected in [
      ##"<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript" name="Chart" initial="Idle">"##,
      ##"<data id="count" expr="0"/>"##,
      ##"<transition event="Env.poke" cond="count &lt; 1 &amp;&amp; !In('Work')" target="Work">"##,
      ##"<send event="Panel.show" target="#_Panel"/>"##,
      ##"<transition event="done.state.Busy" target="Work"/>"##,
      ##"<history id="Back" type="deep">"##,
      ##"<send event="after.A.0" id="after.A.0" delay="500ms"/>"##,
      ##"<cancel sendid="after.A.0"/>"##,
      ##"<transition event="after.A.0" target="B"/>"##,
      ##"<transition event="Env.poke" target="Inner" type="internal">"##,
      ##"<send event="timeout" id="timeout" delay="200ms"/>"##,
      ##"<transition event="Env.poke Env.stop" target="Idle"/>"##,
      ##"<transition cond="count === 3" target="Done"/>"##,
      ##"<raise event="tick"/>"##,
      ##"<elseif cond="count === 1"/>"##,
      ##"<send event="Chart.finished" target="#_parent"/>"##,
    ] {
      #expect(text.contains(expected), "\(expected)")
    }
    // Same input, same bytes.
    #expect(
      ExportDriver.exportScxml(paths: [Self.constructs], actor: "Chart").outputs.first?.text == text
    )
  }

  @Test func whatSCXMLCannotSayIsReportedAtItsLine() throws {
    let folder = TemporaryFolder()
    let path = folder.write(
      "m.ipl",
      """
      system M
      enum Mode { a, b }
      actor Other budget 1 {
        request { ask -> Bool }
        event { said(v: Int(0...1)) }
      }
      behaviour B {
        observes Other.event
        requests Other.request
        var mode: Mode = a
        initial state S {
          on Other.said(v) -> T
          defer Other.said
        }
        state T {
          entry { send Other.ask }
          on reply Other.ask(x) -> S
        }
      }

      """)
    let report = ExportDriver.exportScxml(paths: [path])
    #expect(report.outputs.isEmpty)
    #expect(report.status == .inputError)
    let lines = report.diagnostics.map {
      "\(report.sources.location(of: $0.range).line) \($0.id.rawValue)"
    }
    #expect(
      lines == [
        "10 export.unsupported", "11 export.unsupported", "12 export.unsupported",
        "17 export.unsupported",
      ])
    #expect(report.diagnostics.allSatisfy { $0.notes.first?.message == "in the statechart of 'B'" })
  }

  @Test func forksJoinsAndDefaultEntriesAreWrittenOut() throws {
    let path = TestPaths.fixtures.appendingPathComponent("Export/forks.ipl").path
    let report = ExportDriver.exportScxml(paths: [path], actor: "Door")
    #expect(report.status == .clean, "\(report.diagnostics.map(\.message))")
    let text = try #require(report.outputs.first?.text)
    for expected in [
      ##"name="Door" initial="Locked">"##,
      ##"<transition event="Pad.next" target="Work_Left_Busy Work_Right_Busy">"##,
      ##"<initial>\##n      <transition target="On Fast">\##n        <send event="Door.lit" target="#_parent"/>"##,
      ##"<state id="Tour" initial="H">"##,
      ##"<history id="H" type="shallow">\##n      <transition target="First">\##n        <send event="Door.fresh" target="#_parent"/>\##n        <assign location="visits" expr="1"/>"##,
      // A history without a default enters its parent's initial transition, actions too.
      ##"<history id="Back" type="deep">\##n      <transition target="Desk">\##n        <assign location="visits" expr="0"/>"##,
      // Joins: transitions of the declaring state, guarded by In() of every source.
      ##"<transition cond="In('Work_Left_Finished') &amp;&amp; (In('Work_Right_Finished') &amp;&amp; visits &lt; 3)" target="Closed">"##,
      ##"<transition event="Pad.close" cond="In('Work_Left_Busy') &amp;&amp; In('Work_Right_Finished')" target="Tour"/>"##,
    ] {
      #expect(text.contains(expected), "\(expected)")
    }
  }

  @Test func theChartsInitialActionsAreReported() throws {
    let folder = TemporaryFolder()
    let path = folder.write(
      "m.ipl",
      """
      system M
      behaviour B {
        event { hello }
        initial -> S.T { emit hello }
        state S {
          state U
          state T
        }
      }
      actor Log { observes B.event }

      """)
    let report = ExportDriver.exportScxml(paths: [path])
    #expect(report.status == .inputError)
    #expect(
      report.diagnostics.map { "\(report.sources.location(of: $0.range).line) \($0.message)" } == [
        "4 actions on the statechart's initial transition: SCXML's <scxml> has an 'initial' attribute, no <initial> element with content"
      ])
  }

  @Test func escapesWhatXMLReserves() {
    #expect(XMLNode.escape("a<b & \"c\">\n\u{1}") == "a&lt;b &amp; &quot;c&quot;&gt;&#10;")
    let node = XMLNode("x", [("v", "1 < 2"), ("none", nil)], [XMLNode("y")])
    #expect(node.text() == "<x v=\"1 &lt; 2\">\n  <y/>\n</x>\n")
  }

  @Test func exitCodes() throws {
    let folder = TemporaryFolder()
    let several = try CommandLineRun.run([
      "export", "scxml", TestPaths.diagrams.appendingPathComponent("RunningLights").path,
    ])
    #expect(several.status == 64)
    let unknown = try CommandLineRun.run(["export", "scxml", Self.constructs, "--actor", "Env"])
    #expect(unknown.status == 64)
    let written = try CommandLineRun.run(
      ["export", "scxml", Self.constructs, "--output", "out"], in: folder.path)
    #expect(written.status == 0, "\(written.errors)")
    #expect(folder.read("out/Constructs.Chart.scxml")?.hasPrefix("<?xml") == true)
    let bad = try CommandLineRun.run(
      ["export", "scxml", TestPaths.diagrams.appendingPathComponent("LocationButton").path])
    #expect(bad.status == 65)
  }
}

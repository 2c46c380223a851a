import Foundation
import InterplayModel
import InterplayTestSupport
import Testing

@testable import InterplayDrivers
@testable import InterplaySCXML

/// `interplay export scxml --lossy`: every bundled chart is written, with the chart's
/// state tree and transitions, each construct SCXML cannot express approximated in
/// place and listed as a warning; the strict export stays the default.
@Suite struct ScxmlLossyExportTests {
  /// The states of a document: `id kind parent` per `<state>`, `<parallel>`, `<final>`.
  static func states(_ element: XMLElementTree.Element, parent: String = "-") -> [String] {
    element.children.flatMap { child -> [String] in
      guard ["state", "parallel", "final"].contains(child.name) else { return [] }
      let id = child.attributes["id"] ?? "?"
      return ["\(id) \(child.name) \(parent)"] + states(child, parent: id)
    }
  }

  /// The transitions of a document with a target: `source -> target`, and every event a
  /// transition names.
  static func transitions(_ element: XMLElementTree.Element, source: String = "-") -> (
    [String], Set<String>
  ) {
    var arrows: [String] = []
    var events = Set<String>()
    for child in element.children {
      if child.name == "transition" {
        if let target = child.attributes["target"] { arrows.append("\(source) -> \(target)") }
        for event in (child.attributes["event"] ?? "").split(separator: " ") {
          events.insert(String(event))
        }
      } else if ["state", "parallel", "final"].contains(child.name) {
        let (more, named) = transitions(child, source: child.attributes["id"] ?? "?")
        arrows += more
        events.formUnion(named)
      }
    }
    return (arrows, events)
  }

  /// The same of the chart, with the export's ids: states, and the transitions that have
  /// a target (one to a choice is a comment), and the events their triggers name.
  static func expected(_ model: Model, _ actor: Actor, _ export: ScxmlExport) -> (
    states: [String], transitions: [String], events: Set<String>, choices: Int
  ) {
    let chart = actor.chart ?? Statechart()
    let states = chart.states.map { state -> String in
      let kind =
        switch state.kind {
        case .normal: "state"
        case .parallel: "parallel"
        case .final: "final"
        }
      return "\(export.stateIDs[state.id.rawValue]) \(kind) "
        + (state.parent.map { export.stateIDs[$0.rawValue] } ?? "-")
    }
    var transitions: [String] = []
    var events = Set<String>()
    var choices = 0
    for state in chart.states {
      for transition in state.transitions {
        var targets: [String] = []
        for target in transition.targets {
          switch target {
          case .state(let id): targets.append(export.stateIDs[id.rawValue])
          case .history(let id): targets.append(export.historyIDs[id.rawValue])
          case .choice: choices += 1
          }
        }
        if case .notification(let ref, let isReply, _) = transition.trigger {
          events.insert(isReply ? "reply." + model.qualifiedName(of: ref) : export.eventNames[ref]!)
        }
        if case .registration(let ref) = transition.trigger {
          events.insert(model.qualifiedName(of: ref))
        }
        guard !targets.isEmpty, targets.count == transition.targets.count else { continue }
        transitions.append(
          "\(export.stateIDs[state.id.rawValue]) -> \(targets.joined(separator: " "))")
      }
    }
    return (states, transitions, events, choices)
  }

  @Test func everyBundledChartExportsWithItsStateTreeAndTransitions() throws {
    var charts = 0
    var approximations = 0
    for file in TestPaths.bundledModels {
      let model = try ScxmlRoundTripTests.load(file.path)
      for actor in model.actors where !actor.isStub {
        let export = ScxmlExport(model: model, actor: actor.id, lossy: true)
        #expect(export.isComplete, "\(actor.path): \(export.diagnostics.map(\.message))")
        #expect(
          export.diagnostics.allSatisfy {
            $0.severity == .warning
              && [ScxmlExport.approximatedID, "export.scope"].contains($0.id)
          }, "\(actor.path)")
        approximations += export.diagnostics.filter { $0.id == ScxmlExport.approximatedID }.count
        let tree = XMLElementTree(data: Data(export.text.utf8), maximumDepth: 512)
        let root = try #require(tree.root, "\(actor.path): \(tree.error?.message ?? "")")
        let want = Self.expected(model, actor, export)
        #expect(Self.states(root).sorted() == want.states.sorted(), "\(actor.path)")
        let (arrows, events) = Self.transitions(root)
        // `on a, b` with one effect is one element: compared as sets.
        #expect(Set(arrows) == Set(want.transitions), "\(actor.path)")
        #expect(want.events.isSubset(of: events), "\(actor.path)")
        let comments =
          export.text.components(separatedBy: "<!-- a transition to a choice").count - 1
        #expect(comments == want.choices, "\(actor.path)")
        charts += 1
      }
    }
    #expect(charts == 25)
    #expect(approximations > 100)
  }

  /// The forms written in place of what SCXML cannot say, in AccountApp's charts.
  @Test func theApproximationsAreWrittenInPlace() throws {
    let path = TestPaths.diagrams.appendingPathComponent("AccountApp/AccountApp.ipl").path
    let report = ExportDriver.exportScxml(paths: [path], lossy: true)
    #expect(report.status == .clean, "\(report.diagnostics.map(\.message))")
    let documents = Dictionary(uniqueKeysWithValues: report.outputs.map { ($0.fileName, $0.text) })
    let hosting = try #require(documents["AccountApp.HostingBehaviour.scxml"])
    for expected in [
      // An enum variable: the case name as a string.
      ##"<data id="key" expr="'noKey'"/>"##,
      // A reply trigger: `reply.` and the case; its value from _event.data.
      ##"<transition event="reply.Service.Device.checkCertificates" cond="_event.data.value" target="Keys">"##,
      // Scope stacks and deferred events: comments where they were.
      "<!-- push NetworkPortal -->",
      "<!-- defer HostingBehaviour.suspend, HostingBehaviour.resume: SCXML has no deferred events -->",
    ] {
      #expect(hosting.contains(expected), "\(expected)")
    }
    let session = try #require(documents["AccountApp.PortalSessionBehaviour.scxml"])
    // A payload sent: <param> named after the case's parameter, from a bound value.
    #expect(
      session.contains(
        """
        <send event="Service.Portal.login" target="#_Service.Portal">
                  <param name="credentials" expr="_event.data.credentials"/>
                </send>
        """))
    let portal = try #require(documents["AccountApp.NetworkPortalBehaviour.scxml"])
    // A reply in the transition that takes the request: an event back to its origin.
    #expect(portal.contains(##"<send event="reply.NetworkPortalBehaviour."##))
    #expect(portal.contains(##"targetexpr="_event.origin""##))
    // Every approximation is a warning at its line; nothing is an error.
    let warnings = report.diagnostics.filter { $0.id == ScxmlExport.approximatedID }
    #expect(warnings.count > 50)
    #expect(warnings.allSatisfy { $0.severity == .warning && $0.message.contains("; ") })
    #expect(!report.diagnostics.contains { $0.severity == .error })
  }

  /// What the Playlist view models read and write outside themselves (a data model's
  /// properties) becomes `<data>` of their own with the properties' first values and
  /// ranges, a transaction its body between comments; the strict export still refuses.
  @Test func outsideValuesBecomeCopiesInTheChartsOwnDataModel() throws {
    let path = TestPaths.diagrams.appendingPathComponent("Playlist/Playlist.ipl").path
    let report = ExportDriver.exportScxml(paths: [path], lossy: true)
    #expect(report.status == .clean, "\(report.diagnostics.map(\.message))")
    let documents = Dictionary(uniqueKeysWithValues: report.outputs.map { ($0.fileName, $0.text) })
    let view = try #require(documents["Playlist.PlaylistViewModel.scxml"])
    for expected in [
      ##"xmlns:interplay="urn:x-interplay:scxml""##,
      "<!-- a copy of Playlist.selection.row: an SCXML session sees only its own data",
      ##"<data id="Playlist_selection_row" expr="0" interplay:range="0...3"/>"##,
      ##"<data id="Playlist_selection_playing" expr="false"/>"##,
      ##"<transition event="PlaylistView.rowTapped" cond="_event.data.row &lt;= Playlist_tracks">"##,
      "<!-- transaction -->",
      ##"<assign location="Playlist_selection_row" expr="_event.data.row"/>"##,
      "<!-- end of transaction -->",
    ] {
      #expect(view.contains(expected), "\(expected)")
    }
    #expect(!documents.values.contains { $0.contains("undefined") })
    let copies = report.diagnostics.filter { $0.message.contains("the chart's own copy") }
    #expect(!copies.isEmpty && copies.allSatisfy { $0.severity == .warning })
    let strict = ExportDriver.exportScxml(paths: [path])
    #expect(strict.outputs.isEmpty)
    #expect(
      strict.diagnostics.contains {
        $0.id == ScxmlExport.unsupportedID && $0.message.hasPrefix("data-model properties and")
      })
    #expect(!strict.diagnostics.contains { $0.id == ScxmlExport.approximatedID })
  }

  @Test func theCommandListsTheApproximationsAndStrictStaysTheDefault() throws {
    let folder = TemporaryFolder()
    let model = TestPaths.diagrams.appendingPathComponent("AccountApp").path
    let lossy = try CommandLineRun.run([
      "export", "scxml", "--lossy", model, "--output", folder.path + "/out",
    ])
    #expect(lossy.status == 0, "\(lossy.errors)")
    #expect(lossy.output.split(separator: "\n").count == 5)
    #expect(lossy.errors.contains("warning: ") && lossy.errors.contains("[export.approximated]"))
    #expect(!lossy.errors.contains("error: "))
    let strict = try CommandLineRun.run(["export", "scxml", model, "--output", folder.path + "/s"])
    #expect(strict.status == 65)
    #expect(strict.errors.contains("[export.unsupported]"))
    let mermaid = try CommandLineRun.run(["export", "mermaid", "--lossy", model])
    #expect(mermaid.status == 64)
  }
}

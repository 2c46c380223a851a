import Foundation
import InterplayDrivers
import InterplayModel
import InterplayRuntime
import InterplayTestSupport
import Testing

@testable import InterplayRender

/// Sequence diagrams of executor runs: lifelines, deliveries, states after steps, the
/// divergence highlighted.
@Suite struct TraceDiagramTests {
  static func run(_ source: String) throws -> SystemRun {
    let folder = TemporaryFolder()
    let path = folder.write("Model.ipl", source)
    let report = RunDriver.run(paths: [path])
    #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty)
    return try #require(report.systems.first)
  }

  static var locationButton: String {
    get throws {
      try String(contentsOf: BundledSVGTests.locationButton, encoding: .utf8)
    }
  }

  @Test func aPassingRunDrawsEveryDeliveryAndTheStates() throws {
    let run = try Self.run(try Self.locationButton)
    let outcome = try #require(run.outcomes.first)
    #expect(outcome.status == .passed)
    let diagram = SequenceDiagram(outcome: outcome, system: run.system)
    #expect(diagram.caption == "run of sequence" && diagram.title == "ShowLocation")
    #expect(Set(diagram.participants.map(\.name)) == ["Presentation", "Behaviour", "Service"])
    let messages = diagram.items.compactMap { item -> String? in
      guard case .message(let message) = item else { return nil }
      let from = diagram.participants[message.from].name
      let to = diagram.participants[message.to].name
      return "\(from) \(message.kind == .reply ? "-->" : "->") \(to): \(message.label)"
    }
    #expect(
      messages == [
        "Presentation -> Behaviour: showLocationRequested", "Behaviour -> Service: locate",
        "Service --> Behaviour: locate(home)", "Behaviour -> Presentation: present(home)",
      ])
    let states = diagram.items.flatMap { item -> [String] in
      guard case .states(let marks) = item else { return [] }
      return marks.map { diagram.participants[$0.participant].name + " " + $0.state }
    }
    #expect(states == ["Behaviour Idle", "Behaviour Locating", "Behaviour Idle"])
    #expect(!diagram.items.contains { if case .note = $0 { true } else { false } })
    let rendered = ModelDiagrams.sequenceDiagram(diagram, model: "LocationButton", label: "run")
    #expect(rendered.fileStem == "LocationButton-run-ShowLocation")
    let output = try rendered.render(.svg)
    #expect(output.warnings == [])
    let svg = try SVGDocument(output.bytes)
    #expect(
      try svg.groups("node").filter { $0.title.hasPrefix("state") }.map { $0.texts[0] } == [
        "Idle", "Locating", "Idle",
      ])
    try preview(rendered)
  }

  @Test func aDivergenceIsHighlightedWithExpectedAndActual() throws {
    let source = try Self.locationButton.replacingOccurrences(
      of: "Behaviour -> Presentation: present(home)",
      with: "Behaviour -> Presentation: present(work)"
    ).replacingOccurrences(of: "sequence ShowLocation {", with: "sequence ShowLocation strict {")
    let run = try Self.run(source)
    let outcome = try #require(run.outcomes.first)
    #expect(outcome.status == .failed)
    let diagram = SequenceDiagram(outcome: outcome, system: run.system)
    #expect(diagram.caption == "run diverged from")
    let highlighted = diagram.items.compactMap { item -> String? in
      if case .message(let message) = item, message.isHighlighted { return message.label }
      return nil
    }
    #expect(highlighted == ["present(home)"])
    let alerts = diagram.items.compactMap { item -> String? in
      if case .note(let note) = item, note.isAlert { return note.text }
      return nil
    }
    #expect(alerts.count == 1)
    #expect(alerts.first?.contains("expected: Behaviour -> Presentation: present(work)") == true)
    #expect(alerts.first?.contains("actual: Behaviour -> Presentation: present(home)") == true)
    let rendered = ModelDiagrams.sequenceDiagram(diagram, model: "LocationButton", label: "run")
    let svg = try SVGDocument(try rendered.render(.svg).bytes)
    let notes = try svg.groups("node").filter { $0.title.hasPrefix("note") }
    #expect(notes.count == 1)
    try preview(rendered)
  }

  /// Scopes pushed during a run draw activation bars on their companions.
  @Test func scopesPushedInARunDrawBars() throws {
    let run = try Self.run(
      try String(contentsOf: BundledSVGTests.accountApp, encoding: .utf8))
    // SignIn plays its prefix Startup first, in the same run: all four scopes are pushed.
    let signIn = try #require(run.outcomes.first { $0.name == "SignIn" })
    #expect(signIn.status == .passed)
    let diagram = SequenceDiagram(outcome: signIn, system: run.system)
    let marks = diagram.items.compactMap { item -> String? in
      if case .scope(let mark) = item {
        return (mark.isPush ? "push " : "pop ") + mark.name + " \(mark.participants.count)"
      }
      return nil
    }
    #expect(
      marks == [
        "push Hosting 2", "push NetworkPortal 2", "push PortalSession 2", "push Accounts 2",
      ])
    let rendered = ModelDiagrams.sequenceDiagram(diagram, model: "AccountApp", label: "run")
    let output = try rendered.render(.svg)
    #expect(output.warnings == [])
    #expect(rendered.graph.allNodes.filter { $0.id.contains("_bar") }.count == 8)
    try preview(rendered)
  }
}

extension TraceDiagramTests {
  /// A run that goes on forever (a checker's liveness lasso) draws its cycle in a loop box.
  @Test func aRepeatingCycleIsALoop() throws {
    let run = try Self.run(try Self.locationButton)
    let outcome = try #require(run.outcomes.first)
    let diagram = SequenceDiagram(
      trace: outcome.trace, states: outcome.states, system: run.system, title: "Forever",
      caption: "counterexample",
      highlight: .init(step: outcome.trace.count - 1, note: "Presentation.present never follows"),
      repeatsFrom: 2)
    guard
      case .fragment(let loop)? = diagram.items.last(where: {
        if case .fragment = $0 { true } else { false }
      })
    else {
      Issue.record("no loop fragment")
      return
    }
    #expect(loop.kind == "loop" && loop.branches[0].guardText == "repeats forever")
    let inside = loop.branches[0].items.compactMap { item -> String? in
      if case .message(let message) = item { return message.label }
      return nil
    }
    // Record 1 is the stub's tap; from record 2 on: Behaviour asks, the service answers,
    // Behaviour presents.
    #expect(inside == ["locate", "locate(home)", "present(home)"])
    // Before the loop: the tap.
    let before = diagram.items.compactMap { item -> String? in
      if case .message(let message) = item { return message.label }
      return nil
    }
    #expect(before == ["showLocationRequested"])
    let rendered = ModelDiagrams.sequenceDiagram(
      diagram, model: "LocationButton", label: "counterexample")
    #expect(try rendered.render(.svg).warnings == [])
    try preview(rendered)
  }
}

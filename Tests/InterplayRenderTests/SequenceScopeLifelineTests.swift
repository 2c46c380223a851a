import Foundation
import InterplayModel
import InterplayTestSupport
import Testing

@testable import InterplayRender

/// Issue #19: a scope's companions are created at its push and destroyed at its pop (their
/// lifelines start with a participant box at the push and end with a cross at the pop; a
/// second push starts a new lifeline), and the participants of one scope stand together
/// in a box labelled with its name. In the SVG and in the Mermaid and PlantUML exports.
@Suite struct SequenceScopeLifelineTests {
  static let source = """
    system Screens
    stack Screens
    presentation Shell budget 2 {
      event { linkTapped, backTapped }
    }
    behaviour App {
      observes Shell.event
      requests WebBehaviour.request
      initial state Home {
        on Shell.linkTapped -> Browsing {
          push WebPage
          send WebBehaviour.open
        }
        ignore Shell.backTapped
      }
      state Browsing {
        on Shell.backTapped -> Home { pop WebPage }
        ignore Shell.linkTapped
      }
    }
    scope WebPage on Screens {
      behaviour WebBehaviour {
        request { open }
        requests WebView.request
        initial state Idle {
          on open -> Shown { send WebView.show }
        }
        state Shown {
          on reply WebView.show(ok) -> Shown
        }
      }
      presentation WebView {
        request { show -> Bool }
      }
    }
    sequence Browse {
      Shell -> App: linkTapped
      push WebPage
      App -> WebBehaviour: open
      WebBehaviour -> WebView: show
      WebView --> WebBehaviour: show(true)
      Shell -> App: backTapped
      pop WebPage
      Shell -> App: linkTapped
      push WebPage
      App -> WebBehaviour: open
    }
    sequence Leave {
      Shell -> App: linkTapped
      push WebPage
      App -> WebBehaviour: open
      WebBehaviour -> WebView: show
      WebView --> WebBehaviour: show(true)
      Shell -> App: backTapped
      pop WebPage
    }

    """

  static func diagram(_ name: String = "Browse") throws -> Diagram {
    let model = try RenderFixtures.model(source, fileName: "Screens.ipl")
    return try RenderFixtures.diagram(model, .sequence, name)
  }

  /// The y of a message's arrow.
  static func arrowY(_ svg: SVGDocument, _ message: Int) throws -> Double {
    try svg.group("edge", titled: "m\(message)_0->m\(message)_1").pathStarts[0].y
  }

  /// The vertical extent of a participant's lifeline segment (`p2_life`, `p2_life1`).
  static func segment(_ svg: SVGDocument, _ id: String) throws -> (top: Double, bottom: Double) {
    let ys = try svg.groups("edge").filter { $0.title.hasPrefix(id + "_") }.flatMap {
      $0.paths.flatMap { $0.map(\.1) }
    }
    return (try #require(ys.min()), try #require(ys.max()))
  }

  @Test func lifelinesStartAtPushAndEndAtPop() throws {
    let diagram = try Self.diagram()
    try preview(diagram)
    let svg = try SVGDocument(try diagram.render(.svg).bytes)
    let arrows = try (0..<7).map { try Self.arrowY(svg, $0) }
    // Shell and App exist from the top; WebBehaviour (p2) and WebView (p3) from the push.
    let shell = try svg.group("node", titled: "p0_head").positions[0].y
    let first = try #require(svg.group("node", titled: "p2_head").outline)
    let view = try #require(svg.group("node", titled: "p3_head").outline)
    #expect(shell < arrows[0])
    #expect(first.minY > arrows[0] && first.maxY < arrows[1])
    #expect(abs(view.minY - first.minY) < 0.5)
    // The first life runs from under its box (the activation bar covers it) to the
    // cross at the pop.
    let cross = try svg.groups("edge").filter { $0.title.hasPrefix("p2_destroy0_") }
    #expect(cross.count == 2)
    let crossYs = cross.flatMap { $0.paths.flatMap { $0.map(\.1) } }
    let crossMiddle = ((crossYs.min() ?? 0) + (crossYs.max() ?? 0)) / 2
    #expect(crossMiddle > arrows[4] && crossMiddle < arrows[5])
    let bar = try #require(svg.group("node", titled: "p2_bar0").outline)
    #expect(abs(bar.minY - first.maxY) < 1 && abs(bar.maxY - crossMiddle) < 3)
    // The second push draws a new box and starts a new life, alive to the bottom.
    let second = try #require(svg.group("node", titled: "p2_head1").outline)
    #expect(second.minY > arrows[5] && second.maxY < arrows[6])
    let foot = try #require(svg.group("node", titled: "p2_foot").outline)
    let again = try #require(svg.group("node", titled: "p2_bar1").outline)
    #expect(abs(again.minY - second.maxY) < 1 && again.maxY <= foot.minY + 0.5)
    // Nothing of the lifeline is drawn between the cross and the second box.
    let lifeYs = try svg.groups("edge").filter { $0.title.hasPrefix("p2_life") }.flatMap {
      $0.paths.flatMap { $0.map(\.1) }
    }
    #expect(!lifeYs.isEmpty)
    #expect(
      lifeYs.allSatisfy {
        ($0 >= first.maxY - 0.5 && $0 <= crossMiddle + 0.5) || $0 >= second.maxY - 0.5
      })
    // Actors outside scopes keep one lifeline, top to bottom.
    let shellLife = try Self.segment(svg, "p0_life")
    #expect(shellLife.top < first.minY && shellLife.bottom > again.maxY - 1)
    #expect(try svg.groups("edge").allSatisfy { !$0.title.hasPrefix("p0_life1") })
  }

  @Test func scopeBoxEnclosesExactlyItsParticipants() throws {
    let svg = try SVGDocument(try Self.diagram().render(.svg).bytes)
    let box = try #require(svg.group("node", titled: "pbox0").outline)
    #expect(try svg.group("node", titled: "pbox0_label").texts == ["WebPage"])
    #expect(try svg.groups("node").allSatisfy { $0.title != "pbox1" })
    for head in ["p2_head", "p3_head", "p2_head1", "p3_head1", "p2_foot", "p3_foot"] {
      let outline = try #require(svg.group("node", titled: head).outline)
      #expect(box.minX < outline.minX && outline.maxX < box.maxX, "\(head)")
      #expect(box.minY < outline.minY && outline.maxY < box.maxY, "\(head)")
    }
    for head in ["p0_head", "p1_head", "p0_foot", "p1_foot"] {
      let outline = try #require(svg.group("node", titled: head).outline)
      #expect(outline.maxX < box.minX || outline.minX > box.maxX, "\(head)")
    }
  }

  /// Scope companions are grouped even when another actor first appears between them.
  @Test func scopeParticipantsStandTogether() throws {
    let model = try RenderFixtures.model(
      Self.source.replacingOccurrences(
        of: "  App -> WebBehaviour: open\n  WebBehaviour -> WebView: show",
        with:
          "  App -> WebBehaviour: open\n  Shell -> App: backTapped\n  WebBehaviour -> WebView: show"
      ).replacingOccurrences(
        of: "sequence Browse {", with: "sequence Browse participants(WebBehaviour, Shell) {"),
      fileName: "Screens.ipl")
    let sequence = try #require(model.sequences.first)
    let diagram = SequenceDiagram(sequence, in: model)
    #expect(diagram.participants.map(\.name) == ["WebBehaviour", "WebView", "Shell", "App"])
    #expect(diagram.participants.map(\.scope) == ["WebPage", "WebPage", nil, nil])
    guard case .message(let show) = diagram.items[4] else {
      Issue.record("\(diagram.items[4])")
      return
    }
    #expect(show.from == 0 && show.to == 1)
  }

  @Test func exportsCreateDestroyAndBox() throws {
    let browse = try Self.diagram()
    let mermaid = try #require(browse.mermaid)
    // Created at the first message each receives; declared there, so no box is left.
    #expect(mermaid.contains("  create participant p2 as "))
    #expect(mermaid.contains("  create participant p3 as "))
    #expect(!mermaid.contains("  participant p2") && !mermaid.contains("box"))
    SnapshotFile.expect(mermaid, named: "Fixture-Screens-sequence-Browse.mmd")
    let plantUML = try #require(browse.plantUML)
    #expect(plantUML.contains("create participant \"WebBehaviour\" as p2"))
    SnapshotFile.expect(plantUML, named: "Fixture-Screens-sequence-Browse.puml")
    // Destroyed: Mermaid at the last message (one per message), PlantUML at the pop.
    let leave = try Self.diagram("Leave")
    let leaveMermaid = try #require(leave.mermaid)
    #expect(leaveMermaid.contains("  destroy p2\n  p3-->>p2: show(true)"))
    SnapshotFile.expect(leaveMermaid, named: "Fixture-Screens-sequence-Leave.mmd")
    let leavePlantUML = try #require(leave.plantUML)
    #expect(leavePlantUML.contains("destroy p2\ndestroy p3\n@enduml"))
    SnapshotFile.expect(leavePlantUML, named: "Fixture-Screens-sequence-Leave.puml")
  }

  /// A scope whose companions exist from the top keeps them in its box in the exports.
  @Test func exportsBoxDeclaredCompanions() throws {
    let plain = SequenceDiagram(
      title: "T", caption: "sequence",
      participants: [
        .init(name: "A"), .init(name: "B", scope: "Pages"), .init(name: "C", scope: "Pages"),
      ],
      items: [.message(.init(from: 0, to: 1, label: "go", kind: .request))])
    let mermaid = MermaidSequence(plain).text
    #expect(
      mermaid.contains(
        "  box rgb(248, 249, 250) Pages\n    participant p1 as B\n    participant p2 as C\n  end\n")
    )
    let plantUML = PlantUMLSequence(plain).text
    #expect(
      plantUML.contains(
        "box \"Pages\" #F8F9FA\n  participant \"B\" as p1\n  participant \"C\" as p2\nend box\n"))
  }
}

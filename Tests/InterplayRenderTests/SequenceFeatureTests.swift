import Foundation
import InterplayModel
import InterplayTestSupport
import Testing

@testable import InterplayRender

/// Sequence diagrams beyond the bundled ones: every fragment kind, scope activation,
/// and the items traces and counterexamples use (self messages, states, highlights).
@Suite struct SequenceFeatureTests {
  static let source = """
    system Checkout
    enum Outcome { paid, declined }
    type Card(2)
    stack Modals
    presentation Till budget 3 {
      request { showReceipt, showDeclined }
      event { cardPresented(card: Card), cancelled }
    }
    service Bank {
      request { charge(card: Card) -> Outcome }
    }
    service Printer {
      request { print }
    }
    behaviour Checkout {
      observes Till.event
      requests Till.request, Bank.request, Printer.request, ReceiptBehaviour.request
      initial state Waiting {
        on Till.cardPresented(c) -> Charging { send Bank.charge(c) }
        ignore Till.cancelled
      }
      state Charging {
        on reply Bank.charge(o) [o == paid] -> Waiting {
          send Till.showReceipt
          send Printer.print
          push Receipt
          send ReceiptBehaviour.show
        }
        on reply Bank.charge(o) -> Waiting { send Till.showDeclined }
        ignore Till.cardPresented, Till.cancelled
      }
    }
    scope Receipt on Modals {
      behaviour ReceiptBehaviour {
        request { show }
        initial state Hidden {
          on show -> Shown
        }
        state Shown
      }
    }
    sequence Pay {
      note over Till, Bank: "the customer taps a card"
      Till -> Checkout: cardPresented
      Checkout -> Bank: charge
      alt "the bank accepts" {
        Bank --> Checkout: charge(paid)
        par {
          Checkout -> Till: showReceipt
        } and {
          Checkout -> Printer: print
        }
        push Receipt
        Checkout -> ReceiptBehaviour: show
      } else "the bank declines" {
        Bank --> Checkout: charge(declined)
        Checkout -> Till: showDeclined
      }
      loop 1...2 "declined, then another card" {
        Till -> Checkout: cardPresented
        opt "the customer gives up" {
          Till -> Checkout: cancelled
        }
      }
    }
    """

  static func diagram() throws -> Diagram {
    let model = try RenderFixtures.model(source, fileName: "Checkout.ipl")
    return try RenderFixtures.diagram(model, .sequence, "Pay")
  }

  /// With the Helvetica table, so the snapshot is the same on every machine.
  @Test func matchesSnapshot() throws {
    let model = try RenderFixtures.model(Self.source, fileName: "Checkout.ipl")
    let diagram = try RenderFixtures.diagram(model, .sequence, "Pay", textMetrics: .table)
    SnapshotFile.expect(diagram.dot, named: "Fixture-Checkout-sequence-Pay.dot")
  }

  @Test func fragmentsNestAndCarryTheirGuards() throws {
    let svg = try SVGDocument(try Self.diagram().render(.svg).bytes)
    let nodes = try svg.groups("node")
    let tags = nodes.filter { $0.title.hasSuffix("_tag") && $0.title.hasPrefix("frag") }
      .sorted { $0.title < $1.title }.map { $0.texts[0] }
    #expect(tags == ["alt", "par", "loop 1...2", "opt"])
    let texts = nodes.flatMap(\.texts)
    for guardText in [
      "[the bank accepts]", "[the bank declines]", "[declined, then another card]",
      "[the customer gives up]",
    ] {
      #expect(texts.contains(guardText))
    }
    // The nested par box lies inside the alt box; the opt box inside the loop box.
    let graph = try Self.diagram().graph
    func box(_ id: String) throws -> (x: Double, y: Double, w: Double, h: Double) {
      let node = try #require(graph.allNodes.first { $0.id == id })
      guard case .text(let pos)? = node.attributes["pos"],
        case .text(let w)? = node.attributes["width"],
        case .text(let h)? = node.attributes["height"]
      else { throw CancellationError() }
      let xy = pos.split(separator: ",").compactMap { Double($0) }
      return (xy[0], xy[1], Double(w)! * 72, Double(h)! * 72)
    }
    func inside(_ inner: String, _ outer: String) throws -> Bool {
      let a = try box(inner)
      let b = try box(outer)
      return abs(a.x - b.x) + a.w / 2 <= b.w / 2 && abs(a.y - b.y) + a.h / 2 <= b.h / 2
    }
    #expect(try inside("frag1", "frag0"))
    #expect(try inside("frag3", "frag2"))
    #expect(try !inside("frag2", "frag0"))
  }

  /// A later branch's guard, written at the box's left edge below its separator, widens
  /// the box as the first guard (beside the tag) does, either way text is measured.
  @Test(arguments: TextMetrics.Source.allCases)
  func laterGuardsWidenTheirFragment(_ source: TextMetrics.Source) throws {
    let guardText = "[a guard much longer than the messages of its fragment are wide]"
    let model = try RenderFixtures.model(
      """
      system Guards
      service Svc { request { go } }
      behaviour B {
        requests Svc.request
        initial state S { always -> S { send Svc.go } }
      }
      sequence Seq {
        B -> Svc: go
        alt "short" { B -> Svc: go } else "\(guardText.dropFirst().dropLast())" { B -> Svc: go }
      }
      """)
    let metrics = TextMetrics(source)
    let graph = try RenderFixtures.diagram(model, .sequence, "Seq", textMetrics: metrics).graph
    func node(_ id: String) throws -> (x: Double, width: Double?) {
      let node = try #require(graph.allNodes.first { $0.id == id })
      guard case .text(let pos)? = node.attributes["pos"] else { throw CancellationError() }
      var width: Double?
      if case .text(let inches)? = node.attributes["width"] {
        width = Double(inches).map { $0 * 72 }
      }
      return (Double(pos.split(separator: ",")[0]) ?? .nan, width)
    }
    let box = try node("frag0")
    let label = try node("frag0_guard1")
    let right = box.x + (box.width ?? 0) / 2
    // The label node is centred on the text and 4 points wider than it.
    let end = label.x + metrics.width(of: guardText, fontSize: 9, italic: true) / 2 + 2
    #expect(end < right, "the guard ends at \(end), the box at \(right)")
  }

  @Test func scopeActivationHoldsForItsBranchOnly() throws {
    let graph = try Self.diagram().graph
    let bars = graph.allNodes.filter { $0.id.contains("_bar") }
    // ReceiptBehaviour's bar starts at the push in the first alt branch and ends with it.
    #expect(bars.count == 1)
    let mark = try #require(graph.allNodes.first { $0.id == "scope0" })
    #expect(
      mark.attributes["label"]
        == .html(HTMLLabel.text("push Receipt").font(size: 9, color: DiagramTheme.mutedInk)))
  }

  @Test func notesSpanTheirParticipants() throws {
    let graph = try Self.diagram().graph
    let note = try #require(graph.allNodes.first { $0.id == "note0" })
    let heads = graph.allNodes.filter { $0.id.hasSuffix("_head") }
    func x(_ node: DOTNode) -> Double {
      guard case .text(let pos)? = node.attributes["pos"] else { return .nan }
      return Double(pos.split(separator: ",")[0])!
    }
    // Over Till and Bank: centred between their lifelines.
    let till = try #require(heads.first { $0.id == "p0_head" })
    let bank = try #require(heads.first { $0.id == "p1_head" })
    #expect(abs(x(note) - (x(till) + x(bank)) / 2) < 0.01)
  }

  /// What a trace or counterexample draws: self messages, states on lifelines, a
  /// highlighted step and an alert note.
  @Test func traceItemsRender() throws {
    let diagram = SequenceDiagram(
      title: "Trace", caption: "trace",
      participants: [
        .init(name: "A", role: .behaviour), .init(name: "B", role: .service, isStub: true),
      ],
      items: [
        .states([.init(participant: 0, state: "Idle"), .init(participant: 1, state: "—")]),
        .message(.init(from: 0, to: 0, label: "tick", kind: .request)),
        .message(.init(from: 0, to: 1, label: "go(1)", kind: .request)),
        .states([.init(participant: 0, state: "Waiting")]),
        .message(.init(from: 1, to: 0, label: "go(2)", kind: .reply, isHighlighted: true)),
        .states([.init(participant: 0, state: "Broken", isHighlighted: true)]),
        .note(.init(over: [0, 1], text: "invariant Safe violated", isAlert: true)),
      ])
    let rendered = ModelDiagrams.sequenceDiagram(diagram, model: "M")
    #expect(rendered.fileStem == "M-sequence-Trace")
    let output = try rendered.render(.svg)
    #expect(output.warnings == [])
    let svg = try SVGDocument(output.bytes)
    let states = try svg.groups("node").filter { $0.title.hasPrefix("state") }.map { $0.texts[0] }
    #expect(states == ["Idle", "—", "Waiting", "Broken"])
    // The self message is a loop of three segments with its label to the right.
    #expect(try svg.groups("edge").filter { $0.title.hasPrefix("m0_") }.count == 3)
    let highlighted = try #require(rendered.graph.allEdges.first { $0.tail == "m2_0" })
    #expect(highlighted.attributes["color"] == .text(DiagramTheme.alert))
    #expect(highlighted.attributes["style"] == "dashed")
    let note = try #require(rendered.graph.allNodes.first { $0.id == "note0" })
    #expect(note.attributes["color"] == .text(DiagramTheme.alert))
  }

  /// Lifelines are cut where notes, labels and bars would be drawn over.
  @Test func lifelinesStopAtOpaqueShapes() throws {
    let graph = try Self.diagram().graph
    // Till's lifeline passes under the note over Till and Bank: cut into segments.
    let segments = Set(
      graph.allEdges.map(\.tail).filter { $0.hasPrefix("p0_life_") }.map {
        $0.split(separator: "_")[2]
      })
    #expect(segments.count >= 2)
  }
}

import InterplayDiagnostics
import Testing

@testable import InterplaySyntax

/// The tree of every declaration form, and of actor and data members.
@Suite struct DeclarationShapeTests {
  @Test func simpleDeclarations() {
    #expect(
      dump(
        """
        system Shop
        import "other.ipl"
        profile bsp
        check deadlock
        check coverage off
        type URL
        type Token(3)
        stack AppStack
        """) == [
          "system Shop", "import \"other.ipl\"", "profile bsp", "check deadlock",
          "check coverage off", "type URL", "type Token(3)", "stack AppStack",
        ])
  }

  @Test func enums() {
    #expect(
      dump(
        "enum Place { home, work }\nenum Msg { add(item: Place, Bool) remove(Int(-1...2)), clear }")
        == [
          "enum Place { home; work }",
          "enum Msg { add(item: Place, Bool); remove(Int(-1...2)); clear }",
        ])
    #expect(dump("enum Empty {}") == ["enum Empty {}"])
    #expect(dump("enum E { a() }") == ["enum E { a }"])
  }

  @Test func actorsWithEveryRoleAndHeader() {
    #expect(
      dump(
        """
        actor A {}
        behaviour B {}
        service S uri "/actor/s" budget 2 {}
        presentation P budget 1 {}
        presentation Q budget 1 per push {}
        """) == [
          "actor A {}", "behaviour B {}", "service S uri \"/actor/s\" budget 2 {}",
          "presentation P budget 1 {}", "presentation Q budget 1 per push {}",
        ])
  }

  @Test func actorMembers() {
    #expect(
      dump(
        """
        service S {
          var n: Int(0...3) = 1
          var ok: Bool
          var place: Place = Place.home
          request coalesce capacity 4 { fetch(url: URL) -> Bool, cancel }
          event latest { finished(Bool) }
          event fifo capacity 2 { tick }
          request { }
          observes A.event, B.Sub.event
          requests C.request
          actor Sub { event { e } }
          initial state Idle
        }
        """) == [
          joined(
            "service S { var n: Int(0...3) = 1; var ok: Bool; var place: Place = Place.home; ",
            "request coalesce capacity 4 { fetch(url: URL) -> Bool; cancel }; ",
            "event latest { finished(Bool) }; event fifo capacity 2 { tick }; request {}; ",
            "observes A.event, B.Sub.event; requests C.request; actor Sub { event { e } }; ",
            "initial state Idle }")
        ])
  }

  @Test func scopes() {
    #expect(
      dump("scope Hosting on AppStack {\n  behaviour B {}\n  presentation P {}\n}") == [
        "scope Hosting on AppStack { behaviour B {}; presentation P {} }"
      ])
  }

  @Test func dataModels() {
    #expect(
      dump(
        """
        data Playlist {
          var songs: Int(0...3)
          hard Refresh by App reads Playlist.songs writes Playlist.count priority 2
          smart Summary by App.Sub reads a, b writes c
          recurring Log by App
        }
        """) == [
          joined(
            "data Playlist { var songs: Int(0...3); ",
            "hard Refresh by App reads Playlist.songs writes Playlist.count priority 2; ",
            "smart Summary by App.Sub reads a, b writes c; recurring Log by App }")
        ])
  }

  @Test func propertyTreesAndCollectors() {
    #expect(
      dump(
        """
        data Player {
          var volume: Int(0...2)
          node deck: Int(0...2) = 1 {
            var title: Bool
            node stats { var plays: Int(0...1) }
          }
          collector Gather by App reads deck.*, Player.* writes volume priority 1
          smart Show by App reads Player.deck.title collectors Gather, Other
        }
        """) == [
          joined(
            "data Player { var volume: Int(0...2); ",
            "node deck: Int(0...2) = 1 { var title: Bool; node stats { var plays: Int(0...1) } }; ",
            "collector(hard) Gather by App reads deck.*, Player.* writes volume priority 1; ",
            "smart Show by App reads Player.deck.title collectors Gather, Other }")
        ])
  }

  @Test func registrationsBelongToTheDataModelNotToANode() {
    let result = Parser.parse(
      SourceFile(
        path: "n.ipl", bytes: Array("data D {\n  node n {\n    smart S by A\n  }\n}\n".utf8)),
      file: FileID(0))
    #expect(result.diagnostics.map(\.id.rawValue) == ["parse.registration-in-node"])
    #expect(
      result.diagnostics.first?.message
        == "registrations belong to the data model, not to a node: move it after the node")
  }

  @Test func properties() {
    #expect(
      dump(
        """
        property A: never X.e
        property B: eventually X.e globally
        property C: at most 3 X.e before Y.f
        property D: always x < 2 after Y.f
        property E: X.e precedes Y.f after Y.f until Z.g
        property F: X.e responds to Y.f between Y.f and Z.g
        invariant I: x == 1
        """) == [
          "property A: never X.e", "property B: eventually X.e globally",
          "property C: at most 3 X.e before Y.f", "property D: always (x < 2) after Y.f",
          "property E: X.e precedes Y.f after Y.f until Z.g",
          "property F: X.e responds to Y.f between Y.f and Z.g", "invariant I: (x == 1)",
        ])
  }

  /// Events: `takes` and `or` are contextual words; `reply` and payloads go with a term.
  @Test func eventTerms() {
    #expect(
      dump(
        """
        property A: never V takes scrub
        property B: reply P.pay(ok) or B takes reply P.pay(no) responds to P takes pay(1, x.y)
        property C: at most 1 P.q after H takes resume until H takes H.suspend or P.stop
        property D: takes.or precedes or.takes
        """) == [
          "property A: never V takes scrub",
          "property B: reply P.pay(ok) or B takes reply P.pay(no) responds to P takes pay(1, x.y)",
          "property C: at most 1 P.q after H takes resume until H takes H.suspend or P.stop",
          "property D: takes.or precedes or.takes",
        ])
  }

  @Test func topologyRules() {
    #expect(
      dump(
        """
        forbid presentation -> service
        forbid A.Sub -> B
        allow only behaviour -> service, A -> actor
        hub M between A, B, presentation
        """) == [
          "forbid role:presentation -> role:service", "forbid A.Sub -> B",
          "allow only role:behaviour -> role:service, A -> role:actor",
          "hub M between A, B, role:presentation",
        ])
  }
}

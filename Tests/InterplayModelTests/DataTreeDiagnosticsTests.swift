import InterplayDiagnostics
import InterplayModel
import InterplayTestSupport
import Testing

/// The property tree of data models (nodes, paths, subtrees), collectors, and smart
/// registrations that read nothing.
@Suite struct DataTreeDiagnosticsTests {
  static let tree = """
    actor App {}
    data Player {
      var volume: Int(0...2)
      node deck: Int(0...2) {
        var title: Bool
        node stats { var plays: Int(0...1) }
      }
      node settings { var loud: Bool }
    """

  @Test func pathsReadTheirChainAndSubtreesEverythingBelow() throws {
    let model = expectClean(
      Self.tree + """

          smart Title by App reads Player.deck.title
          smart Deck by App reads deck.*
          smart Stats by App reads Player.deck.stats
          smart All by App reads Player.*
          collector Gather by App reads Player.settings.* writes Player.volume priority 1
          smart Collected by App reads Player.deck collectors Gather
          hard Replace by App reads Player.volume writes Player.deck.*, Player.deck priority 2
        }
        """)
    let data = try #require(model.dataModels.first)
    #expect(
      data.properties.map(\.name) == [
        "volume", "deck", "deck.title", "deck.stats.plays", "settings.loud",
      ])
    #expect(data.nodes.map(\.name) == ["deck", "deck.stats", "settings"])
    #expect(data.nodes.map(\.property) == [1, nil, nil])
    func reads(_ name: String) -> [String] {
      data.registrations.first { $0.name == name }!.reads.map { data.properties[$0.index].name }
    }
    // A value path reads every property on its chain.
    #expect(reads("Title") == ["deck", "deck.title"])
    // A subtree: the node's own property and everything below it.
    #expect(reads("Deck") == ["deck", "deck.title", "deck.stats.plays"])
    // A path to a fixed node reads the nodes with a type above it.
    #expect(reads("Stats") == ["deck"])
    #expect(reads("All") == data.properties.map(\.name))
    // A collector's read and write sets join the reads of who names it.
    #expect(reads("Collected") == ["deck", "settings.loud", "volume"])
    let collected = try #require(data.registrations.first { $0.name == "Collected" })
    #expect(collected.collectors.map { data.registrations[$0].name } == ["Gather"])
    let gather = try #require(data.registrations.first { $0.name == "Gather" })
    #expect(gather.isCollector && gather.kind == .hard)
    // Writes name the property a path ends at, not its chain.
    let replace = try #require(data.registrations.first { $0.name == "Replace" })
    #expect(
      replace.writes.map { data.properties[$0.index].name } == [
        "deck", "deck.title", "deck.stats.plays",
      ])
  }

  @Test func pathsThatNameNoPropertyAreErrors() {
    expectFindings(
      Self.tree + """

          smart A by App reads 1️⃣Player.settings
          smart B by App reads 2️⃣Player.volume.*
          hard C by App reads Player.volume writes 3️⃣Player.settings priority 1
          smart D by App reads Player.deck.4️⃣titel
        }
        actor User {
          initial state S {
            entry { transaction { Player.5️⃣settings = true } }
          }
        }
        """,
      [
        ExpectedFinding(
          "1️⃣", "resolve.path-reads-nothing",
          "'Player.settings' reads nothing: no node on it has a type; read its subtree with '.*'"),
        ExpectedFinding(
          "2️⃣", "resolve.subtree-of-property",
          "'volume' is a property, not a node: '.*' names everything below a node"),
        ExpectedFinding(
          "3️⃣", "resolve.node-not-property",
          "'settings' is a node without a type, not a property: it cannot be written"),
        ExpectedFinding("4️⃣", "resolve.unknown-property", "'Player' has no property 'deck.titel'"),
        ExpectedFinding(
          "5️⃣", "resolve.node-not-property",
          "'Player.settings' is a node without a type, not a property"),
      ])
  }

  @Test func fixItsCompleteOrTrimThePath() {
    let marked = MarkedSource(
      Self.tree + """

          smart A by App reads Player.settings1️⃣
          smart B by App reads Player.volume2️⃣.*3️⃣
        }
        """)
    let result = resolveMarked(marked)
    let edits = result.diagnostics.map { $0.fixIts.first?.edits.first }
    #expect(edits.map { $0?.replacement } == [".*", ""])
    #expect(edits[0]?.range.start == marked.markers["1️⃣"])
    #expect(edits[1]?.range.start == marked.markers["2️⃣"])
    #expect(edits[1]?.range.end == marked.markers["3️⃣"])
  }

  @Test func collectorsMustBeDeclaredAsCollectors() {
    expectFindings(
      """
      actor App {}
      data Doc {
        var a: Bool
        var b: Bool
        collector Sum by App reads Doc.a writes Doc.b
        hard Plain by App reads Doc.a priority 1
        smart Show by App reads Doc.b collectors 1️⃣Summ, 2️⃣Plain, Sum
      }
      """,
      [
        ExpectedFinding(
          "1️⃣", "resolve.unknown-collector", "'Doc' has no collector 'Summ'"),
        ExpectedFinding(
          "2️⃣", "resolve.not-a-collector",
          "'Plain' is a hard registration, not a collector: declare it with 'collector' to "
            + "collect for others"),
      ])
  }

  /// Quantwm triggers a smart registration when something it reads changes: reading
  /// nothing, it never runs. What runs after every update is a recurring registration.
  @Test func aSmartRegistrationMustReadSomething() {
    let marked = MarkedSource(
      """
      actor App {}
      data Doc {
        var a: Bool
        1️⃣smart2️⃣ 3️⃣Never by App
        smart 4️⃣Writer by App writes Doc.a
        collector 5️⃣Empty by App writes Doc.a
        smart Collects by App collectors Empty
      }
      """)
    let result = resolveMarked(marked)
    #expect(
      marked.findings(result.diagnostics).map(\.description) == [
        "3️⃣ [resolve.smart-without-reads] smart registration 'Never' reads nothing, so "
          + "nothing ever triggers it; list what it reads after 'reads'",
        "4️⃣ [resolve.smart-without-reads] smart registration 'Writer' reads nothing, so "
          + "nothing ever triggers it; list what it reads after 'reads'",
        "5️⃣ [resolve.smart-without-reads] smart registration 'Empty' reads nothing, so "
          + "nothing ever triggers it; list what it reads after 'reads'",
      ])
    // Only one that writes nothing becomes recurring: a recurring registration cannot write.
    #expect(result.diagnostics.map(\.fixIts.count) == [1, 0, 0])
    let edit = result.diagnostics.first?.fixIts.first?.edits.first
    #expect(edit?.replacement == "recurring")
    #expect(edit?.range.start == marked.markers["1️⃣"])
    #expect(edit?.range.end == marked.markers["2️⃣"])
  }
}

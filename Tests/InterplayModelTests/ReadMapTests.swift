import InterplayDiagnostics
import InterplayModel
import InterplayTestSupport
import Testing

/// A smart registration's read map (Quantwm's read `QWMap`): its handler may read what
/// triggers it (its reads, every property on their chains, its collectors' reads and
/// writes) and what it writes; any other read is `resolve.read-outside-map`, whatever
/// the profile, since the registration would show a stale value.
@Suite struct ReadMapTests {
  static let data = """
    data Doc {
      var a: Int(0...3)
      var b: Int(0...3)
      var total: Int(0...3)
      var shown: Int(0...3)
      node deck: Int(0...2) { var title: Bool }
      collector Sum by Adder reads Doc.a writes Doc.total
      smart Show by Viewer reads Doc.deck.title writes Doc.shown collectors Sum
      hard Fix by Viewer reads Doc.a priority 1
      recurring Audit by Viewer
    }
    behaviour Adder {
      initial state S { on Doc.Sum { Doc.total = Doc.a } }
    }

    """

  @Test func aSmartHandlerReadingOutsideItsReadMapIsAnError() {
    expectFindings(
      Self.data + """
        behaviour Viewer {
          event { seen(n: Int(0...3)) }
          initial state S {
            on Doc.Show [1️⃣Doc.b > 0] {
              Doc.shown = Doc.total
              if Doc.deck == 1 && Doc.deck.title { emit seen(Doc.a) }
              emit seen(Doc.shown)
              emit seen(2️⃣Doc.b)
            }
            on Doc.Show { emit seen(3️⃣Doc.b + Doc.a) }
            on Doc.Fix { emit seen(Doc.b) }
            on Doc.Audit { emit seen(Doc.b) }
          }
        }
        """,
      [
        ExpectedFinding(
          "1️⃣", "resolve.read-outside-map",
          "smart registration 'Show' reads 'Doc.b' outside its read map: it is not delivered "
            + "again when 'Doc.b' changes, so what it shows goes stale"),
        // Once per property and transition: 2️⃣ is the same transition's second read.
        ExpectedFinding(
          "3️⃣", "resolve.read-outside-map",
          "smart registration 'Show' reads 'Doc.b' outside its read map: it is not delivered "
            + "again when 'Doc.b' changes, so what it shows goes stale"),
      ])
  }

  @Test func theErrorPointsAtTheReadAndOffersToAddItToTheReads() throws {
    let marked = MarkedSource(
      """
      data Doc {
        var a: Int(0...3)
        var b: Int(0...3)
        smart 1️⃣Show by Viewer reads Doc.a2️⃣
        smart Bare by Viewer3️⃣ collectors Sum
        collector Sum by Viewer reads Doc.a
      }
      behaviour Viewer {
        event { seen(n: Int(0...3)) }
        initial state S {
          on Doc.Show { emit seen(4️⃣Doc.b5️⃣) }
          on Doc.Bare { emit seen(6️⃣Doc.b) }
          on Doc.Sum { emit seen(Doc.a) }
        }
      }
      """)
    let result = resolveMarked(marked)
    #expect(
      result.diagnostics.map(\.id.rawValue)
        == Array(repeating: "resolve.read-outside-map", count: 2))
    let show = try #require(result.diagnostics.first)
    #expect(show.range.start == marked.markers["4️⃣"])
    #expect(show.range.end == marked.markers["5️⃣"])
    #expect(show.notes.map(\.message) == ["'Show' declared here"])
    #expect(show.notes.first?.range?.start == marked.markers["1️⃣"])
    let edits = result.diagnostics.map { $0.fixIts.first?.edits.first }
    #expect(edits.map { $0?.replacement } == [", Doc.b", " reads Doc.b"])
    #expect(edits[0]?.range.start == marked.markers["2️⃣"])
    #expect(edits[1]?.range.start == marked.markers["3️⃣"])
    #expect(result.diagnostics[1].range.start == marked.markers["6️⃣"])
  }

  /// Hard and recurring registrations are not monitored (Quantwm lets them read
  /// anything); a smart one reads its reads, their chains, its collectors' sets and its
  /// writes.
  @Test func whatTheReadMapAllows() {
    expectClean(
      Self.data + """
        behaviour Viewer {
          event { seen(n: Int(0...3)) }
          initial state S {
            on Doc.Show [Doc.deck.title] {
              Doc.shown = Doc.a + Doc.total
              emit seen(Doc.shown + Doc.deck)
            }
            on Doc.Fix { emit seen(Doc.b) }
            on Doc.Audit { emit seen(Doc.b) }
          }
        }
        """)
  }
}

import InterplayDiagnostics
import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct ForbiddenPathwayTests {
  let rule = ForbiddenPathway()

  @Test func reportsEveryPathwayEachForbidRuleForbids() {
    let source = MarkedSource(
      """
      system S
      forbid View -> Backend
      forbid presentation -> service
      service Backend {
        request { fetch }
        event { fetched }
        actor Cache {
          request { read }
        }
      }
      presentation View {
        requests 1️⃣Backend.request
        observes 2️⃣Backend.event
        actor Sub {
          requests 3️⃣Backend.Cache.request
        }
      }
      behaviour Model {
        observes Backend.event
        requests Backend.request
      }
      """)
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding(
          "1️⃣", "lint.forbidden-pathway",
          "'View' requests 'Backend.request', which 'forbid View -> Backend' forbids"),
        ExpectedFinding(
          "1️⃣", "lint.forbidden-pathway",
          "'View' requests 'Backend.request', which 'forbid presentation -> service' forbids"),
        ExpectedFinding(
          "2️⃣", "lint.forbidden-pathway",
          "'View' observes 'Backend.event', which 'forbid View -> Backend' forbids"),
        ExpectedFinding(
          "2️⃣", "lint.forbidden-pathway",
          "'View' observes 'Backend.event', which 'forbid presentation -> service' forbids"),
        ExpectedFinding(
          "3️⃣", "lint.forbidden-pathway",
          "'View.Sub' requests 'Backend.Cache.request', which 'forbid View -> Backend' forbids"),
      ])
  }

  @Test func theNotePointsAtTheRule() {
    let source = MarkedSource(
      """
      system S
      1️⃣forbid View -> Backend
      service Backend {
        request { fetch }
      }
      presentation View {
        requests Backend.request
      }
      """)
    let notes = RuleTesting.diagnostics(rule, source.text).flatMap(\.notes)
    #expect(notes.map(\.message) == ["rule declared here"])
    #expect(notes.first?.range?.start == source.markers["1️⃣"])
  }
}

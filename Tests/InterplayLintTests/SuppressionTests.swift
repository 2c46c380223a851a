import InterplayDiagnostics
import InterplayLint
import InterplayPipeline
import InterplayTestSupport
import Testing

/// `// interplay-lint-ignore: rule` silences a rule inside one declaration, and nothing else.
@Suite struct SuppressionTests {
  private func findings(_ source: MarkedSource) -> [ExpectedFinding] {
    let (model, syntax, sources) = RuleTesting.resolve(source.text)
    return source.findings(RuleRunner().run(model, syntax: [syntax], sources: sources))
  }

  @Test func aCommentOnTheLineBeforeCoversTheWholeDeclaration() {
    let source = MarkedSource(
      """
      system S
      // interplay-lint-ignore: unobserved-event, lint.isolated-actor
      service Timer {
        event { tick }
      }
      service 1️⃣Clock {
        2️⃣event { tock }
      }
      """)
    #expect(
      findings(source) == [
        ExpectedFinding(
          "1️⃣", "lint.isolated-actor",
          "actor 'Clock' has no pathway: it observes and requests nothing, and nothing observes "
            + "or requests it"),
        ExpectedFinding("2️⃣", "lint.unobserved-event", "no actor observes 'Clock.event'"),
      ])
  }

  @Test func aTrailingCommentCoversTheDeclarationStartingOnItsLine() {
    let source = MarkedSource(
      """
      system S
      service 1️⃣Timer {
        event { tick }  // interplay-lint-ignore: unobserved-event
      }
      """)
    #expect(
      findings(source) == [
        ExpectedFinding(
          "1️⃣", "lint.isolated-actor",
          "actor 'Timer' has no pathway: it observes and requests nothing, and nothing observes "
            + "or requests it")
      ])
  }

  @Test func pathwayDeclarationsAndTransitionsCanBeSuppressed() {
    let source = MarkedSource(
      """
      system S
      forbid View -> Backend
      service Backend {
        request { fetch }
        event { fetched }
      }
      presentation View {
        event { tapped }
        // interplay-lint-ignore: forbidden-pathway
        requests Backend.request
        observes 1️⃣Backend.event
      }
      behaviour Flow {
        observes View.event
        initial state Idle {
          on View.tapped -> Idle
          on View.tapped -> Idle  // interplay-lint-ignore: shadowed-transition
          2️⃣on View.tapped -> Idle
        }
      }
      """)
    #expect(
      findings(source) == [
        ExpectedFinding(
          "1️⃣", "lint.forbidden-pathway",
          "'View' observes 'Backend.event', which 'forbid View -> Backend' forbids"),
        ExpectedFinding(
          "2️⃣", "lint.shadowed-transition",
          "transition on 'View.tapped' in state 'Idle' of 'Flow' is never taken: an earlier "
            + "transition on the same trigger has no guard"),
      ])
  }

  @Test func suppressionCommentsStack() {
    let source = MarkedSource(
      """
      system S
      // interplay-lint-ignore: unobserved-event
      // a plain comment in between
      // interplay-lint-ignore: isolated-actor
      service Timer {
        event { tick }
      }
      """)
    #expect(findings(source) == [])
  }

  @Test func anUnknownRuleIsAWarningWithASuggestion() {
    let source = MarkedSource(
      """
      system S
      // interplay-lint-ignore: isolated-actor, 1️⃣unobserved-evnt
      service Timer {
        2️⃣event { tick }
      }
      """)
    #expect(
      findings(source) == [
        ExpectedFinding(
          "1️⃣", "suppression.unknown-rule", "suppression names unknown rule 'unobserved-evnt'"),
        ExpectedFinding("2️⃣", "lint.unobserved-event", "no actor observes 'Timer.event'"),
      ])
    let (model, syntax, sources) = RuleTesting.resolve(source.text)
    let warning = RuleRunner().run(model, syntax: [syntax], sources: sources)[0]
    #expect(warning.severity == .warning)
    #expect(warning.notes.map(\.message) == ["did you mean 'unobserved-event'?"])
    #expect(warning.fixIts.first?.edits.map(\.replacement) == ["unobserved-event"])
  }

  @Test func aCommentBeforeNothingIsAWarning() {
    let source = MarkedSource(
      """
      system S
      service Timer {
        event { tick }
      }
      1️⃣// interplay-lint-ignore: unobserved-event

      // interplay-lint-ignore: isolated-actor
      service Clock {
        event { tock }
      }
      """)
    let found = findings(source).filter { !$0.id.hasPrefix("lint.") }
    #expect(
      found == [
        ExpectedFinding(
          "1️⃣", "suppression.no-declaration",
          "suppression comment covers no declaration: put it on the line before one, or at the "
            + "end of its first line")
      ])
  }

  @Test func otherCommentsAndOtherRulesAreNotSuppressions() {
    let source = MarkedSource(
      """
      system S
      // interplay-lint-ignore unobserved-event
      /* interplay-lint-ignore: unobserved-event */
      service Timer {  // interplay-lint-ignore: never-sent-case
        1️⃣event { tick }
      }
      """)
    #expect(findings(source).filter { $0.id == "lint.unobserved-event" }.map(\.marker) == ["1️⃣"])
  }

  @Test func suppressionWorksThroughTheLinterAndKeepsTheExitClean() {
    let folder = TemporaryFolder()
    let path = folder.write(
      "s.ipl",
      """
      system S
      // interplay-lint-ignore: send-outside-pathway, isolated-actor
      behaviour Flow {
        initial state Idle {
          entry { send Locator.locate }
        }
      }
      service Locator {  // interplay-lint-ignore: isolated-actor
        request { locate }
      }

      """)
    let report = ModelPipeline.load(paths: [path], options: .linting)
    #expect(report.diagnostics == [])
    #expect(report.status == .clean)
  }
}

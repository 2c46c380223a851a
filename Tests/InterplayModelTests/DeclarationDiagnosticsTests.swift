import InterplayDiagnostics
import InterplayModel
import InterplaySyntax
import InterplayTestSupport
import Testing

/// Top-level declarations: names, duplicates, profiles, checks, counts.
@Suite struct DeclarationDiagnosticsTests {
  @Test func duplicateTopLevelNamesShareOneNamespace() {
    expectFindings(
      """
      enum Place { home }
      service 1️⃣Place {}
      stack S
      data 2️⃣S {}
      type 3️⃣Place
      scope 4️⃣S on S {}
      """,
      [
        ExpectedFinding("1️⃣", "resolve.duplicate-declaration", "duplicate declaration of 'Place'"),
        ExpectedFinding("2️⃣", "resolve.duplicate-declaration", "duplicate declaration of 'S'"),
        ExpectedFinding("3️⃣", "resolve.duplicate-declaration", "duplicate declaration of 'Place'"),
        ExpectedFinding("4️⃣", "resolve.duplicate-declaration", "duplicate declaration of 'S'"),
      ])
  }

  @Test func duplicateNotePointsAtFirstDeclaration() {
    let marked = MarkedSource(
      """
      stack 1️⃣Main
      stack 2️⃣Main
      """)
    let result = resolveMarked(marked)
    #expect(result.diagnostics.count == 1)
    let note = result.diagnostics.first?.notes.first
    #expect(note?.message == "'Main' first declared here")
    #expect(note?.range?.start == marked.markers["1️⃣"])
    #expect(result.diagnostics.first?.range.start == marked.markers["2️⃣"])
  }

  @Test func duplicateSubActorsAmongSiblingsOnly() {
    expectFindings(
      """
      actor App {
        actor Sub {}
        actor 1️⃣Sub {}
        actor Other { actor Sub {} }
      }
      """,
      [ExpectedFinding("1️⃣", "resolve.duplicate-actor", "duplicate actor 'Sub' in 'App'")])
  }

  @Test func duplicateSystemInRootFile() {
    expectFindings(
      """
      system A
      system 1️⃣B
      """,
      [ExpectedFinding("1️⃣", "resolve.duplicate-system", "duplicate system declaration 'B'")])
  }

  @Test func unknownProfileAndCheckSuggestCloseNames() {
    expectFindings(
      """
      profile 1️⃣bps
      profile 2️⃣strict
      check 3️⃣deadlok off
      check 4️⃣speed
      """,
      [
        ExpectedFinding("1️⃣", "resolve.unknown-profile", "unknown profile 'bps'"),
        ExpectedFinding("2️⃣", "resolve.unknown-profile", "unknown profile 'strict'"),
        ExpectedFinding("3️⃣", "resolve.unknown-check", "unknown check 'deadlok'"),
        ExpectedFinding("4️⃣", "resolve.unknown-check", "unknown check 'speed'"),
      ])
    let result = resolveMarked(MarkedSource("profile bps\ncheck deadlok off\ncheck speed"))
    #expect(
      result.diagnostics.map { $0.notes.map(\.message) } == [
        ["did you mean 'bsp'?"], ["did you mean 'deadlock'?"], [],
      ])
    #expect(result.diagnostics[1].fixIts.first?.edits.first?.replacement == "deadlock")
  }

  @Test func checksAndProfilesAreRecorded() {
    let model = expectClean(
      """
      system S
      profile bsp
      check deadlock off
      check coverage
      check deadlock
      """)
    #expect(model.name == "S")
    #expect(model.profiles.map(\.profile) == [.bsp])
    #expect(model.isEnabled(.deadlock))
    #expect(model.isEnabled(.coverage))
    #expect(model.isEnabled(.mutation))
    let off = expectClean("check mutation off")
    #expect(!off.isEnabled(.mutation))
    #expect(off.name == "test", "without 'system' the root file's name is used")
  }

  @Test func invalidCounts() {
    expectFindings(
      """
      type URL(1️⃣0)
      service S budget 2️⃣-1 {
        request capacity 3️⃣0 { a }
      }
      """,
      [
        ExpectedFinding(
          "1️⃣", "resolve.invalid-count", "opaque type 'URL' needs at least 1 token, found 0"),
        ExpectedFinding("2️⃣", "resolve.invalid-count", "budget must not be negative, found -1"),
        ExpectedFinding("3️⃣", "resolve.invalid-count", "capacity must be at least 1, found 0"),
      ])
  }

  /// `ordered` is for stubs; a statechart takes its queue in order already.
  @Test func orderedIsForStubs() {
    expectFindings(
      """
      presentation View budget 1 ordered {
        request { show }
      }
      behaviour App 1️⃣ordered {
        requests View.request
        initial state Idle
      }
      """,
      [
        ExpectedFinding(
          "1️⃣", "resolve.ordered-statechart",
          "'ordered' is for stubs: 'App' has a statechart, and takes its queue in order already")
      ])
  }

  @Test func duplicateVariablesCasesAndNotifiers() {
    expectFindings(
      """
      enum E { a, 1️⃣a }
      service S {
        var x: Bool
        var 2️⃣x: Bool
        request { go, 3️⃣go }
        4️⃣request { stop }
        event { finished }
      }
      """,
      [
        ExpectedFinding("1️⃣", "resolve.duplicate-case", "duplicate case 'a' in 'E'"),
        ExpectedFinding("2️⃣", "resolve.duplicate-variable", "duplicate variable 'x' in 'S'"),
        ExpectedFinding("3️⃣", "resolve.duplicate-case", "duplicate case 'go' in 'S.request'"),
        ExpectedFinding(
          "4️⃣", "resolve.duplicate-notifier", "'S' already has a request notifier"),
      ])
  }

  @Test func duplicateSequencesAndProperties() {
    expectFindings(
      """
      service S { event { e } }
      sequence A {}
      sequence 1️⃣A {}
      property P: never S.e
      property 2️⃣P: eventually S.e
      invariant 3️⃣P: true
      """,
      [
        ExpectedFinding("1️⃣", "resolve.duplicate-sequence", "duplicate sequence 'A'"),
        ExpectedFinding("2️⃣", "resolve.duplicate-property", "duplicate property 'P'"),
        ExpectedFinding("3️⃣", "resolve.duplicate-property", "duplicate property 'P'"),
      ])
  }

  @Test func replyTypesOnEventsAreDroppedAfterTheParserReportsThem() {
    var sources = SourceSet()
    let id = sources.add(SourceFile(path: "t.ipl", text: "service S { event { told -> Bool } }"))
    let parsed = Parser.parse(sources[id], file: id)
    #expect(parsed.diagnostics.map(\.id.rawValue) == ["parse.reply-type-on-event"])
    let result = Resolver.resolve([parsed.syntax], in: sources)
    #expect(result.diagnostics == [])
    #expect(result.model.notifiers[0].cases[0].replyType == nil)
  }
}

import InterplayModel
import InterplayTestSupport
import Testing

/// Authored sequences: endpoints, pathways, replies and arguments.
@Suite struct SequenceDiagnosticsTests {
  static let topology = """
    enum Place { home, work }
    service Service {
      request { locate, fetch(place: Place) -> Bool }
      event { located(place: Place) }
    }
    behaviour Behaviour {
      observes Service.event
      requests Service.request
      request { poke }
    }
    presentation Screen { event { tapped } }
    stack Main
    scope Page on Main {}

    """

  @Test func messagesFollowPathways() {
    expectFindings(
      Self.topology + """
        sequence S {
          Behaviour -> Service: locate
          Service -> Behaviour: located(home)
          Behaviour -> Service: fetch(work)
          Service --> Behaviour: fetch(true)
          Behaviour -> Behaviour: poke
          1️⃣Screen -> Service: locate
          2️⃣Screen -> Behaviour: tapped
          Behaviour -> Service: 3️⃣locat
          4️⃣Servce -> Behaviour: located(home)
          Service --> Behaviour: 5️⃣locate
          Service --> Behaviour: 6️⃣nothing
          7️⃣Behaviour -> Service: fetch(8️⃣true)
          9️⃣Service --> Behaviour: fetch(true, false)
        }
        """,
      [
        ExpectedFinding(
          "1️⃣", "resolve.message-not-on-pathway", "'Screen' does not request 'Service.request'"),
        ExpectedFinding(
          "2️⃣", "resolve.message-not-on-pathway", "'Behaviour' does not observe 'Screen.event'"),
        ExpectedFinding(
          "3️⃣", "resolve.unknown-case",
          "'locat' is neither a request of 'Service' nor an event of 'Behaviour'"),
        ExpectedFinding("4️⃣", "resolve.unknown-actor", "unknown actor 'Servce'"),
        ExpectedFinding(
          "5️⃣", "resolve.reply-without-type", "request 'Service.locate' has no reply type"),
        ExpectedFinding(
          "6️⃣", "resolve.unknown-case", "'Service' has no request 'nothing' to reply to"),
        ExpectedFinding("8️⃣", "type.mismatch", "expected 'Place', found 'Bool'"),
        ExpectedFinding("9️⃣", "type.arity", "a reply carries 1 value, found 2"),
      ])
  }

  @Test func messageArityAndNotes() {
    expectFindings(
      Self.topology + """
        sequence S {
          1️⃣Behaviour -> Service: fetch(work, home)
          note over Behaviour, 2️⃣Nobody: "who?"
          push Page
          pop 3️⃣Main
          loop 4️⃣2...1 { Behaviour -> Service: locate }
          alt "a" { Behaviour -> Service: locate } else { opt { Behaviour -> Service: locate } }
          par { Behaviour -> Service: locate } and { Service -> Behaviour: located(work) }
        }
        """,
      [
        ExpectedFinding("1️⃣", "type.arity", "'fetch' takes 1 payload value, found 2"),
        ExpectedFinding("2️⃣", "resolve.unknown-actor", "unknown actor 'Nobody'"),
        ExpectedFinding("3️⃣", "resolve.unknown-scope", "'Main' is a stack, not a scope"),
        ExpectedFinding("4️⃣", "resolve.invalid-count", "loop bounds 2...1 are invalid"),
      ])
  }

  @Test func resolvedMessagesCarryIdsAndValues() throws {
    let model = expectClean(
      Self.topology + """
        sequence S {
          Service -> Behaviour: located(home)
          Service --> Behaviour: fetch(false)
        }
        """)
    let items = model.sequences[0].items
    guard case .message(let event) = items[0], case .message(let reply) = items[1] else {
      Issue.record("expected two messages")
      return
    }
    #expect(event.from == ActorID(0) && event.to == ActorID(1) && !event.isReply)
    #expect(model.qualifiedName(of: event.notification) == "Service.located")
    #expect(event.arguments.map(\.kind) == [.enumCase(caseIndex: 0, payload: [])])
    #expect(reply.isReply && model.qualifiedName(of: reply.notification) == "Service.fetch")
    #expect(reply.arguments.map(\.kind) == [.bool(false)])
  }

  /// `after Prefix`: the prefix exists, is not forbidden, and never leads back.
  @Test func prefixesExistAreNotForbiddenAndDoNotLoop() {
    let source =
      Self.topology + """
        sequence Start { Behaviour -> Service: locate }
        sequence Next after Start { Service -> Behaviour: located(home) }
        sequence Typo after 1️⃣Strat {}
        sequence Nowhere after 2️⃣Zebra {}
        forbidden sequence Never { Behaviour -> Service: locate }
        sequence AfterNever after 3️⃣Never {}
        forbidden sequence NeverAfterStart after Start { Behaviour -> Service: locate }
        sequence Again after 4️⃣Again {}
        sequence A after 5️⃣B {}
        sequence B after C {}
        sequence C after A {}
        sequence D after A {}
        """
    expectFindings(
      source,
      [
        ExpectedFinding("1️⃣", "resolve.unknown-sequence", "unknown sequence 'Strat'"),
        ExpectedFinding("2️⃣", "resolve.unknown-sequence", "unknown sequence 'Zebra'"),
        ExpectedFinding(
          "3️⃣", "resolve.forbidden-prefix",
          "forbidden sequence 'Never' cannot be played first: it must never happen"),
        ExpectedFinding(
          "4️⃣", "resolve.sequence-cycle", "sequence 'Again' follows itself: 'Again' after 'Again'"),
        ExpectedFinding(
          "5️⃣", "resolve.sequence-cycle",
          "sequence 'A' follows itself: 'A' after 'B' after 'C' after 'A'"),
      ])
    let result = resolveMarked(MarkedSource(source))
    #expect(
      result.diagnostics.map { $0.notes.map(\.message) } == [
        ["did you mean 'Start'?"], [], ["'Never' declared here"], [],
        ["'B' is played after 'C' here", "'C' is played after 'A' here"],
      ])
    #expect(result.diagnostics[0].fixIts.map(\.message) == ["replace 'Strat' with 'Start'"])
    let names = result.model.sequences.map(\.name)
    let prefixes = result.model.sequences.map { $0.after.map { names[$0] } ?? "-" }
    // The cycle is cut where it is reported; the rest keep their prefixes.
    #expect(
      prefixes == ["-", "Start", "-", "-", "-", "-", "Start", "-", "-", "C", "A", "A"])
  }

  @Test func prefixesChainAndShowInTheDump() {
    let model = expectClean(
      Self.topology + """
        sequence Start { Behaviour -> Service: locate }
        sequence Next after Start { Service -> Behaviour: located(home) }
        forbidden sequence NoRelocate after Next { Behaviour -> Service: locate }
        """)
    #expect(model.sequences.map(\.after) == [nil, 0, 1])
    let dump = ModelDump.text(of: model)
    #expect(dump.contains("\nsequence Start\n"))
    #expect(dump.contains("\nsequence Next after Start\n"))
    #expect(dump.contains("\nforbidden sequence NoRelocate after Next\n"))
  }

  /// Arguments left out match any payload: the way to write opaque tokens.
  @Test func messagesWithoutArgumentsMatchAnyPayload() throws {
    let model = expectClean(
      Self.topology + """
        sequence S {
          Behaviour -> Service: fetch
          Service --> Behaviour: fetch
          Service -> Behaviour: located
          Behaviour -> Service: locate
          Behaviour -> Service: fetch(home)
          Service --> Behaviour: fetch(true)
        }
        """)
    let messages = model.sequences[0].items.compactMap { step -> Message? in
      guard case .message(let message) = step else { return nil }
      return message
    }
    #expect(messages.map(\.matchesAnyPayload) == [true, true, true, false, false, false])
    #expect(messages.map(\.arguments.count) == [0, 0, 0, 0, 1, 1])
    let dump = ModelDump.text(of: model)
    #expect(dump.contains("  Behaviour -> Service: fetch(*)  [Service.fetch]\n"))
    #expect(dump.contains("  Service --> Behaviour: fetch(*)  [Service.fetch]\n"))
    #expect(dump.contains("  Behaviour -> Service: locate  [Service.locate]\n"))
    #expect(dump.contains("  Behaviour -> Service: fetch(Place.home)  [Service.fetch]\n"))
  }
}

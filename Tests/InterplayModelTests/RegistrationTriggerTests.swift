import InterplayModel
import InterplayTestSupport
import Testing

/// `on Data.registration`: the activity a data-model registration runs, and what it may write.
@Suite struct RegistrationTriggerTests {
  static let library = """
    data Library {
      var count: Int(0...3)
      var title: Bool
      var seen: Bool
      hard Refresh by Shelf reads Library.count writes Library.title
      smart Show by Desk reads Library.count writes Library.title, Library.seen
      recurring Audit by Desk
    }

    """

  @Test func registrationTriggersNameRegistrationsTheActorRuns() {
    // `Lost` is dropped with its unknown owner: naming it reports nothing more.
    expectFindings(
      Self.library.replacingOccurrences(
        of: "recurring Audit by Desk\n", with: "recurring Audit by Desk\n  smart Lost by 1️⃣Nobody\n")
          + """
          behaviour Shelf {
            initial state S {
              on Library.Refresh { transaction { Library.title = true } }
              on 2️⃣Library.Show -> S
              on Library.3️⃣Refrsh -> S
              on 4️⃣Library.Refresh(x) -> S
              on Library.Lost -> S
              ignore 5️⃣Library.Audit
              defer Library.6️⃣Nothing
            }
          }
          behaviour Desk {
            initial state S { ignore Library.Show, Library.Audit }
          }
          """,
      [
        ExpectedFinding("1️⃣", "resolve.unknown-actor", "unknown actor 'Nobody'"),
        ExpectedFinding(
          "2️⃣", "resolve.not-registration-owner",
          "'Show' of 'Library' is run by 'Desk', not 'Shelf'"),
        ExpectedFinding(
          "3️⃣", "resolve.unknown-registration", "'Library' has no registration 'Refrsh'"),
        ExpectedFinding(
          "4️⃣", "type.arity", "registration 'Library.Refresh' carries no payload, found 1 binding"),
        ExpectedFinding(
          "5️⃣", "resolve.not-registration-owner",
          "'Audit' of 'Library' is run by 'Desk', not 'Shelf'"),
        ExpectedFinding(
          "6️⃣", "resolve.unknown-registration", "'Library' has no registration 'Nothing'"),
      ])
  }

  @Test func registrationTriggersResolveToTheirRegistration() throws {
    let model = expectClean(
      Self.library + """
        behaviour Shelf {
          initial state S {
            on Library.Refresh -> S { transaction { Library.title = true } }
          }
        }
        behaviour Desk {
          initial state S {
            ignore Library.Show
            defer Library.Audit
          }
        }
        // A sub-actor named like a data model shadows it.
        behaviour Reader {
          actor Library { event { ping } }
          observes Library.event
          initial state S { on Library.ping -> S }
        }
        """)
    let refresh = RegistrationRef(dataModel: DataModelID(0), index: 0)
    #expect(model[refresh].name == "Refresh")
    #expect(model.qualifiedName(of: refresh) == "Library.Refresh")
    let shelf = try #require(model.actors[0].chart)
    #expect(shelf.states[0].transitions[0].trigger == .registration(refresh))
    let desk = try #require(model.actors[1].chart)
    #expect(desk.states[0].ignoredRegistrations.map(model.qualifiedName) == ["Library.Show"])
    #expect(desk.states[0].deferredRegistrations.map(model.qualifiedName) == ["Library.Audit"])
    #expect(desk.states[0].ignores.isEmpty && desk.states[0].defers.isEmpty)
    let reader = try #require(model.actors[2].chart)
    guard case .notification(let ping, false, []) = reader.states[0].transitions[0].trigger else {
      Issue.record("expected the sub-actor's event")
      return
    }
    #expect(model.qualifiedName(of: ping) == "Reader.Library.ping")
    let dump = ModelDump.text(of: model)
    #expect(dump.contains("      on Library.Refresh -> S\n"))
    #expect(dump.contains("      ignore Library.Show\n      defer Library.Audit\n"))
  }

  @Test func smartHandlersWriteTheirWritesWithoutTransactions() {
    expectFindings(
      Self.library + """
        behaviour Shelf {
          initial state S {
            on Library.Refresh { 1️⃣Library.title = true }
          }
        }
        behaviour Desk {
          initial state S {
            entry { 2️⃣Library.seen = true }
            on Library.Show {
              Library.title = true
              if Library.count > 0 { Library.seen = true }
              transaction { Library.title = false }
              3️⃣Library.count = 1
              transaction { 4️⃣Library.count = 2 }
            }
            on Library.Audit { 5️⃣Library.seen = false }
          }
        }
        """,
      [
        ExpectedFinding(
          "1️⃣", "resolve.mutation-outside-transaction",
          "'Library.title' is changed outside a transaction"),
        ExpectedFinding(
          "2️⃣", "resolve.mutation-outside-transaction",
          "'Library.seen' is changed outside a transaction"),
        ExpectedFinding(
          "3️⃣", "resolve.write-outside-set",
          "'Library.count' is not in the writes of smart registration 'Show'"),
        ExpectedFinding(
          "4️⃣", "resolve.write-outside-set",
          "'Library.count' is not in the writes of smart registration 'Show'"),
        ExpectedFinding(
          "5️⃣", "resolve.mutation-outside-transaction",
          "'Library.seen' is changed outside a transaction"),
      ])
  }
}

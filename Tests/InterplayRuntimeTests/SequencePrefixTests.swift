import Foundation
import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

/// `sequence S after P`: P's items, then S's, are matched as one sequence, by `run` and
/// `check` alike; a failure inside the prefix is reported at the prefix's item.
@Suite struct SequencePrefixTests {
  static let door = """
    system Door
    actor User budget 6 { event { open, close, lock } }
    actor Door {
      observes User.event
      event { opened, closed, locked }
      initial state Closed {
        on User.open -> Open { emit opened }
        on User.lock -> Locked { emit locked }
        ignore User.close
      }
      state Open {
        on User.close -> Closed { emit closed }
        ignore User.open, User.lock
      }
      state Locked {
        ignore User.open, User.close, User.lock
      }
    }
    actor Log { observes Door.event }
    sequence Opening {
      User -> Door: open
      Door -> Log: opened
    }

    """

  /// Runs `sequences` appended to the door model; the outcomes by name.
  static func run(_ sequences: String) throws -> [String: SequenceOutcome] {
    let folder = TemporaryFolder()
    let path = folder.path + "/door.ipl"
    try (door + sequences).write(toFile: path, atomically: true, encoding: .utf8)
    let report = RunDriver.run(paths: [path])
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
    let outcomes = try #require(report.systems.first).outcomes
    return Dictionary(uniqueKeysWithValues: outcomes.map { ($0.name, $0) })
  }

  @Test func aPassingPrefixPlaysFirstInTheSameRun() throws {
    let outcomes = try Self.run(
      """
      sequence Closing after Opening {
        User -> Door: close
        Door -> Log: closed
      }
      sequence ClosingAlone strict {
        User -> Door: close
        Door -> Log: closed
      }
      """)
    let closing = try #require(outcomes["Closing"])
    #expect(closing.status == .passed, "\(closing.failure?.reason ?? "")")
    // The shortest witness: User emits, Door takes it (and emits); the prefix's steps
    // are part of the run, and Log's takes come after, as the system settles.
    #expect(closing.summary == "shortest witness: 4 steps")
    #expect(outcomes["Opening"]?.summary == "shortest witness: 2 steps")
    // Without the prefix the door is closed and ignores `close`: no run says `closed`.
    let alone = try #require(outcomes["ClosingAlone"])
    #expect(alone.status == .failed)
    #expect(alone.failure?.expected == "Door -> Log: closed")
    #expect(alone.failure?.reason == "the sequence cannot happen: no run gets past item 2")
  }

  @Test func aDivergenceInsideThePrefixIsReportedAtThePrefixsItem() throws {
    let outcomes = try Self.run(
      """
      sequence WrongStart {
        User -> Door: open
        Door -> Log: closed
      }
      sequence Closing after WrongStart strict {
        User -> Door: close
      }
      """)
    let failure = try #require(outcomes["Closing"]?.failure)
    #expect(failure.expected == "Door -> Log: closed")
    #expect(failure.reason == "the sequence cannot happen: no run gets past item 2")
  }

  @Test func nestedPrefixesPlayOutermostFirst() throws {
    let outcomes = try Self.run(
      """
      sequence Closing after Opening {
        User -> Door: close
        Door -> Log: closed
      }
      sequence Reopening after Closing {
        User -> Door: open
        Door -> Log: opened
      }
      """)
    for name in ["Opening", "Closing", "Reopening"] {
      #expect(outcomes[name]?.status == .passed, "\(name)")
    }
    #expect(outcomes["Reopening"]?.summary == "shortest witness: 6 steps")
  }

  @Test func aForbiddenSequenceForbidsOnlyItsOwnItems() throws {
    let outcomes = try Self.run(
      """
      forbidden sequence NoLockWhileOpen after Opening strict {
        User -> Door: lock
        Door -> Log: locked
      }
      forbidden sequence LockAfterOpening after Opening {
        User -> Door: lock
        Door -> Log: locked
      }
      """)
    // Strict: the door is open and ignores `lock`, so nothing is locked right after.
    #expect(outcomes["NoLockWhileOpen"]?.status == .passed)
    #expect(outcomes["NoLockWhileOpen"]?.summary == "forbidden: no run matches it")
    // Loose: the door can be closed in between and then locked.
    let happened = try #require(outcomes["LockAfterOpening"])
    #expect(happened.status == .failed)
    #expect(happened.failure?.reason == "the forbidden sequence happens")
  }
}

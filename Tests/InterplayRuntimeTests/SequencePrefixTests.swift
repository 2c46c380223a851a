import Foundation
import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

/// `sequence S after P`: the prefix plays first, in the same run, and a failure inside it
/// is reported as the prefix's.
@Suite struct SequencePrefixTests {
  static let door = """
    system Door
    actor User { event { open, close, lock } }
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
      sequence ClosingAlone {
        User -> Door: close
        Door -> Log: closed
      }
      """)
    let closing = try #require(outcomes["Closing"])
    #expect(closing.status == .passed, "\(closing.failure?.reason ?? "")")
    // Three steps each (User emits, Door takes it, Log takes Door's event): the
    // prefix's steps are part of the run.
    #expect(closing.steps == 6)
    #expect(outcomes["Opening"]?.steps == 3)
    // Without the prefix the door is closed and ignores `close`.
    let alone = try #require(outcomes["ClosingAlone"])
    #expect(alone.status == .failed)
    #expect(alone.failure?.reason == "expected Door -> Log: closed, but the system is quiescent")
  }

  @Test func aDivergenceInsideThePrefixIsReportedAsThePrefixs() throws {
    let outcomes = try Self.run(
      """
      sequence WrongStart {
        User -> Door: open
        Door -> Log: closed
      }
      sequence Closing after WrongStart {
        User -> Door: close
      }
      sequence Deep after Closing {
        User -> Door: open
      }
      """)
    let closing = try #require(outcomes["Closing"])
    #expect(closing.status == .failed)
    let failure = try #require(closing.failure)
    #expect(
      failure.reason
        == "while playing 'WrongStart', the prefix of 'Closing': the run diverged from the sequence"
    )
    #expect(failure.expected == "Door -> Log: closed")
    #expect(failure.actual == "Door -> Log: opened")
    let deep = try #require(outcomes["Deep"]?.failure)
    #expect(
      deep.reason
        == "while playing 'WrongStart', the prefix of 'Closing', the prefix of 'Deep': "
        + "the run diverged from the sequence")
  }

  @Test func aPrefixMustEndAsItWouldAlone() throws {
    let outcomes = try Self.run(
      """
      sequence OpenOnly {
        User -> Door: open
        Door -> Log: opened
        User -> Door: close
      }
      sequence Then after OpenOnly {
        User -> Door: open
      }
      """)
    #expect(outcomes["OpenOnly"]?.status == .failed)
    let failure = try #require(outcomes["Then"]?.failure)
    #expect(
      failure.reason
        == "while playing 'OpenOnly', the prefix of 'Then': the system went on after the end of the sequence"
    )
    #expect(failure.actual == "Door -> Log: closed")
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
      sequence Locking after Closing {
        User -> Door: lock
        Door -> Log: locked
      }
      """)
    for name in ["Closing", "Reopening", "Locking"] {
      #expect(
        outcomes[name]?.status == .passed, "\(name): \(outcomes[name]?.failure?.reason ?? "")")
    }
    #expect(outcomes["Reopening"]?.steps == 9)
  }

  @Test func aForbiddenSequenceForbidsOnlyItsOwnItems() throws {
    let outcomes = try Self.run(
      """
      forbidden sequence NoLockWhileOpen after Opening {
        User -> Door: lock
        Door -> Log: locked
      }
      sequence Closing after Opening {
        User -> Door: close
        Door -> Log: closed
      }
      forbidden sequence NoLockAfterClosing after Closing {
        User -> Door: lock
        Door -> Log: locked
      }
      sequence Wrong {
        User -> Door: lock
        Door -> Log: opened
      }
      forbidden sequence NoOpenAfterWrong after Wrong {
        User -> Door: open
      }
      """)
    // The prefix happens and the forbidden part does not: as it must be.
    #expect(outcomes["NoLockWhileOpen"]?.status == .passed)
    // The forbidden part happens after the prefix.
    let happened = try #require(outcomes["NoLockAfterClosing"])
    #expect(happened.status == .failed)
    #expect(happened.failure?.reason == "the forbidden sequence happened")
    // A prefix that cannot be played fails the forbidden sequence: it claims nothing.
    let prefixFailed = try #require(outcomes["NoOpenAfterWrong"])
    #expect(prefixFailed.status == .failed)
    #expect(
      prefixFailed.failure?.reason
        == "while playing 'Wrong', the prefix of 'NoOpenAfterWrong': the run diverged from the sequence"
    )
  }
}

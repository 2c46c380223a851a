import Foundation
import InterplayCheck
import InterplayDrivers
import InterplayModel
import InterplayRuntime
import InterplayTestSupport
import Testing

/// Issue #19: notes beside a lifeline and `group` boxes are presentation only. A sequence
/// with them has the verdict, the resolutions and the witness it has without them.
@Suite struct SequenceNotesAndGroupsClaimTests {
  static func source(decorated: Bool) -> String {
    let (note, open, close) =
      decorated
      ? (
        "note left of Browser: \"the user\"\n  note right of Client: \"the app\"\n",
        "group \"sign in\" {\n", "}\n"
      ) : ("", "", "")
    return """
      system Login
      enum Code { good, bad }
      presentation Browser budget 2 {
        event { signIn }
      }
      service IdP {
        request { token(code: Code) -> Bool }
      }
      behaviour Client {
        observes Browser.event
        requests IdP.request
        initial state Idle {
          on Browser.signIn -> Waiting { send IdP.token(good) }
        }
        state Waiting {
          on reply IdP.token(ok) -> Idle
          ignore Browser.signIn
        }
      }
      sequence CodeFlow {
        \(note)\(open)Browser -> Client: signIn
        Client -> IdP: token(good)
        \(close)IdP --> Client: token(true)
      }
      forbidden sequence Never {
        \(open)Client -> IdP: token(bad)
        \(close)}
      """
  }

  /// The verdicts, witness labels and witness steps of every sequence.
  static func verdicts(decorated: Bool) throws -> [String] {
    let folder = TemporaryFolder()
    let path = folder.write("Login.ipl", source(decorated: decorated))
    let compiled = CheckDriver.compile(paths: [path])
    let system = try #require(compiled.systems.first?.0)
    #expect(system.model.sequences.count == 2)
    let result = ModelChecker(system: system, options: CheckOptions(reportsCoverage: false)).run()
    return result.sequences.map { verdict in
      "\(verdict.name) \(verdict.outcome) "
        + verdict.witnesses.map { "\($0.label): \($0.run.steps)" }.joined(separator: "; ")
    }
  }

  @Test func notesAndGroupsLeaveTheVerdictAndWitnessAlone() throws {
    let plain = try Self.verdicts(decorated: false)
    let decorated = try Self.verdicts(decorated: true)
    #expect(plain.count == 2)
    #expect(plain.first?.hasPrefix("CodeFlow holds") == true, "\(plain)")
    #expect(decorated == plain)
  }

  @Test func theyAddNothingToTheClaim() throws {
    func resolutions(_ decorated: Bool) throws -> [String] {
      let folder = TemporaryFolder()
      let path = folder.write("Login.ipl", Self.source(decorated: decorated))
      let system = try #require(CheckDriver.compile(paths: [path]).systems.first?.0)
      return system.model.sequences.flatMap { sequence in
        SequenceClaim(sequence, system: system).resolutions.map {
          $0.label + " "
            + $0.alternatives.map { $0.map(\.text).joined(separator: ", ") }
            .joined(separator: " | ")
        }
      }
    }
    #expect(try resolutions(true) == resolutions(false))
  }
}

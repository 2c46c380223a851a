import Foundation
import InterplayCheck
import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

/// Issue #19: lost messages (`A ->x B: case`) in sequences (lost_messages.ipl). `check`
/// and `run` match them through the one matcher and give the same verdict; the step
/// records what a pop discards.
@Suite struct LostMessageTests {
  static let path = TestPaths.fixtures.appendingPathComponent("Run/lost_messages.ipl").path

  static func system() throws -> CompiledSystem {
    let compiled = CheckDriver.compile(paths: [path])
    return try #require(compiled.systems.first?.0)
  }

  @Test func checkAndRunGiveOneVerdict() throws {
    let system = try Self.system()
    let result = ModelChecker(system: system, options: CheckOptions(reportsCoverage: false))
      .run()
    let verdicts = Dictionary(
      uniqueKeysWithValues: result.sequences.map { ($0.name, $0.outcome) })
    #expect(
      verdicts == [
        "BackBeforeOpen": .holds, "AnswerAfterLeaving": .holds,
        "OpenLostAfterShow": .violated, "OpenLostWithoutLeaving": .violated,
      ])
    let outcomes = RunDriver.outcomes(of: system.model.sequences, in: system)
    let statuses = Dictionary(uniqueKeysWithValues: outcomes.map { ($0.name, $0.status) })
    #expect(
      statuses == [
        "BackBeforeOpen": .passed, "AnswerAfterLeaving": .passed,
        "OpenLostAfterShow": .failed, "OpenLostWithoutLeaving": .failed,
      ])
    let failure = try #require(outcomes.first { $0.name == "OpenLostAfterShow" }?.failure)
    #expect(failure.expected.contains("App ->x WebBehaviour: open"))
  }

  /// The pop that loses `open` records it, before the pop itself; the witness's run
  /// shows it.
  @Test func thePopRecordsWhatItDiscards() throws {
    let system = try Self.system()
    let outcomes = RunDriver.outcomes(of: system.model.sequences, in: system)
    let back = try #require(outcomes.first { $0.name == "BackBeforeOpen" })
    let events = back.trace.flatMap(\.events)
    let discarded = try #require(
      events.firstIndex {
        if case .discarded(let receiver, let entry) = $0 {
          return system.actorName(receiver) == "WebBehaviour"
            && system.caseShortName(entry.gid) == "open"
        }
        return false
      })
    let popped = try #require(
      events.firstIndex { if case .pop = $0 { true } else { false } })
    #expect(discarded < popped)
    // The matcher's rule: a lost item matches the discard, not the delivery.
    let claim = SequenceClaim(
      try #require(system.model.sequences.first { $0.name == "BackBeforeOpen" }),
      system: system)
    let lost = try #require(claim.resolutions.first?.alternatives.first?[3])
    #expect(lost.text == "App ->x WebBehaviour: open")
    #expect(lost.matches(events[discarded]))
    let sent = try #require(
      events.first {
        if case .delivered(let delivery) = $0 { return delivery.receiver == lost.messageFields?.to }
        return false
      })
    #expect(!lost.matches(sent))
  }
}

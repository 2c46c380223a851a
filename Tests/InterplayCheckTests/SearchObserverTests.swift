import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

// Testable for the batch sizes only: the observers use the public API.
@testable import InterplayCheck

/// Observers written outside the engine, as a user of ``SearchObserver`` writes them: one
/// that tallies the steps each actor takes and never answers, and one that answers at
/// the first step delivering to a given actor.
@Suite struct SearchObserverTests {
  /// The example: counts the steps of each actor.
  struct StepsPerActor: SearchObserver {
    var counts: [Int: Int] = [:]
    mutating func observe(_ step: ObservedStep) -> Bool {
      counts[step.step.actor, default: 0] += 1
      return false
    }
    mutating func merge(_ other: StepsPerActor) {
      counts.merge(other.counts, uniquingKeysWith: +)
    }
  }

  /// Answers at the first step that delivers a notification to `receiver`.
  struct FirstDelivery: SearchObserver {
    let receiver: Int
    mutating func observe(_ step: ObservedStep) -> Bool {
      step.record.deliveries.contains { $0.receiver == receiver }
    }
    mutating func merge(_ other: FirstDelivery) {}
  }

  static func system() throws -> CompiledSystem {
    let path = TestPaths.repositoryRoot.appendingPathComponent("Diagrams/LocationButton").path
    return try #require(CheckDriver.check(paths: [path]).results.first).system
  }

  static func checker(_ system: CompiledSystem, jobs: Int) -> ModelChecker {
    var options = CheckOptions(jobs: jobs)
    // Small batches share even small levels between threads.
    options.batchStates = 8
    options.minimumSharedStates = 4
    return ModelChecker(system: system, options: options)
  }

  /// Without an answer every state is expanded once, so the observer sees each step of
  /// the graph once, whatever the threads; the verdicts are the unreduced search's.
  @Test(arguments: [1, 2])
  func everyStepIsSeenOnce(jobs: Int) throws {
    let system = try Self.system()
    let (result, observer) = Self.checker(system, jobs: jobs).run(observing: StepsPerActor())
    #expect(result.isComplete)
    #expect(result.observerAnswer == nil)
    #expect(observer.counts.values.reduce(0, +) == result.statistics.transitions)
    #expect(Set(observer.counts.keys) == Set(0..<system.actorCount))
    var unreduced = Self.checker(system, jobs: 1)
    unreduced.options.reduction = .none
    let plain = unreduced.run()
    #expect(result.statistics.states == plain.statistics.states)
    #expect(result.violations.map(\.message) == plain.violations.map(\.message))
    if jobs == 2 {
      let (_, single) = Self.checker(system, jobs: 1).run(observing: StepsPerActor())
      #expect(single.counts == observer.counts)
    }
  }

  /// An answer stops the search at a shortest run ending with the answering step, the
  /// same for any number of threads; no earlier step of that run answers.
  @Test func anAnswerStopsTheSearchAtAShortestRun() throws {
    let system = try Self.system()
    let receiver = try #require(system.model.actors.firstIndex { $0.path == "Presentation" })
    var runs: [[StepRecord]] = []
    for jobs in [1, 2] {
      let (result, _) = Self.checker(system, jobs: jobs).run(
        observing: FirstDelivery(receiver: receiver))
      #expect(result.stoppedEarly)
      let answer = try #require(result.observerAnswer)
      // Record 0 is the initialization's, which no observer sees.
      let steps = Array(answer.records.dropFirst())
      let last = try #require(steps.last)
      #expect(last.deliveries.contains { $0.receiver == receiver })
      for record in steps.dropLast() {
        #expect(!record.deliveries.contains { $0.receiver == receiver })
      }
      runs.append(steps)
    }
    #expect(runs[0] == runs[1])
    #expect(runs[0].count >= 2)
  }
}

import Foundation
import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

@testable import InterplayCheck

/// The directed claim search: its bound on the steps a claim still needs, item by item on
/// real models, consistent along every witness, the growth of its rounds, and its witness
/// against the whole search's (the agreement suites compare it on every fixture).
@Suite struct DirectedClaimSearchTests {
  static func system(_ relativePath: String) throws -> CompiledSystem {
    let path = TestPaths.repositoryRoot.appendingPathComponent(relativePath).path
    return try #require(CheckDriver.compile(paths: [path]).systems.first?.0)
  }

  static func atoms(_ system: CompiledSystem, _ sequence: String) throws -> [SequenceClaim.Atom] {
    let declared = try #require(system.model.sequences.first { $0.name == sequence })
    let claim = SequenceClaim(declared, system: system)
    return try #require(claim.resolutions.first?.alternatives.first)
  }

  /// Four items, four senders in turn: each takes a step of its own.
  @Test func everySenderChangeIsAStep() throws {
    let system = try Self.system("Diagrams/LocationButton")
    let distance = ClaimDistance(system: system)
    #expect(distance.isInformative)
    #expect(distance.remaining(try Self.atoms(system, "ShowLocation")) == [4, 3, 2, 1, 0])
  }

  /// Pushes, pops, and what a pushed or popped actor sends from its entry and exit
  /// actions can come in any actor's step; a send from a notification-triggered
  /// transition (`poked`) cannot; a stub's step sends one notification (one `poke`
  /// event reaches two observers in one step, `open` and `poke` take two).
  @Test func structuralItemsAreFree() throws {
    let system = try Self.system("Tests/Fixtures/Semantics/30_scope_push_pop.ipl")
    let remaining = ClaimDistance(system: system).remaining(
      try Self.atoms(system, "OpenPokeClose"))
    #expect(remaining == [5, 4, 4, 4, 4, 3, 2, 2, 1, 1, 1, 1, 1, 0])
  }

  /// A time step is no actor's: it delivers the requests sent after a delay (free items
  /// of their sender; the clock's own emits still take its steps) and runs `after`
  /// transitions (every message of an actor that has them is free).
  @Test func timeStepsSendOnlyFreeItems() throws {
    let delayed = try Self.system("Tests/Fixtures/Semantics/47_timers.ipl")
    let clock = ClaimDistance(system: delayed)
    #expect(clock.isInformative)
    #expect(clock.remaining(try Self.atoms(delayed, "InTimeOrder")) == [2, 1, 1, 1, 1, 1, 0])
    let timed = try Self.system("Tests/Fixtures/Semantics/49_after.ipl")
    let light = ClaimDistance(system: timed)
    let pressed = try Self.atoms(timed, "PressedEarly")
    let unpressed = try Self.atoms(timed, "NeverPressed")
    // Free items still take a step, maybe the one of the item before them: the light's
    // two emits count with the press (they would be a run of their own were they not free).
    #expect(light.remaining(pressed) == [1, 1, 1, 0])
    #expect(light.remaining(unpressed) == [1, 1, 0])
  }

  /// A sequence of Calculator, whose user presses keys by timers, is decided by the
  /// directed search on a few hundred nodes where the whole graph has about a million.
  @Test func aTimedModelIsSearchedDirected() throws {
    let system = try Self.system("Diagrams/Calculator")
    var options = CheckOptions(reportsCoverage: false, sequences: ["Percent"])
    options.stopsWhenSequencesDecided = true
    options.decidesProperties = false
    let directed = ModelChecker(system: system, options: options).run()
    let witness = try #require(directed.sequences.first?.witnesses.first?.run)
    #expect(witness.steps.count == 31)
    #expect(directed.stoppedEarly)
    #expect(directed.statistics.states < 10_000)
  }

  /// TodoCore's `DeleteTodo` plays `AddTodo` first, whose `par` has six interleavings;
  /// the first cannot happen (the core offers the message to the three features in one
  /// step). The directed search does not show that first: it searches every
  /// interleaving under one bound and keeps the shortest witness, on a fraction of the
  /// graph, and `check` shows the same one (the agreement suites compare every model).
  @Test func aParIsDecidedWithoutShowingAnInterleavingImpossible() throws {
    let system = try Self.system("Diagrams/TodoCore")
    var options = CheckOptions(reportsCoverage: false, sequences: ["DeleteTodo"])
    options.stopsWhenSequencesDecided = true
    options.decidesProperties = false
    let directed = ModelChecker(system: system, options: options).run()
    #expect(directed.stoppedEarly)
    let witness = try #require(directed.sequences.first?.witnesses.first?.run)
    var whole = CheckOptions(reportsCoverage: false, sequences: ["DeleteTodo"])
    whole.decidesProperties = false
    let full = ModelChecker(system: system, options: whole).run()
    let expected = try #require(full.sequences.first?.witnesses.first?.run)
    #expect(witness.steps == expected.steps)
    #expect(directed.statistics.states * 4 < full.statistics.states)
  }

  /// Along the witness of every sequence of every fixture and small bundled model, one
  /// step lowers the bound by at most one: what makes the pruned search meet the whole
  /// search's witness.
  @Test(
    arguments: ["Check", "Semantics", "Run"].flatMap {
      TestPaths.iplFiles(under: TestPaths.fixtures.appendingPathComponent($0)).map(\.path)
    }
      + [
        "LocationButton", "Calculator", "TodoCore", "Blackbird", "Playlist", "WebURL",
        "RunningLights",
      ].map {
        TestPaths.repositoryRoot.appendingPathComponent("Diagrams/\($0)").path
      })
  func theBoundIsConsistentAlongEveryWitness(_ path: String) throws {
    for (system, _) in CheckDriver.compile(paths: [path]).systems {
      let distance = ClaimDistance(system: system)
      var options = CheckOptions(reportsCoverage: false)
      options.stopsWhenSequencesDecided = true
      options.decidesProperties = false
      let result = ModelChecker(system: system, options: options).run()
      guard
        let observer = ClaimObserver(
          claims: system.model.sequences.map { SequenceClaim($0, system: system) },
          system: system)
      else { continue }
      for (number, verdict) in result.sequences.enumerated() where !verdict.isForbidden {
        for (index, witness) in verdict.witnesses.enumerated() {
          let participant = observer.participantSymbols[number]
          // The alternative (interleaving) it witnesses: the first whose items it matches.
          let alternatives = observer.claims[number].resolutions[index].alternatives
          let matching = alternatives.indices.first { alternative in
            let symbols = observer.symbolsOfClaims[number][index][alternative]
            let matched = witness.run.records.reduce(0) { matched, record in
              matched < 0 || matched == symbols.count
                ? matched : progress(matched, record, observer, symbols, participant)
            }
            return matched == symbols.count
          }
          let alternative = try #require(matching, "\(path): \(verdict.name)")
          let atoms = alternatives[alternative]
          let symbols = observer.symbolsOfClaims[number][index][alternative]
          let remaining = distance.remaining(atoms)
          var matched = progress(0, witness.run.records[0], observer, symbols, participant)
          for record in witness.run.records.dropFirst() where matched < atoms.count {
            let next = progress(matched, record, observer, symbols, participant)
            #expect(next >= matched, "\(path): \(verdict.name)")
            #expect(
              remaining[matched] <= 1 + remaining[max(next, 0)],
              "\(path): \(verdict.name) item \(matched + 1) to \(next + 1)")
            matched = next
          }
        }
      }
    }
  }

  private func progress(
    _ matched: Int, _ record: StepRecord, _ observer: ClaimObserver, _ symbols: [Int],
    _ participant: Int
  ) -> Int {
    var masks: [UInt64] = []
    observer.observe(record, into: &masks)
    return masks.withUnsafeBufferPointer {
      observer.progress(matched, $0, 0..<$0.count, symbols, participant)
    }
  }

  /// Each round aims at about twice the nodes of the last: one more unit of slack where a
  /// unit doubles them, several where growth is slow, and never more than double.
  @Test func roundsGrowByTheRateTheyShow() {
    #expect(DirectedClaimSearch.slack(after: (0, 6), previous: nil) == 1)
    #expect(DirectedClaimSearch.slack(after: (1, 28), previous: (0, 6)) == 2)
    #expect(DirectedClaimSearch.slack(after: (8, 21_337), previous: (7, 10_609)) == 9)
    // 1.19 per unit: four units reach twice, within the slack so far.
    #expect(DirectedClaimSearch.slack(after: (8, 2_000), previous: (4, 1_000)) == 12)
    // 1.02 per unit: doubling the slack is the most a round grows by.
    #expect(DirectedClaimSearch.slack(after: (8, 1_100), previous: (4, 1_000)) == 16)
    #expect(DirectedClaimSearch.slack(after: (Int.max / 2, 10), previous: nil) > 0)
  }

  /// A sequence whose witness is deep in a large graph: AccountApp's `Backgrounding`
  /// (38 steps, at least 29 needed) is decided on a small fraction of the graph, with the
  /// witness `check` shows.
  @Test func aDeepWitnessIsFoundOnAFractionOfTheGraph() throws {
    let system = try Self.system("Diagrams/AccountApp")
    var options = CheckOptions(reportsCoverage: false, sequences: ["Backgrounding"])
    options.stopsWhenSequencesDecided = true
    options.decidesProperties = false
    let directed = ModelChecker(system: system, options: options).run()
    let witness = try #require(directed.sequences.first?.witnesses.first?.run)
    #expect(witness.steps.count == 38)
    // The whole graph `run` would search has 1,594,282 states.
    #expect(directed.statistics.states < 200_000)
  }
}

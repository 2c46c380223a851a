import Foundation
import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

@testable import InterplayCheck

/// The resolutions of a claim searched together (``DirectedClaimSearch/witnesses(of:participant:givesUp:)``):
/// each gets the witness, or the impossibility, its own search gives, and the shared
/// nodes before an `alt` parts are stored once.
@Suite struct DirectedResolutionsTests {
  /// Every claim of `system` with two or more resolutions, as written and with each
  /// resolution's items reversed (mostly impossible): the outcomes together equal the
  /// outcomes one by one.
  private func compareTogetherWithSeparate(_ system: CompiledSystem, label: String) -> Int {
    let claims = system.model.sequences.map { SequenceClaim($0, system: system) }
    guard let observer = ClaimObserver(claims: claims, system: system) else { return 0 }
    let distance = ClaimDistance(system: system)
    guard distance.isInformative else { return 0 }
    var options = CheckOptions(reportsCoverage: false)
    options.decidesProperties = false
    let search = DirectedClaimSearch(
      checker: ModelChecker(system: system, options: options), observer: observer,
      distance: distance)
    var compared = 0
    for (number, claim) in claims.enumerated() where claim.resolutions.count > 1 {
      let participant = observer.participantSymbols[number]
      for reversed in [false, true] {
        let resolutions = claim.resolutions.indices.map { index in
          claim.resolutions[index].alternatives.indices.map { alternative in
            let symbols = observer.symbolsOfClaims[number][index][alternative]
            let atoms = claim.resolutions[index].alternatives[alternative]
            return DirectedClaimSearch.Alternative(
              symbols: reversed ? symbols.reversed() : symbols,
              atoms: reversed ? atoms.reversed() : atoms)
          }
        }
        let (together, _) = search.witnesses(
          of: resolutions, participant: participant, givesUp: false)
        for (index, alternatives) in resolutions.enumerated() {
          let (alone, _) = search.run(alternatives, participant: participant, givesUp: false)
          let name = "\(label) \(claim.sequence.name) resolution \(index) reversed \(reversed)"
          guard index < together.count else {
            // Together stops at the first resolution without a witness, as one by one does.
            if case .witnessed = alone { Issue.record("\(name): together stopped before it") }
            continue
          }
          switch (together[index], alone) {
          case (.witnessed(let path, let first), .witnessed(let expected, let second)):
            #expect(path == expected && first == second, "\(name)")
          case (.impossible, .impossible), (.undecided, .undecided): break
          default: Issue.record("\(name): \(together[index]) together, \(alone) alone")
          }
          compared += 1
        }
      }
    }
    return compared
  }

  /// Every fixture and small bundled model.
  @Test(
    arguments: ["Check", "Semantics", "Run"].flatMap {
      TestPaths.iplFiles(under: TestPaths.fixtures.appendingPathComponent($0)).map(\.path)
    }
      + ["LocationButton", "TodoCore", "Playlist", "WebURL", "RunningLights"].map {
        TestPaths.repositoryRoot.appendingPathComponent("Diagrams/\($0)").path
      })
  func togetherEqualsOneByOne(_ path: String) throws {
    for (system, _) in CheckDriver.compile(paths: [path]).systems {
      _ = compareTogetherWithSeparate(system, label: path)
    }
  }

  /// The fixtures written with `alt` and `opt` have claims that are searched together.
  @Test func theFragmentFixturesAreCompared() throws {
    var compared = 0
    for name in ["Check/sequences.ipl", "Run/fragments.ipl"] {
      let path = TestPaths.fixtures.appendingPathComponent(name).path
      for (system, _) in CheckDriver.compile(paths: [path]).systems {
        compared += compareTogetherWithSeparate(system, label: path)
      }
    }
    #expect(compared >= 8, "\(compared) resolutions compared")
  }

  /// AccountApp's `Foregrounding` parts at its `alt` after some fifty steps: together, the
  /// two resolutions store about half the nodes they store one by one, and get the same
  /// witnesses (52 and 51 steps).
  @Test func anAltsResolutionsShareTheirPrefix() throws {
    let system = try DirectedClaimSearchTests.system("Diagrams/AccountApp")
    let declared = try #require(system.model.sequences.first { $0.name == "Foregrounding" })
    let claim = SequenceClaim(declared, system: system)
    let observer = try #require(ClaimObserver(claims: [claim], system: system))
    var options = CheckOptions(reportsCoverage: false)
    options.decidesProperties = false
    let search = DirectedClaimSearch(
      checker: ModelChecker(system: system, options: options), observer: observer,
      distance: ClaimDistance(system: system))
    let resolutions = claim.resolutions.indices.map { index in
      [
        DirectedClaimSearch.Alternative(
          symbols: observer.symbolsOfClaims[0][index][0],
          atoms: claim.resolutions[index].alternatives[0])
      ]
    }
    #expect(resolutions.count == 2)
    let (together, shared) = search.witnesses(
      of: resolutions, participant: observer.participantSymbols[0], givesUp: true)
    var separate = 0
    var lengths: [Int] = []
    for (index, alternatives) in resolutions.enumerated() {
      let (alone, effort) = search.run(
        alternatives, participant: observer.participantSymbols[0], givesUp: true)
      separate += effort.states
      guard case .witnessed(let expected, _) = alone, index < together.count,
        case .witnessed(let path, _) = together[index]
      else {
        Issue.record("resolution \(index) has no witness")
        continue
      }
      #expect(path == expected)
      lengths.append(path.steps.count)
    }
    #expect(lengths == [52, 51])
    #expect(shared.states * 10 < separate * 6, "\(shared.states) together, \(separate) alone")
  }
}

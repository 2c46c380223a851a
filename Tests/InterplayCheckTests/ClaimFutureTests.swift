import Foundation
import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

@testable import InterplayCheck

/// The dead-end cut (``ClaimFuture``): a claim alternative it shows impossible has no
/// witness in the search without the cut, on every fixture with sequences and the
/// smallest bundled model, for each written interleaving and for the same items reversed (most of
/// which cannot happen, so the cut is tried where it matters); and AccountApp's forbidden
/// sequence is decided on a few thousand nodes where the whole graph has 1.9 million.
@Suite struct ClaimFutureTests {
  static var paths: [String] {
    ["Check", "Semantics", "Run"].flatMap {
      TestPaths.iplFiles(under: TestPaths.fixtures.appendingPathComponent($0)).map(\.path)
    } + [TestPaths.diagrams.appendingPathComponent("LocationButton").path]
  }

  @Test func impossibleOnlyWhereTheSearchWithoutTheCutFindsNoWitness() throws {
    var shown = 0
    var witnessed = 0
    var undecided = 0
    for path in Self.paths {
      for (system, _) in CheckDriver.compile(paths: [path]).systems
      where !system.model.sequences.isEmpty {
        let checker = ModelChecker(system: system, options: CheckOptions(reportsCoverage: false))
        guard let observer = checker.claimObserver() else { continue }
        let search = DirectedClaimSearch(
          checker: checker, observer: observer, distance: ClaimDistance(system: system))
        for (number, claim) in observer.claims.enumerated() {
          for (index, resolution) in claim.resolutions.enumerated() {
            for (way, atoms) in resolution.alternatives.enumerated() {
              let symbols = observer.symbolsOfClaims[number][index][way]
              for reversed in [false, true] {
                let alternative = DirectedClaimSearch.Alternative(
                  symbols: reversed ? symbols.reversed() : symbols,
                  atoms: reversed ? atoms.reversed() : atoms)
                let participant = observer.participantSymbols[number]
                let (cut, _) = search.isImpossible([alternative], participant: participant)
                let (outcome, _) = search.run(
                  [alternative], participant: participant, givesUp: false)
                let label = "\(path): \(claim.sequence.name) \(way)\(reversed ? " reversed" : "")"
                switch outcome {
                case .witnessed:
                  witnessed += 1
                  #expect(cut == nil, "\(label): the cut drops a witness")
                case .impossible:
                  if cut == true { shown += 1 } else { undecided += 1 }
                case .undecided:
                  Issue.record("\(label): the search without the cut gave up")
                }
              }
            }
          }
        }
      }
    }
    // Not vacuous: most impossible alternatives are shown so by the cut.
    #expect(witnessed > 100, "\(witnessed) witnessed")
    #expect(shown > 80, "\(shown) shown impossible, \(undecided) not")
    #expect(shown > 3 * undecided, "\(shown) shown impossible, \(undecided) not")
  }

  /// The forbidden `PortalAfterFailedIntegrity`: after the device fails its integrity
  /// check, Hosting never pushes the scope that would send `discover`, and once it passed,
  /// it never asks again. The cut sees both, so `run` decides it on the start-up states.
  @Test func aForbiddenSequenceIsDecidedOnTheStatesThatCouldStillMatchIt() throws {
    let path = TestPaths.diagrams.appendingPathComponent("AccountApp").path
    let system = try #require(CheckDriver.compile(paths: [path]).systems.first?.0)
    var options = CheckOptions(reportsCoverage: false, sequences: ["PortalAfterFailedIntegrity"])
    options.stopsWhenSequencesDecided = true
    let result = ModelChecker(system: system, options: options).run()
    let verdict = try #require(result.sequences.first)
    #expect(verdict.outcome == .holds)
    #expect(result.stoppedEarly)
    #expect(result.statistics.states < 10_000, "\(result.statistics.states) states")
  }
}

import Foundation
import InterplayCheck
import InterplayDrivers
import InterplayTestSupport
import Testing

/// `check --watch`'s memory: a save that changes no model's meaning reuses the last
/// search, moved to where the model is written now, and prints exactly what a new search
/// of the saved file prints; a save that changes the meaning searches again.
@Suite struct SearchMemoryTests {
  /// Models whose reports hold every kind of range a result keeps: an invariant and a
  /// coverage gap, an assertion fault inside a run, sequences with witnesses, and a
  /// sequence that cannot happen (its divergence and the items after it).
  static let models = [
    "Tests/Fixtures/Report/door.ipl", "Tests/Fixtures/Check/assertion.ipl",
    "Tests/Fixtures/Check/sequences.ipl", "Diagrams/bad/RunningLights/resume-without-history.ipl",
    "Diagrams/bad/Calculator/divide-guard-after-divide.ipl",
  ]

  /// The text and JSON reports of a check, without timings.
  static func printed(_ report: CheckReport) -> String {
    CheckTextRenderer(annotated: false, witnesses: true, timing: false, verbose: false)
      .render(report)
      + CheckJSONRenderer(witnesses: true, timing: false).render(report)
  }

  @Test(arguments: models)
  func aSaveThatKeepsTheMeaningReusesTheSearch(_ model: String) throws {
    let text = try String(
      contentsOf: TestPaths.repositoryRoot.appendingPathComponent(model), encoding: .utf8)
    let folder = TemporaryFolder()
    let path = folder.write("model.ipl", text)
    let memory = SearchMemory()
    let first = CheckDriver.check(paths: [path], memory: memory)
    #expect(first.reusedSearches == 0)
    #expect(!first.results.isEmpty)
    // Three lines and a few columns further down: every range moves.
    _ = folder.write("model.ipl", "// saved\n\n// again\n" + text)
    let second = CheckDriver.check(paths: [path], memory: memory)
    #expect(second.reusedSearches == first.results.count)
    let fresh = CheckDriver.check(paths: [path])
    #expect(Self.printed(second) == Self.printed(fresh))
    #expect(Self.printed(second) != Self.printed(first))
    #expect(second.status == fresh.status)
  }

  @Test func aSaveThatChangesTheMeaningSearchesAgain() throws {
    let text = try String(
      contentsOf: TestPaths.fixtures.appendingPathComponent("Report/door.ipl"), encoding: .utf8)
    let folder = TemporaryFolder()
    let path = folder.write("door.ipl", text)
    let memory = SearchMemory()
    _ = CheckDriver.check(paths: [path], memory: memory)
    _ = folder.write("door.ipl", text.replacingOccurrences(of: "budget 2", with: "budget 1"))
    #expect(text.contains("budget 2"))
    let second = CheckDriver.check(paths: [path], memory: memory)
    #expect(second.reusedSearches == 0)
    #expect(Self.printed(second) == Self.printed(CheckDriver.check(paths: [path])))
  }
}

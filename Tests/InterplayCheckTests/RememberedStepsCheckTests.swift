import Foundation
import InterplayDrivers
import InterplayPipeline
import InterplayRuntime
import InterplayTestSupport
import Testing

@testable import InterplayCheck

/// A search whose workers replay remembered steps (`CompileOptions.memoizesSteps`, on
/// by default) reports what one that runs every step reports: states, transitions,
/// findings, counterexamples, coverage, lossy estimates and sequence verdicts, with
/// the partial-order reduction and without, exact and lossy.
@Suite struct RememberedStepsCheckTests {
  /// Small instances of the benchmark families and the checker's fixtures: systems
  /// without scopes or data models, whose actors' steps the memo serves.
  static let models: [String] =
    ["gbn_3", "pipeline_4", "pool_3", "gossip_3"].map {
      TestPaths.repositoryRoot.appendingPathComponent(
        "Benchmarks/check/models/families/\($0).ipl"
      ).path
    }
    + TestPaths.iplFiles(under: TestPaths.fixtures.appendingPathComponent("Check")).map(\.path)

  /// The searches compared: the default, without coverage (records without events),
  /// unreduced, and lossy.
  static let searches: [(name: String, options: CheckOptions)] = {
    var plain = CheckOptions(jobs: 1)
    plain.batchStates = 100
    var bare = plain
    bare.reportsCoverage = false
    var unreduced = plain
    unreduced.reduction = .none
    var bitstate = bare
    bitstate.storage = .bitstate(bytes: 1 << 20)
    var twoThreads = unreduced
    twoThreads.jobs = 2
    twoThreads.minimumSharedStates = 1
    return [
      ("default", plain), ("no coverage", bare), ("unreduced", unreduced),
      ("bitstate", bitstate), ("two threads", twoThreads),
    ]
  }()

  static func report(_ path: String, _ check: CheckOptions, remembers: Bool) -> String {
    let options = CheckRunOptions(check: check, compile: CompileOptions(memoizesSteps: remembers))
    return CheckTextRenderer(witnesses: true, timing: false).render(
      CheckDriver.check(paths: [path], options: options))
  }

  @Test(arguments: models)
  func searchesReportAlikeWithAndWithoutRememberedSteps(_ path: String) {
    for search in Self.searches {
      let remembering = Self.report(path, search.options, remembers: true)
      let running = Self.report(path, search.options, remembers: false)
      #expect(remembering == running, "\(search.name)")
    }
  }

  @Test func theFamiliesAreServedByTheMemo() throws {
    for path in Self.models.prefix(4) {
      let model = try #require(
        ModelPipeline.load(paths: [path], options: .linting).models.first)
      guard case .success(let system) = CompiledSystem.compile(model) else {
        Issue.record("\(path) does not compile")
        continue
      }
      #expect(StepWorkspace(system: system).remembersSteps, "\(path)")
    }
  }
}

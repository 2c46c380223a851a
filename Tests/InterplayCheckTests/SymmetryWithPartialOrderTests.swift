import Foundation
import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

@testable import InterplayCheck

/// Symmetry and partial-order reduction together (`--reduce all` on a symmetric model):
/// the ample sets are chosen in each stored orbit representative and the cycle proviso
/// is kept on the representatives. The verdicts are the full graph's, every
/// counterexample replays as a run of the model, and the states stored are never more
/// than symmetry alone stores.
@Suite struct SymmetryWithPartialOrderTests {
  static func result(_ path: String, _ reduction: Reduction) throws -> CheckResult {
    try SymmetryReductionTests.result(path, reduction: reduction, sequences: false)
  }

  /// The replicated models, and variants of the lock that break it: a queue too small
  /// for the clients that wait (an overflow only some interleavings reach), a lock that
  /// forgets to defer (an unhandled request), and a lock that grants twice (a second
  /// client in its critical state, which an invariant forbids).
  static let models: [(name: String, text: String)] = {
    func read(_ name: String) -> String {
      (try? String(contentsOfFile: SymmetryReductionTests.bundled(name), encoding: .utf8)) ?? ""
    }
    var models: [(String, String)] = []
    for name in ["mutex_3", "mutex_4", "sessions_3", "sessions_4", "ring_3", "ring_4"] {
      models.append((name, read(name)))
    }
    for size in [3, 4] {
      let mutex = read("mutex_\(size)")
      models.append(
        (
          "mutex_\(size) small queue",
          mutex.replacingOccurrences(of: "capacity \(2 * size)", with: "capacity 1")
        ))
      models.append(
        ("mutex_\(size) no defer", mutex.replacingOccurrences(of: "    defer acquire\n", with: "")))
      // The lock counts its holders; granting while held makes a second one.
      let counting =
        mutex
        .replacingOccurrences(
          of: "  initial state Free {\n    on acquire -> Held { reply ok }",
          with:
            "  var holders: Int(0...4) = 0\n  initial state Free {\n    on acquire -> Held {\n      holders = holders + 1\n      reply ok\n    }"
        )
        .replacingOccurrences(
          of: "    on release -> Free\n",
          with: "    on release -> Free { holders = holders - 1 }\n")
      models.append(
        (
          "mutex_\(size) grants twice",
          counting.replacingOccurrences(
            of: "    defer acquire\n",
            with: "    on acquire {\n      holders = holders + 1\n      reply ok\n    }\n")
            + "\ninvariant OneHolder: Lock.holders <= 1\n"
        ))
    }
    return models
  }()

  @Test(arguments: models.indices)
  func verdictsAgreeWithTheFullGraph(_ index: Int) throws {
    let (name, text) = Self.models[index]
    let folder = TemporaryFolder()
    let path = folder.write("model.ipl", text)
    let full = try Self.result(path, .none)
    let symmetric = try Self.result(path, .sym)
    let both = try Self.result(path, .all)
    #expect(both.reduction.symmetry != nil, "\(name)")
    func summary(_ result: CheckResult) -> [String] {
      result.violations.map { "\($0.check) \($0.name ?? "")" }.sorted()
    }
    // The broken variants are broken; the written models violate only what they did.
    #expect(name.contains(" ") ? !full.violations.isEmpty : true, "\(name)")
    #expect(summary(both) == summary(full), "\(name)")
    #expect(summary(symmetric) == summary(full), "\(name)")
    #expect(both.statistics.states <= symmetric.statistics.states, "\(name)")
    for violation in both.violations {
      let file = TraceFile(violation: violation, system: both.system, files: [])
      let replay = TraceReplay(system: both.system).replay(file)
      #expect(replay.isFaithful, "\(name): \(replay.mismatches) \(replay.stopped ?? "")")
    }
  }

  /// Where both apply they multiply: interchangeable clients of one lock, and sessions
  /// each with their own server, store fewer states than symmetry alone stores.
  @Test(arguments: ["mutex_4", "sessions_4"])
  func bothStoreFewerThanSymmetryAlone(_ name: String) throws {
    let path = SymmetryReductionTests.bundled(name)
    let symmetric = try Self.result(path, .sym)
    let both = try Self.result(path, .all)
    #expect(both.reduction.partialOrder)
    #expect(both.statistics.states < symmetric.statistics.states)
  }
}

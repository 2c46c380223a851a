import Foundation
import InterplayDiagnostics
import InterplayDrivers
import InterplayTestSupport
import Testing

/// `check --swarm N` and `interplay merge`: members are ordinary `check` runs with their
/// own seeds, wherever they run, and the merge reports each violation once, with its
/// shortest counterexample.
@Suite struct SwarmCommandTests {
  static func path(_ relative: String) -> String {
    TestPaths.repositoryRoot.appendingPathComponent(relative).path
  }

  static let philosophers = path("Benchmarks/check/models/philosophers_4.ipl")
  static let mistake = path("Diagrams/bad/AccountApp/scope-popped-out-of-order.ipl")

  static func json(_ text: String) throws -> [String: JSON] {
    try #require(JSON.parse(Data(text.utf8))?.objectValue)
  }

  @Test func aSwarmReportsEachViolationOnceWithItsReplay() throws {
    let traces = TemporaryFolder()
    let run = try CommandLineRun.run([
      "check", Self.mistake, "--swarm", "3", "--format", "json", "--trace-dir", traces.path,
    ])
    #expect(run.status == 2, "\(run.errors)")
    let report = try Self.json(run.output)
    let system = try #require(report["systems"]?.arrayValue?.first?.objectValue)
    #expect(system["memberStates"]?.arrayValue?.count == 3)
    let violations = try #require(system["violations"]?.arrayValue)
    #expect(violations.count == 1)
    let violation = try #require(violations.first?.objectValue)
    #expect(violation["id"]?.stringValue == "check.scopes")
    #expect(violation["foundBy"]?.intValue == 3)
    #expect(violation["member"]?.stringValue == "member 1")
    let file = try #require(violation["traceFile"]?.stringValue)
    #expect(FileManager.default.fileExists(atPath: file))
    let replay = try CommandLineRun.run(["run", "--replay", file])
    #expect(replay.output.contains("not the top of its stack"), "\(replay.output)")
  }

  /// The distributed path: members run one by one (as jobs of a CI matrix would), then
  /// merged, give the same report as `--swarm` on one machine.
  @Test func membersRunApartMergeToTheSameReport() throws {
    let folder = TemporaryFolder()
    var files: [String] = []
    for seed in 1...2 {
      let member = try CommandLineRun.run([
        "check", Self.philosophers, "--storage", "bitstate", "--bitstate-size", "16K", "--seed",
        String(seed), "--format", "json", "--jobs", "1", "--no-timing",
      ])
      #expect(member.status == 2, "\(member.errors)")
      let file = folder.path + "/member-\(seed).json"
      try member.output.write(toFile: file, atomically: true, encoding: .utf8)
      files.append(file)
    }
    let merged = try CommandLineRun.run(["merge", "--format", "json"] + files)
    let swarm = try CommandLineRun.run([
      "check", Self.philosophers, "--swarm", "2", "--bitstate-size", "16K", "--format", "json",
    ])
    #expect(merged.status == 2 && swarm.status == 2, "\(merged.errors) \(swarm.errors)")
    let mergedSystem = try Self.json(merged.output)["systems"]?.arrayValue?.first?.objectValue
    let swarmSystem = try Self.json(swarm.output)["systems"]?.arrayValue?.first?.objectValue
    #expect(mergedSystem == swarmSystem)
    // A 16K bit array is far too small: the members lose different states.
    let states = mergedSystem?["memberStates"]?.arrayValue?.compactMap(\.intValue) ?? []
    #expect(states.count == 2 && states[0] != states[1])
    #expect((mergedSystem?["missProbability"]?.doubleValue ?? 0) > 0.5)
  }

  @Test func mergeRefusesWhatIsNotACheckReport() throws {
    let folder = TemporaryFolder()
    let bogus = folder.path + "/bogus.json"
    try "{\"hello\": 1}".write(toFile: bogus, atomically: true, encoding: .utf8)
    let run = try CommandLineRun.run(["merge", bogus])
    #expect(run.status == 65)
    #expect(run.output.contains("not a JSON report of `interplay check`"))
    let missing = try CommandLineRun.run(["merge", folder.path + "/missing.json"])
    #expect(missing.status == 65)
    let usage = try CommandLineRun.run(["check", Self.philosophers, "--swarm", "0"])
    #expect(usage.status == 64)
  }

  /// The merge on its own: the shortest of the same violation wins, found by both; a
  /// property is undecided only if every member left it so.
  @Test func theShortestCounterexampleWinsAndUndecidedIsCommon() {
    func report(length: Int, undecided: [String]) -> String {
      """
      {"version": 1, "diagnostics": [], "systems": [{"name": "S", "complete": true,
       "undecided": [\(undecided.map { "\"\($0)\"" }.joined(separator: ", "))],
       "statistics": {"states": \(length * 10)},
       "violations": [{"check": "deadlock", "id": "check.deadlock",
         "location": {"message": "deadlock: 'A' cannot go on"},
         "counterexample": {"length": \(length)}}]}]}
      """
    }
    let merge = SwarmMerge(reports: [
      ("one", report(length: 9, undecided: ["p", "q"])),
      ("two", report(length: 4, undecided: ["q"])),
    ])
    #expect(merge.problems.isEmpty)
    let system = merge.systems[0]
    #expect(system.violations.count == 1)
    #expect(system.violations[0].length == 4)
    #expect(system.violations[0].member == 1)
    #expect(system.violations[0].foundBy == 2)
    #expect(system.undecided == ["q"])
    #expect(system.memberStates == [90, 40])
    #expect(merge.status == 2)
    let decided = SwarmMerge(reports: [
      ("one", report(length: 3, undecided: [])), ("two", report(length: 5, undecided: ["q"])),
    ])
    #expect(decided.systems[0].undecided.isEmpty)
    #expect(decided.status == 1)
    let other = SwarmMerge(reports: [
      ("one", report(length: 1, undecided: [])),
      ("two", report(length: 1, undecided: []).replacingOccurrences(of: "\"S\"", with: "\"T\"")),
    ])
    #expect(other.status == 65)
  }
}

import Foundation
import InterplayDiagnostics
import InterplayDrivers
import InterplayTestSupport
import Testing

/// `interplay merge` treats the members' reports as input: its verdict and exit code come
/// from the findings it validated, never from a report's `status`, and a report that
/// does not validate is an input error at its line and column. The fixtures are
/// `Tests/Fixtures/Hostile/merge/`.
@Suite struct MergeValidationCommandTests {
  static func fixture(_ name: String) -> String {
    TestPaths.fixtures.appendingPathComponent("Hostile/merge/" + name).path
  }

  /// A member claiming `status` 256 (0 once the shell takes it mod 256) with a violation.
  @Test func aForgedStatusDoesNotDecideTheExitCode() throws {
    let path = Self.fixture("forged-status.json")
    let run = try CommandLineRun.run(["merge", path])
    #expect(run.status == 1, "\(run.output)\(run.errors)")
    #expect(run.output.contains("Door: 1 violation\n"))
    let json = try CommandLineRun.run(["merge", "--format", "json", path])
    #expect(json.status == 1)
    let report = try #require(JSON.parse(Data(json.output.utf8))?.objectValue)
    #expect(report["status"]?.intValue == 1)
  }

  @Test func aReportThatDoesNotValidateIsAnInputErrorAtItsPlace() throws {
    let path = Self.fixture("invalid-length.json")
    let run = try CommandLineRun.run(["merge", path, Self.fixture("forged-status.json")])
    #expect(run.status == 65, "\(run.output)\(run.errors)")
    #expect(
      run.output.contains(
        "\(path):16:24: error: not a valid `interplay check` report: "
          + "`systems[0].violations[0].counterexample.length`: expected a non-negative "
          + "integer [merge.invalid-report]\n"), "\(run.output)")
  }

  @Test func statusIsNeverReadAndEveryProblemIsLocated() throws {
    let forged = try String(contentsOfFile: Self.fixture("forged-status.json"), encoding: .utf8)
    for status in ["0", "64", "-255", "\"clean\""] {
      let text = forged.replacingOccurrences(of: "\"status\" : 256", with: "\"status\" : \(status)")
      let merge = SwarmMerge(reports: [("member.json", text)])
      #expect(merge.diagnostics.isEmpty)
      #expect(merge.status == 1, "status \(status)")
    }
    let short = forged.replacingOccurrences(of: "\"steps\" : [{}, {}]", with: "\"steps\" : [{}]")
    let merge = SwarmMerge(reports: [("short.json", short)])
    #expect(merge.status == 65)
    #expect(
      merge.problems == [
        "short.json:16:24: error: not a valid `interplay check` report: "
          + "`systems[0].violations[0].counterexample.length`: the counterexample's length "
          + "is 2 but it has 1 steps [merge.invalid-report]"
      ])
    let noSystems = SwarmMerge(reports: [("x.json", "[1, 2]")])
    #expect(
      noSystems.problems == [
        "x.json:1:1: error: not a JSON report of `interplay check` [merge.not-a-report]"
      ])
  }
}

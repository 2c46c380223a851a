import Foundation
import InterplayTestSupport
import Testing

/// The same input gives the same bytes, run after run, process after process, whatever
/// `--jobs`: `render` for every bundled model, `check --format json --no-timing`.
@Suite struct DeterminismCommandTests {
  let folder = TemporaryFolder()

  /// Every bundled model's folder (`Diagrams/bad` holds deliberate mistakes).
  static let modelFolders: [String] = TestPaths.bundledModels
    .map { $0.deletingLastPathComponent().path }
    .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }

  /// Each run is a new process: Graphviz once ordered clusters by heap address, which
  /// changes from process to process (AccountApp's HostingBehaviour drew two ways).
  @Test func renderGivesTheSameBytesInEveryProcess() throws {
    var first: [String: Data] = [:]
    for round in 0..<10 {
      let output = "round\(round)"
      let run = try CommandLineRun.run(
        ["render"] + Self.modelFolders + ["-o", output], in: folder.path, timeout: 300)
      #expect(run.status == 0, "\(run.errors)")
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/" + output)
      #expect(names.count > 40)
      for name in names.sorted() {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/\(output)/\(name)"))
        if round == 0 {
          first[name] = bytes
        } else {
          #expect(first[name] == bytes, "\(name) differs in round \(round)")
        }
      }
    }
  }

  /// Cheap models (a debug build checks AccountApp slowly): one that holds, and one with
  /// counterexamples, whose steps must not depend on the threads either.
  @Test(arguments: [
    ("Diagrams/LocationButton", Int32(0)), ("Tests/Fixtures/Check/sequences.ipl", Int32(1)),
  ])
  func checkJSONWithoutTimingIsTheSameBytesWhateverTheJobs(_ model: String, _ status: Int32)
    throws
  {
    let path = TestPaths.repositoryRoot.appendingPathComponent(model).path
    var outputs: Set<String> = []
    for jobs in ["1", "2", "1", "2"] {
      let run = try CommandLineRun.run(
        ["check", path, "--format", "json", "--no-timing", "--jobs", jobs], timeout: 120)
      #expect(run.status == status, "\(run.errors)")
      outputs.insert(run.output)
    }
    #expect(outputs.count == 1)
    let output = try #require(outputs.first)
    for key in ["\"seconds\"", "\"statesPerSecond\"", "\"peakMemoryBytes\"", "\"threads\""] {
      #expect(!output.contains(key), "\(key)")
    }
    #expect(output.contains("\"states\""))
  }

  /// SARIF holds no timings, JUnit none under `--no-timing`, and `run`'s reports none at
  /// all: each is the same bytes whatever `--jobs`, with `--no-timing` accepted everywhere.
  @Test(arguments: [
    ["check", "Tests/Fixtures/Check/sequences.ipl", "--format", "sarif"],
    ["check", "Tests/Fixtures/Check/sequences.ipl", "--format", "junit"],
    ["run", "Diagrams/LocationButton", "--format", "json"],
    ["run", "Diagrams/LocationButton", "--format", "junit"],
  ])
  func everyMachineFormatIsTheSameBytesWhateverTheJobs(_ arguments: [String]) throws {
    var command = arguments
    command[1] = TestPaths.repositoryRoot.appendingPathComponent(command[1]).path
    var outputs: Set<String> = []
    for jobs in ["1", "2", "1"] {
      let run = try CommandLineRun.run(command + ["--no-timing", "--jobs", jobs], timeout: 120)
      #expect(run.status <= 1, "\(run.errors)")
      outputs.insert(run.output)
    }
    #expect(outputs.count == 1)
    #expect(!(outputs.first ?? "").isEmpty)
  }
}

import Foundation
import InterplayTestSupport
import Testing

/// Issue #35: `--max-memory` holds on wide states. Ten thousand stubs made one state of
/// 150 KB with ten thousand successors, all held before the first budget check (4.3 GB
/// under `--max-memory 512M`); 50 actors with timers reached 1.2 GB, the successors in
/// flight being allowed a share per part of a batch and counted outside the store. The
/// process's own peak (what `check` prints last) minus that of a tiny model's check
/// (the runtime, Foundation, the executable) must stay within 1.25 times the bound.
@Suite struct WideStateMemoryCommandTests {
  static let bound = 64 << 20

  /// The bytes of `check`'s last line, `peak memory of the process: 53.9 MiB`.
  static func peak(_ output: String) throws -> Double {
    let line = try #require(
      output.split(separator: "\n").last(where: { $0.hasPrefix("peak memory of the process: ") }))
    let parts = line.dropFirst("peak memory of the process: ".count).split(separator: " ")
    let number = try #require(Double(parts[0]))
    let unit: Double =
      switch parts[1] {
      case "KiB": 1024
      case "MiB": 1024 * 1024
      case "GiB": 1024 * 1024 * 1024
      default: 1
      }
    return number * unit
  }

  /// Checks `text` under the bound; returns the run and its peak above a tiny model's.
  static func check(_ text: String) throws -> (run: CommandLineRun, excess: Double) {
    let folder = TemporaryFolder()
    let model = folder.write("model.ipl", text)
    let tiny = folder.write("tiny.ipl", "system Tiny\nactor A budget 1 { event { e } }\n")
    let flags = ["--max-memory", "64M", "--timeout", "60", "--jobs", "2"]
    let baseline = try CommandLineRun.run(["check", tiny] + flags)
    let run = try CommandLineRun.run(["check", model] + flags, timeout: 120)
    return (run, try peak(run.output) - peak(baseline.output))
  }

  /// Three thousand stubs: a state of about 45 KB with three thousand successors, 135 MB
  /// held before the fix; ten thousand (`Benchmarks/check/limits.sh`) cost a debug build
  /// half a minute of reading.
  @Test func thousandsOfStubsStayWithinTheBound() throws {
    let count = 3_000
    let stubs = (0..<count).map { "actor S\($0) budget 2 { event { tick } }" }
    let observed = (0..<count).map { "S\($0).event" }.joined(separator: ", ")
    let (run, excess) = try Self.check(
      "system ManyStubs\n" + stubs.joined(separator: "\n")
        + "\nactor Sink { observes \(observed) }\n")
    #expect(run.status == 2, "\(run.errors)")
    #expect(run.output.contains("the search stopped at --max-memory 64.0 MiB"))
    #expect(excess <= 1.25 * Double(Self.bound), "\(excess / Double(1 << 20)) MiB")
  }

  @Test func fiftyTimedActorsStayWithinTheBound() throws {
    let actors = (0..<50).map { index in
      """
      actor E\(index) budget 3 { event { go } }
      actor T\(index) {
        observes E\(index).event
        initial state A { after 1s -> B
          on E\(index).go -> B }
        state B { after 2s -> A
          on E\(index).go -> A }
      }
      """
    }
    let (run, excess) = try Self.check(
      "system WideTimers\n" + actors.joined(separator: "\n") + "\n")
    #expect(run.status == 2, "\(run.errors)")
    #expect(run.output.contains("the search stopped at --max-memory 64.0 MiB"))
    #expect(excess <= 1.25 * Double(Self.bound), "\(excess / Double(1 << 20)) MiB")
  }
}

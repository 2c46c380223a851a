import Foundation
import InterplayTestSupport
import Testing

/// Runs `interplay-text-probe` (built beside the tests) to measure text in a process of
/// its own, under a fontconfig set by `environment`: the width Graphviz's text layout
/// gives there, as ``TextMetrics/engine`` measures it.
enum TextProbe {
  /// One text run to measure.
  struct Run: Hashable {
    var text: String
    var size: Double
    var bold: Bool
    var italic: Bool
  }

  /// What the probe said about one run: the width and who gave it.
  struct Answer {
    var width: Double
    /// Whether Graphviz's text layout gave it (not the table, as a fallback).
    var byEngine: Bool
  }

  static var executable: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("interplay-text-probe")
  }

  /// Measures every run with the engine, under `environment`.
  static func measure(_ runs: [Run], environment: [String: String]) throws -> [Run: Answer] {
    let folder = TemporaryFolder()
    let input = runs.map { run in
      "engine\t\(run.size)\t\(run.bold ? "b" : "")\(run.italic ? "i" : "")-\t" + run.text
    }.joined(separator: "\n")
    let inputPath = folder.write("input", input + "\n")
    let outputPath = folder.write("output", "")
    let process = Process()
    process.executableURL = executable
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: inputPath))
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "interplay-text-probe failed")
    let lines = (folder.read("output") ?? "").split(separator: "\n")
    try #require(lines.count == runs.count, "the probe answered \(lines.count) of \(runs.count)")
    var answers: [Run: Answer] = [:]
    for (run, line) in zip(runs, lines) {
      let fields = line.split(separator: "\t").map(String.init)
      let width = try #require(fields.first.flatMap(Double.init), "probe said '\(line)'")
      answers[run] = Answer(width: width, byEngine: fields.count == 4 && fields[1] == "1")
    }
    return answers
  }
}

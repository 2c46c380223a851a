import Foundation

/// Runs a swarm's members as separate processes of `interplay check` on this machine:
/// `check --swarm N`. Each member is the same command with its own `--seed` (1 to N), a
/// JSON report and one thread; at most ``parallel`` run at a time. The same member
/// commands run by another engine (a Kubernetes Indexed Job, a GitHub Actions matrix)
/// give the same reports, and ``SwarmMerge`` combines them either way.
public struct SwarmRunner: Sendable {
  /// The `interplay` executable.
  public var executable: String
  /// The member command without the member's own options: `check`, the inputs and the
  /// search options (storage, limits, budgets).
  public var arguments: [String]
  /// How many members.
  public var members: Int
  /// The most members running at once.
  public var parallel: Int
  /// A folder each member writes its counterexamples under (`member-K`), or nil.
  public var traceDirectory: String?

  /// Creates a runner.
  public init(
    executable: String, arguments: [String], members: Int, parallel: Int,
    traceDirectory: String? = nil
  ) {
    self.executable = executable
    self.arguments = arguments
    self.members = members
    self.parallel = max(1, parallel)
    self.traceDirectory = traceDirectory
  }

  /// The arguments of member `number` (1-based): the base arguments, then its seed and
  /// report options.
  public func arguments(ofMember number: Int) -> [String] {
    var result =
      arguments + ["--seed", String(number), "--format", "json", "--jobs", "1", "--no-timing"]
    if let traceDirectory { result += ["--trace-dir", "\(traceDirectory)/member-\(number)"] }
    return result
  }

  /// One member's report text (`member K` as its label), or why it produced none.
  public struct Outcome: Sendable {
    /// `member K`.
    public var label: String
    /// Its standard output: the JSON report.
    public var report: String
    /// Its standard error and exit status when it failed to report.
    public var failure: String?
  }

  /// Runs every member and returns their outcomes in member order.
  public func run() -> [Outcome] {
    let results = OutcomeSlots(count: members)
    let gate = DispatchSemaphore(value: parallel)
    DispatchQueue.concurrentPerform(iterations: members) { index in
      gate.wait()
      defer { gate.signal() }
      results.set(index, runMember(index + 1))
    }
    return results.all
  }

  private func runMember(_ number: Int) -> Outcome {
    let label = "member \(number)"
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "interplay-swarm-\(ProcessInfo.processInfo.processIdentifier)-\(number)")
    let output = scratch.appendingPathExtension("out")
    let errors = scratch.appendingPathExtension("err")
    defer {
      try? FileManager.default.removeItem(at: output)
      try? FileManager.default.removeItem(at: errors)
    }
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments(ofMember: number)
    do {
      // Files, not pipes: a member's output is read after it ends, and a full pipe would
      // block it.
      process.standardOutput = try FileHandle(forWritingTo: output)
      process.standardError = try FileHandle(forWritingTo: errors)
      try process.run()
    } catch {
      return Outcome(label: label, report: "", failure: "cannot start \(executable): \(error)")
    }
    process.waitUntilExit()
    let report = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    let status = process.terminationStatus
    // A member with input errors (65) still reports them; one that reports nothing failed.
    guard !report.isEmpty else {
      let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
      return Outcome(
        label: label, report: report,
        failure:
          "exit \(status)\(stderr.isEmpty ? "" : ": " + stderr.trimmingCharacters(in: .whitespacesAndNewlines))"
      )
    }
    return Outcome(label: label, report: report, failure: nil)
  }
}

/// The members' outcomes, filled in by concurrent threads, one slot each.
private final class OutcomeSlots: @unchecked Sendable {
  private var slots: [SwarmRunner.Outcome?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ outcome: SwarmRunner.Outcome) {
    lock.withLock { slots[index] = outcome }
  }

  var all: [SwarmRunner.Outcome] { lock.withLock { slots.compactMap { $0 } } }
}

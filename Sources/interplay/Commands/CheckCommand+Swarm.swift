import ArgumentParser
import Foundation
import InterplayCheck
import InterplayDiagnostics
import InterplayDrivers

/// The bounds of `--swarm`.
enum SwarmLimits {
  /// The most members one `--swarm` starts.
  static let maxMembers = 1_024
}

/// `check --swarm N`: the same command, run as N member processes with seeds 1 to N,
/// merged by ``SwarmMerge``.
extension CheckCommand {
  /// The options a member gets from the swarm instead of the command line.
  static let memberOwned: Set<String> = [
    "--swarm", "--seed", "--format", "--jobs", "--trace-dir", "--storage",
  ]

  /// The member command: this command line without the options the swarm sets for each
  /// member, and with lossy storage.
  func memberArguments(from commandLine: [String]) -> [String] {
    var result: [String] = []
    var skipNext = false
    for argument in commandLine.dropFirst() {
      if skipNext {
        skipNext = false
        continue
      }
      let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
      if Self.memberOwned.contains(name) {
        skipNext = !argument.contains("=")
        continue
      }
      if argument == "--no-timing" { continue }
      result.append(argument)
    }
    return result + ["--storage", storage == .compact ? "compact" : "bitstate"]
  }

  func runSwarm(members: Int) throws {
    let executable = Bundle.main.executableURL?.path ?? CommandLine.arguments[0]
    let runner = SwarmRunner(
      executable: executable, arguments: memberArguments(from: CommandLine.arguments),
      members: members, parallel: limits.jobs ?? ProcessInfo.processInfo.activeProcessorCount,
      traceDirectory: traceDir)
    let outcomes = runner.run()
    for outcome in outcomes {
      if let failure = outcome.failure {
        FileOutput.standardError.write("error: \(outcome.label): \(failure)\n")
      }
    }
    let merge = SwarmMerge(
      reports: outcomes.filter { $0.failure == nil }.map { ($0.label, $0.report) })
    print(format == .json ? merge.json() : merge.text(), terminator: "")
    var status = merge.status
    if outcomes.contains(where: { $0.failure != nil }) { status = max(status, 70) }
    if status != 0 { throw ExitCode(status) }
  }
}

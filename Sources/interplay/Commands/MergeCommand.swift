import ArgumentParser
import Foundation
import InterplayDiagnostics
import InterplayDrivers

/// `interplay merge REPORT.json...`: one verdict from the reports of a swarm's members.
struct MergeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract: "Merge the JSON reports of swarm members (check --seed K --format json).",
    discussion: """
      Each report is one member's `interplay check --storage bitstate --seed K --format json` \\
      on the same models, run anywhere (a Kubernetes Indexed Job, a CI matrix). A violation \\
      any member found is reported once, with the shortest counterexample; a property is \\
      undecided only if every member left it so. Exit codes: 0 no violation, 1 violations, \\
      2 something undecided, 65 a report that is not a check report or is of other \\
      systems (or input errors the members reported), 66 a report that cannot be read.
      """)

  @Argument(help: "The members' JSON reports.")
  var reports: [String]

  @Option(help: "Output format: text or json.")
  var format: MergeFormat = .text

  func validate() throws {
    if reports.isEmpty { throw ValidationError("name at least one report") }
  }

  func run() throws {
    var texts: [(label: String, text: String)] = []
    for path in reports {
      guard let data = FileManager.default.contents(atPath: path) else {
        FileOutput.standardError.write("error: cannot read '\(path)'\n")
        throw ExitCode(ExitStatus.inputError.rawValue)
      }
      texts.append((path, String(decoding: data, as: UTF8.self)))
    }
    let merge = SwarmMerge(reports: texts)
    print(format == .json ? merge.json() : merge.text(), terminator: "")
    if merge.status != 0 { throw ExitCode(merge.status) }
  }
}

/// The formats of `interplay merge`.
enum MergeFormat: String, ExpressibleByArgument, CaseIterable {
  /// Per system: coverage, violations, undecided.
  case text
  /// The merged report as JSON.
  case json
}

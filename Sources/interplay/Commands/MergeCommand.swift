import ArgumentParser
import Foundation
import InterplayDiagnostics
import InterplayDrivers
import InterplayModel
import InterplayPipeline

/// `interplay merge REPORT.json...`: one verdict from the reports of a swarm's members.
struct MergeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract: "Merge the JSON reports of swarm members (check --seed K --format json).",
    discussion: """
      Each report is one member's `interplay check --storage bitstate --seed K --format json` \\
      on the same models, run anywhere (a Kubernetes Indexed Job, a CI matrix). A violation \\
      any member found is reported once, with the shortest counterexample; a property is \\
      undecided only if every member left it so. Every report is validated first, and the \\
      verdict comes from the findings, never from a report's `status`. Exit codes: 0 no \\
      violation, 1 violations (or lint findings the members reported), 2 something \\
      undecided, 65 a report that cannot be read, is not a valid check report (reported \\
      at its line and column) or is of other systems, or input errors the members reported.
      """)

  @Argument(help: "The members' JSON reports.")
  var reports: [String]

  @Option(help: "Output format: text or json.")
  var format: MergeFormat = .text

  @Option(help: "Largest report read, in bytes.")
  var maxFileSize: Int = SourceLoader.defaultMaxFileSize

  func validate() throws {
    if reports.isEmpty { throw ValidationError("name at least one report") }
    if maxFileSize <= 0 { throw ValidationError("'--max-file-size' must be positive") }
  }

  func run() throws {
    var texts: [(label: String, bytes: [UInt8])] = []
    var unreadable: [(label: String, failure: FileReader.Failure)] = []
    for path in reports {
      switch FileReader.read(path, limit: maxFileSize) {
      case .success(let bytes): texts.append((path, bytes))
      case .failure(let failure): unreadable.append((path, failure))
      }
    }
    var merge = SwarmMerge(reports: texts)
    for (path, failure) in unreadable {
      merge.unreadable(path, id: failure.id, failure.message(path))
    }
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

import Foundation
import InterplayDiagnostics

/// Combines the JSON reports of a swarm's members (`check --format json`, one per
/// member, each with its own `--seed`) into one verdict: `interplay merge`, and the last
/// step of `check --swarm`.
///
/// Every member searched the same systems, so systems are matched by name. A violation
/// found by any member is a violation of the swarm (members report only real ones:
/// their counterexamples replay); the same violation found by several members (same
/// check, property and message) is reported once, with the shortest counterexample and
/// the member that found it. A property is undecided only if every member left it
/// undecided and none violated it. States cannot be added up (members overlap), so the
/// swarm reports each member's count, the largest (a lower bound of what the swarm
/// covered) and the sum (an upper bound). A state is missed by the swarm only if every
/// member missed it, so the swarm's miss probability is at most the smallest member's.
///
/// The reports are input: each is validated (``SwarmReportValidator``) before it is
/// merged, a report that does not validate is an input error at its line and column, and
/// the verdict is derived from the findings alone, never from a member's `status`.
public struct SwarmMerge: Sendable {
  /// One member's report, decoded.
  public struct Member: Sendable {
    /// Where the report came from (a file name, or `member 3`).
    public var label: String
    /// The report's JSON object.
    public var report: [String: JSON]
  }

  /// The members whose reports validated, in order.
  public var members: [Member]
  /// The report texts, one file per member given (a report that could not be read is an
  /// empty file), for the diagnostics' locations.
  public private(set) var sources = SourceSet()
  /// Problems with the inputs: unreadable, not JSON, not a valid check report, reports of
  /// other systems. Each is an error (exit 65).
  public private(set) var diagnostics: [Diagnostic] = []

  /// Problems with the inputs, one line each (`file:line:col: error: message [id]`),
  /// escaped as text output is (``TextEscaping``).
  public var problems: [String] {
    diagnostics.map { diagnostic in
      let location = sources.location(of: diagnostic.range)
      return TextEscaping.line(sources[diagnostic.range.file].path)
        + ":\(location.line):\(location.column): error: "
        + "\(TextEscaping.line(diagnostic.message)) [\(diagnostic.id)]"
    }
  }

  /// The id of a report that is not a JSON object with `systems`.
  public static let notAReport: DiagnosticID = "merge.not-a-report"
  /// The id of reports of different systems.
  public static let otherSystems: DiagnosticID = "merge.other-systems"

  /// Decodes and validates members from report texts.
  public init(reports: [(label: String, text: String)]) {
    self.init(reports: reports.map { ($0.label, Array($0.text.utf8)) })
  }

  /// Decodes and validates members from report bytes.
  public init(reports: [(label: String, bytes: [UInt8])]) {
    members = []
    var files: [FileID] = []
    for (label, bytes) in reports {
      let file = sources.add(SourceFile(path: label, bytes: bytes))
      guard case .object(let object)? = JSON.parse(Data(bytes)), object["systems"] != nil else {
        diagnostics.append(
          .error(
            Self.notAReport, "not a JSON report of `interplay check`", at: .point(file, 0)))
        continue
      }
      var validator = SwarmReportValidator(file: file, bytes: bytes)
      validator.validate(object)
      guard validator.diagnostics.isEmpty else {
        diagnostics += validator.diagnostics
        continue
      }
      members.append(Member(label: label, report: object))
      files.append(file)
    }
    let names = members.map { Self.systemNames($0.report) }
    if let first = names.first {
      for (index, other) in names.enumerated() where other != first {
        let locator = JSONLocator(bytes: sources[files[index]].bytes)
        diagnostics.append(
          .error(
            Self.otherSystems,
            "the report is of other systems (\(other.joined(separator: ", "))) than "
              + "\(members[0].label) (\(first.joined(separator: ", ")))",
            at: .point(files[index], locator.offset(of: [.key("systems")]))))
      }
    }
  }

  /// Adds a report that could not be read: the reason, at the path named.
  public mutating func unreadable(_ label: String, id: DiagnosticID, _ message: String) {
    let file = sources.add(SourceFile(path: label, bytes: []))
    diagnostics.append(.error(id, message, at: .point(file, 0)))
  }

  static func systemNames(_ report: [String: JSON]) -> [String] {
    report["systems"]?.arrayValue?.compactMap { $0.objectValue?["name"]?.stringValue } ?? []
  }

  /// The merged systems, in the first member's order.
  public var systems: [SwarmSystem] {
    guard let first = members.first else { return [] }
    return Self.systemNames(first.report).map { name in
      SwarmSystem(
        name: name,
        entries: members.enumerated().compactMap { number, member in
          member.report["systems"]?.arrayValue?.compactMap(\.objectValue)
            .first { $0["name"]?.stringValue == name }.map { (number, $0) }
        })
    }
  }

  /// What the members' diagnostics call for, as `check` would have decided: 65 for an
  /// input error (load, parse, resolution, typing, a limit, compilation) or a usage
  /// error, 1 for other errors (lint findings) and warnings (there only when warnings
  /// fail the run), else 0.
  var memberDiagnosticStatus: ExitStatus {
    var status = ExitStatus.clean
    for member in members {
      if let usage = member.report["usageError"], usage != .null {
        status = status.combined(with: .inputError)
      }
      for diagnostic in member.report["diagnostics"]?.arrayValue ?? [] {
        let object = diagnostic.objectValue ?? [:]
        let id = DiagnosticID(object["id"]?.stringValue ?? "")
        switch object["severity"]?.stringValue {
        case "error":
          let probe = Diagnostic.error(id, "", at: .point(FileID(0), 0))
          let input = probe.isInputError || id.rawValue.hasPrefix("runtime.")
          status = status.combined(with: input ? .inputError : .findings)
        case "warning": status = status.combined(with: .findings)
        default: break
        }
      }
    }
    return status
  }

  /// The exit status of the swarm, from the findings alone: 65 for problems with the
  /// reports and input errors any member reported, 2 when something is undecided by
  /// every member, no member searched to the end or the members were lossy (they refute
  /// but cannot prove), 1 for a violation or a lint finding, else 0.
  public var status: Int32 {
    if !diagnostics.isEmpty { return ExitStatus.inputError.rawValue }
    var status = memberDiagnosticStatus
    // As `check`: the most severe wins, and something undecided (every lossy search)
    // is more severe than a violation.
    let merged = systems
    if merged.contains(where: { !$0.undecided.isEmpty || !$0.isComplete || $0.isLossy }) {
      status = status.combined(with: .incomplete)
    }
    if merged.contains(where: { !$0.violations.isEmpty }) {
      status = status.combined(with: .findings)
    }
    return status.rawValue
  }
}

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
public struct SwarmMerge: Sendable {
  /// One member's report, decoded.
  public struct Member: Sendable {
    /// Where the report came from (a file name, or `member 3`).
    public var label: String
    /// The report's JSON object.
    public var report: [String: JSON]
  }

  /// The members, in order.
  public var members: [Member]
  /// Problems with the inputs (unreadable, not a check report, other systems).
  public private(set) var problems: [String] = []

  /// Decodes members from report texts; a text that is not a check report is a problem.
  public init(reports: [(label: String, text: String)]) {
    members = []
    for (label, text) in reports {
      guard case .object(let object)? = JSON.parse(Data(text.utf8)), object["systems"] != nil else {
        problems.append("\(label): not a JSON report of `interplay check`")
        continue
      }
      members.append(Member(label: label, report: object))
    }
    let names = members.map { Self.systemNames($0.report) }
    if let first = names.first, names.contains(where: { $0 != first }) {
      problems.append(
        "the reports are of different systems: \(names.map { $0.joined(separator: ", ") })")
    }
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

  /// The exit status of the swarm: 65 for input errors any member reported, 2 when
  /// something is undecided by every member or the members were lossy (they refute but
  /// cannot prove), 1 for a violation, else 0.
  public var status: Int32 {
    if !problems.isEmpty { return 65 }
    let statuses = members.compactMap { $0.report["status"]?.intValue.map { Int32(clamping: $0) } }
    if statuses.contains(where: { $0 >= 64 }) { return statuses.first { $0 >= 64 }! }
    // As `check`: the most severe wins, and something undecided (every lossy search)
    // is more severe than a violation.
    let merged = systems
    if merged.contains(where: { !$0.undecided.isEmpty || !$0.isComplete || $0.isLossy }) {
      return 2
    }
    if merged.contains(where: { !$0.violations.isEmpty }) { return 1 }
    return 0
  }
}

import Foundation
import InterplayDiagnostics

/// The merged verdict as text and as JSON.
extension SwarmMerge {
  /// The text report: per system, what the members covered, each violation once (with
  /// the member that found its shortest counterexample) and what stays undecided.
  public func text() -> String {
    var lines = problems
    for system in systems {
      let name = TextEscaping.line(system.name)
      let states = system.memberStates
      let probability =
        system.missProbability.map {
          ", probability that every member missed some state at most \(Self.decimal($0))"
        } ?? ""
      lines.append(
        "\(name): swarm of \(system.entries.count) searches, states per member "
          + "\(CheckTextRenderer.grouped(states.min() ?? 0)) to \(CheckTextRenderer.grouped(states.max() ?? 0))"
          + probability)
      for finding in system.violations {
        let violation = finding.violation
        let id = TextEscaping.line(violation["id"]?.stringValue ?? "check")
        let message = TextEscaping.line(
          violation["location"]?.objectValue?["message"]?.stringValue ?? "")
        let source = TextEscaping.line(members[finding.member].label)
        var line =
          "  error[\(id)]: \(message) (\(finding.length) steps, from \(source); "
          + "found by \(finding.foundBy) of \(system.entries.count))"
        if let file = violation["traceFile"]?.stringValue {
          line += "\n    replay: interplay run --replay \(TextEscaping.line(file))"
        }
        lines.append(line)
      }
      if !system.undecided.isEmpty {
        lines.append(
          "  undecided: " + system.undecided.map(TextEscaping.line).joined(separator: ", "))
      }
      let count = system.violations.count
      lines.append(
        count == 0
          ? "\(name): no violations found by any member"
          : "\(name): \(count) violation\(count == 1 ? "" : "s")")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The JSON report: `version`, `status`, `members` (labels), `problems`, the first
  /// member's `diagnostics`, and `systems`, each with `name`, `complete`, `undecided`,
  /// `memberStates`, `missProbability` and `violations` (each member's violation object
  /// plus `member` and `foundBy`).
  public func json() -> String {
    let merged: [JSON] = systems.map { system in
      var object: [String: JSON] = [
        "name": .string(system.name), "complete": .bool(system.isComplete),
        "undecided": .array(system.undecided.map(JSON.string)),
        "memberStates": .array(system.memberStates.map(JSON.int)),
        "violations": .array(
          system.violations.map { finding in
            var violation = finding.violation
            violation["member"] = .string(members[finding.member].label)
            violation["foundBy"] = .int(finding.foundBy)
            return .object(violation)
          }),
      ]
      if let probability = system.missProbability {
        object["missProbability"] = .double(probability)
      }
      return .object(object)
    }
    let document: JSON = .object([
      "version": 1, "status": .int(Int(status)),
      "members": .array(members.map { .string($0.label) }),
      "problems": .array(problems.map(JSON.string)),
      "diagnostics": members.first?.report["diagnostics"] ?? .array([]),
      "systems": .array(merged),
    ])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  static func decimal(_ value: Double) -> String {
    guard value.isFinite else { return "1" }
    return value >= 0.001 || value == 0
      ? String(format: "%.3f", value) : String(format: "%.1e", value)
  }
}

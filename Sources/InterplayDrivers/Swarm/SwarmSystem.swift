import InterplayDiagnostics

/// One system as a swarm saw it: its members' entries in their reports, merged.
public struct SwarmSystem: Sendable {
  /// The system's name.
  public var name: String
  /// Each member's number and its entry for this system.
  public var entries: [(member: Int, entry: [String: JSON])]

  /// One violation, as the member with the shortest counterexample reported it.
  public struct Finding: Sendable {
    /// The member that found it (0-based).
    public var member: Int
    /// How many members found it.
    public var foundBy: Int
    /// The member's violation object (`check`, `id`, `name`, `location`, `traceFile`,
    /// `counterexample`).
    public var violation: [String: JSON]
    /// The counterexample's length.
    public var length: Int
  }

  /// The violations any member found, once each, in the order first found.
  public var violations: [Finding] {
    var order: [String] = []
    var best: [String: Finding] = [:]
    for (member, entry) in entries {
      for violation in entry["violations"]?.arrayValue?.compactMap(\.objectValue) ?? [] {
        let key = [
          violation["check"]?.stringValue, violation["name"]?.stringValue,
          violation["location"]?.objectValue?["message"]?.stringValue,
        ].map { $0 ?? "" }.joined(separator: "\u{1F}")
        let length = violation["counterexample"]?.objectValue?["length"]?.intValue ?? 0
        if var known = best[key] {
          known.foundBy += 1
          if length < known.length {
            known.member = member
            known.violation = violation
            known.length = length
          }
          best[key] = known
        } else {
          order.append(key)
          best[key] = Finding(member: member, foundBy: 1, violation: violation, length: length)
        }
      }
    }
    return order.map { best[$0]! }
  }

  /// The properties every member left undecided and none violated, sorted.
  public var undecided: [String] {
    let violated = Set(violations.compactMap { $0.violation["name"]?.stringValue })
    var common: Set<String>?
    for (_, entry) in entries {
      let names = Set(entry["undecided"]?.arrayValue?.compactMap(\.stringValue) ?? [])
      common = common.map { $0.intersection(names) } ?? names
    }
    return (common ?? []).subtracting(violated).sorted()
  }

  /// Whether some member searched to the end (no limit stopped it).
  public var isComplete: Bool {
    entries.contains { $0.entry["complete"]?.boolValue == true }
  }

  /// Whether the members searched with lossy storage.
  public var isLossy: Bool {
    entries.contains { $0.entry["statistics"]?.objectValue?["lossy"] != nil }
  }

  /// Each member's stored states, in member order.
  public var memberStates: [Int] {
    entries.map { $0.entry["statistics"]?.objectValue?["states"]?.intValue ?? 0 }
  }

  /// The smallest miss probability a lossy member reported; nil when none was lossy.
  public var missProbability: Double? {
    entries.compactMap {
      $0.entry["statistics"]?.objectValue?["lossy"]?.objectValue?["missProbability"]?.doubleValue
    }.min()
  }
}

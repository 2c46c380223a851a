/// Activation bars of a sequence diagram's lifelines as text exporters write them: a
/// scope pushed activates its companions, a pop deactivates them.
///
/// Mermaid and PlantUML both reject deactivating a lifeline that is not active, which a
/// sequence may do (it pops a scope its `after` prefix or the model pushed), so only
/// active lifelines are deactivated. A push or pop inside a fragment branch holds for
/// that branch only, as in the SVG: ``restore(_:)`` undoes it at the branch's end.
struct SequenceActivations {
  /// The open activations of each participant.
  private(set) var counts: [Int]

  /// No lifeline active.
  init(participants: Int) { counts = Array(repeating: 0, count: participants) }

  /// The participants to activate for a push, or to deactivate for a pop (those active).
  mutating func apply(_ mark: SequenceDiagram.ScopeMark) -> [Int] {
    var changed: [Int] = []
    for participant in mark.participants where counts.indices.contains(participant) {
      if mark.isPush {
        counts[participant] += 1
        changed.append(participant)
      } else if counts[participant] > 0 {
        counts[participant] -= 1
        changed.append(participant)
      }
    }
    return changed
  }

  /// Returns to `saved`: the activations to close (in order, one entry per bar) and to
  /// open again.
  mutating func restore(_ saved: [Int]) -> (deactivate: [Int], activate: [Int]) {
    var deactivate: [Int] = []
    var activate: [Int] = []
    for participant in counts.indices {
      while counts[participant] > saved[participant] {
        counts[participant] -= 1
        deactivate.append(participant)
      }
      while counts[participant] < saved[participant] {
        counts[participant] += 1
        activate.append(participant)
      }
    }
    return (deactivate, activate)
  }
}

extension SequenceDiagram {
  /// The operator word of a fragment (`loop` of `loop 1...3`) and the rest of its tag.
  static func fragmentOperator(_ kind: String) -> (word: String, rest: String) {
    let parts = kind.split(separator: " ", maxSplits: 1).map(String.init)
    return (parts.first ?? "", parts.count > 1 ? parts[1] : "")
  }

  /// The participants a note covers: its own, or every lifeline when it names none.
  func covered(by note: Note) -> [Int] {
    let over = note.over.filter { participants.indices.contains($0) }
    return over.isEmpty ? Array(participants.indices) : over
  }

  /// The lifelines the items draw on (messages, notes, marks, nested fragments), in
  /// order; every lifeline when they draw on none.
  func touched(by items: [Item]) -> [Int] {
    var found = Set<Int>()
    func visit(_ items: [Item]) {
      for item in items {
        switch item {
        case .message(let message): found.formUnion([message.from, message.to])
        case .note(let note): found.formUnion(covered(by: note))
        case .scope(let mark): found.formUnion(mark.participants)
        case .fragment(let fragment): fragment.branches.forEach { visit($0.items) }
        case .states(let marks): found.formUnion(marks.map(\.participant))
        case .reference: found.formUnion(participants.indices)
        }
      }
    }
    visit(items)
    let result = found.filter { participants.indices.contains($0) }.sorted()
    return result.isEmpty ? Array(participants.indices) : result
  }

  /// The caption and the title: `sequence ShowLocation`.
  var heading: String { caption + " " + title }
}

import InterplayModel

extension SequenceDiagram {
  /// The name of the scope `actor` belongs to (as a companion, or a sub-actor of one);
  /// nil for an actor outside every scope.
  static func scopeName(of actor: ActorID, in model: Model) -> String? {
    var current: ActorID? = actor
    while let id = current {
      if let scope = model.scopes.first(where: { $0.actors.contains(id) }) { return scope.name }
      current = model[id].parent
    }
    return nil
  }

  /// The same diagram with the participants of one scope next to each other: each scope's
  /// participants move up to where its first one stands, keeping their order; the items
  /// follow their participants.
  func groupedByScope() -> SequenceDiagram {
    var order: [Int] = []
    var placed = Set<String>()
    for (index, participant) in participants.enumerated() {
      guard let scope = participant.scope else {
        order.append(index)
        continue
      }
      guard placed.insert(scope).inserted else { continue }
      order += participants.indices.filter { participants[$0].scope == scope }
    }
    guard order != Array(participants.indices) else { return self }
    var position = Array(repeating: 0, count: participants.count)
    for (new, old) in order.enumerated() { position[old] = new }
    func remap(_ items: [Item]) -> [Item] {
      items.map { item in
        switch item {
        case .message(var message):
          message.from = position[message.from]
          message.to = position[message.to]
          return .message(message)
        case .note(var note):
          note.over = note.over.map { position[$0] }
          return .note(note)
        case .scope(var mark):
          mark.participants = mark.participants.map { position[$0] }.sorted()
          return .scope(mark)
        case .fragment(var fragment):
          fragment.branches = fragment.branches.map {
            Fragment.Branch(guardText: $0.guardText, items: remap($0.items))
          }
          return .fragment(fragment)
        case .states(let marks):
          return .states(
            marks.map {
              StateMark(
                participant: position[$0.participant], state: $0.state,
                isHighlighted: $0.isHighlighted)
            }.sorted { $0.participant < $1.participant })
        case .reference: return item
        }
      }
    }
    return SequenceDiagram(
      title: title, caption: caption, participants: order.map { participants[$0] },
      items: remap(items))
  }

  /// The runs of adjacent participants of one scope, left to right: each is drawn in a
  /// box labelled with the scope's name.
  var scopeRuns: [(scope: String, range: ClosedRange<Int>)] {
    var runs: [(scope: String, range: ClosedRange<Int>)] = []
    for (index, participant) in participants.enumerated() {
      guard let scope = participant.scope else { continue }
      if let last = runs.last, last.scope == scope, last.range.upperBound == index - 1 {
        runs[runs.count - 1].range = last.range.lowerBound...index
      } else {
        runs.append((scope, index...index))
      }
    }
    return runs
  }

  /// The participants whose lifeline starts at a push: those whose first scope mark, in
  /// item order, pushes their scope. The others exist from the top (a participant popped
  /// first was pushed before the diagram begins).
  var createdAtPush: Set<Int> {
    var seen = Set<Int>()
    var created = Set<Int>()
    func visit(_ items: [Item]) {
      for item in items {
        switch item {
        case .scope(let mark):
          for participant in mark.participants where seen.insert(participant).inserted {
            if mark.isPush { created.insert(participant) }
          }
        case .fragment(let fragment): fragment.branches.forEach { visit($0.items) }
        default: break
        }
      }
    }
    visit(items)
    return created
  }
}

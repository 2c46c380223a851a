/// Where the text exports create and destroy scope companions' lifelines.
///
/// Mermaid (10.3 and later) ties both to a message: `create participant` must come just
/// before a message to the participant, and `destroy` just before a message to or from
/// it. PlantUML's `create` is written before the first message the participant receives
/// too, and its `destroy` anywhere. So a companion whose lifeline starts at a push is
/// created at the first message it receives, when that is the first message it takes
/// part in (otherwise it is declared at the top, as in older diagrams); a companion is
/// destroyed at the pop that follows its last message, when no later item marks its
/// scope again (Mermaid: at that last message, unless it creates a participant or
/// destroys another). Only the
/// first life of a companion pushed several times is drawn this way.
struct SequenceLifecycle {
  /// The participant created just before the message with this ordinal (messages
  /// counted in item order, fragments' branches in order).
  private(set) var createBefore: [Int: Int] = [:]
  /// Mermaid: the participant destroyed just before the message with this ordinal.
  private(set) var destroyBeforeMessage: [Int: Int] = [:]
  /// PlantUML: the participants destroyed at the scope mark with this ordinal.
  private(set) var destroyAtMark: [Int: [Int]] = [:]

  /// The participants declared where they are created rather than at the top.
  var created: Set<Int> { Set(createBefore.values) }

  /// Messages and scope marks written so far, as an exporter walks the items.
  private var messagesWritten = 0
  private var marksWritten = 0
  /// Participants whose creating message is not written yet: nothing may name them
  /// before it (both tools would declare them at the top).
  private var pending: Set<Int> = []
  /// The text of push marks none of whose participants exist yet, written after the next
  /// creating message.
  private var deferredNotes: [String] = []

  /// Whether the participant may be named: it is not waiting for its creating message.
  func exists(_ participant: Int) -> Bool { !pending.contains(participant) }

  /// The participants among `participants` that may be named now; when none may, those
  /// of all `count` participants that may (a note over them stays in the picture).
  func existing(_ participants: [Int], of count: Int) -> [Int] {
    let present = participants.filter(exists)
    return present.isEmpty ? (0..<count).filter(exists) : present
  }

  /// Keeps a mark's text until the next creating message.
  mutating func deferNote(_ text: String) { deferredNotes.append(text) }

  /// The marks' texts kept for the creating message just written.
  mutating func takeDeferredNotes() -> [String] {
    defer { deferredNotes = [] }
    return deferredNotes
  }

  /// For the next message written: the participant to create, and (Mermaid) to destroy,
  /// just before it.
  mutating func nextMessage() -> (create: Int?, destroy: Int?) {
    defer { messagesWritten += 1 }
    if let created = createBefore[messagesWritten] { pending.remove(created) }
    return (createBefore[messagesWritten], destroyBeforeMessage[messagesWritten])
  }

  /// For the next scope mark written: the participants (PlantUML) destroys there.
  mutating func nextMark() -> [Int] {
    defer { marksWritten += 1 }
    return destroyAtMark[marksWritten] ?? []
  }

  private enum Event {
    case message(ordinal: Int, from: Int, to: Int)
    case mark(ordinal: Int, SequenceDiagram.ScopeMark)
  }

  /// The plan for `diagram`.
  init(_ diagram: SequenceDiagram) {
    var events: [Event] = []
    var messages = 0
    var marks = 0
    func visit(_ items: [SequenceDiagram.Item]) {
      for item in items {
        switch item {
        case .message(let message):
          events.append(.message(ordinal: messages, from: message.from, to: message.to))
          messages += 1
        case .scope(let mark):
          events.append(.mark(ordinal: marks, mark))
          marks += 1
        case .fragment(let fragment): fragment.branches.forEach { visit($0.items) }
        default: break
        }
      }
    }
    visit(diagram.items)
    func involves(_ event: Event, _ participant: Int) -> Bool {
      switch event {
      case .message(_, let from, let to): from == participant || to == participant
      case .mark(_, let mark): mark.participants.contains(participant)
      }
    }
    let pushed = diagram.createdAtPush
    func messageEvents(_ participant: Int) -> [Int] {
      events.indices.filter {
        if case .message = events[$0] { involves(events[$0], participant) } else { false }
      }
    }
    for participant in diagram.participants.indices where pushed.contains(participant) {
      if let first = messageEvents(participant).first,
        case .message(let ordinal, _, let to) = events[first], to == participant
      {
        createBefore[ordinal] = participant
      }
    }
    pending = Set(createBefore.values)
    for participant in diagram.participants.indices {
      let messages = messageEvents(participant)
      // The pop after the last message, with no later mark of the scope.
      let after = (messages.last ?? -1) + 1
      guard
        let pop = events.indices.dropFirst(after).first(where: {
          if case .mark(_, let mark) = events[$0] {
            !mark.isPush && mark.participants.contains(participant)
          } else {
            false
          }
        }),
        !events[(pop + 1)...].contains(where: { involves($0, participant) }),
        case .mark(let markOrdinal, _) = events[pop]
      else { continue }
      destroyAtMark[markOrdinal, default: []].append(participant)
      if let last = messages.last, case .message(let ordinal, _, _) = events[last],
        createBefore[ordinal] == nil, destroyBeforeMessage[ordinal] == nil
      {
        destroyBeforeMessage[ordinal] = participant
      }
    }
  }
}

import InterplayModel

extension SequenceDiagram {
  /// The diagram of an authored sequence: lifelines for the actors it mentions, those of
  /// `participants(...)` first, the others in the order they first appear, each under its
  /// display text when it has one; its `after` prefix as a `ref` box at the top;
  /// messages (their own label, else the case's display text, else the case; numbered
  /// with `autonumber`; a lost one ending in a cross), replies, notes (over or beside lifelines), scope marks, fragments
  /// and groups as written. A `push` or `pop` covers the scope's companions and their
  /// sub-actors. The participants of one scope stand next to each other (see
  /// ``SequenceDiagram/Participant/scope``). The title is the sequence's `title`, else
  /// its name.
  public init(_ sequence: InteractionSequence, in model: Model) {
    var order: [ActorID] = []
    for actor in sequence.participantOrder where !order.contains(actor) { order.append(actor) }
    var number = 0
    func visit(_ items: [SequenceStep]) {
      for item in items {
        switch item {
        case .message(let message):
          for actor in [message.from, message.to] where !order.contains(actor) {
            order.append(actor)
          }
        case .note(let over, _, _):
          for actor in over where !order.contains(actor) { order.append(actor) }
        case .sideNote(_, let actor, _, _):
          if !order.contains(actor) { order.append(actor) }
        case .push, .pop: break
        case .fragment(let fragment): for branch in fragment.branches { visit(branch.items) }
        }
      }
    }
    visit(sequence.items)
    let index = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($0.element, $0.offset) })
    let text = ModelText(model: model, actor: nil)

    func companions(of scope: ScopeID) -> [Int] {
      order.enumerated().filter { _, actor in
        var current: ActorID? = actor
        while let id = current {
          if model[scope].actors.contains(id) { return true }
          current = model[id].parent
        }
        return false
      }.map(\.offset)
    }

    func convert(_ items: [SequenceStep]) -> [Item] {
      items.map { item -> Item in
        switch item {
        case .message(let message):
          let notification = model[message.notification]
          let name = notification.displayName ?? notification.name
          let arguments = message.arguments.map(text.expr)
          var label =
            message.label
            ?? (arguments.isEmpty ? name : name + "(" + arguments.joined(separator: ", ") + ")")
          if sequence.isAutonumbered {
            number += 1
            label = "\(number). " + label
          }
          let kind: MessageKind =
            message.isReply
            ? .reply : model[message.notification.notifier].kind == .request ? .request : .event
          return .message(
            Message(
              from: index[message.from]!, to: index[message.to]!, label: label, kind: kind,
              isLost: message.isLost))
        case .note(let over, let noteText, _):
          return .note(Note(over: over.compactMap { index[$0] }, text: noteText))
        case .sideNote(let side, let actor, let noteText, _):
          return .note(Note(over: index[actor].map { [$0] } ?? [], text: noteText, side: side))
        case .push(let scope, _):
          return .scope(
            ScopeMark(name: model[scope].name, participants: companions(of: scope), isPush: true))
        case .pop(let scope, _):
          return .scope(
            ScopeMark(name: model[scope].name, participants: companions(of: scope), isPush: false))
        case .fragment(let fragment):
          var name = fragment.kind.rawValue
          if let bounds = fragment.bounds { name += " \(bounds.lowerBound)...\(bounds.upperBound)" }
          let branches = fragment.branches.map {
            Fragment.Branch(guardText: $0.label, items: convert($0.items))
          }
          return .fragment(Fragment(kind: name, branches: branches))
        }
      }
    }

    var items = convert(sequence.items)
    if let prefix = sequence.after, model.sequences.indices.contains(prefix) {
      items.insert(.reference(model.sequences[prefix].name), at: 0)
    }
    self.init(
      title: sequence.title ?? sequence.name,
      caption: sequence.isForbidden ? "forbidden sequence" : "sequence",
      participants: order.map {
        Participant(
          name: model[$0].displayName ?? model[$0].path, role: model[$0].role,
          isStub: model[$0].isStub, scope: Self.scopeName(of: $0, in: model))
      },
      items: items)
    self = groupedByScope()
  }
}

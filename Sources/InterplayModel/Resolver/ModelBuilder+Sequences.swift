import InterplayDiagnostics
import InterplaySyntax

/// Pass 10: authored sequences.
extension ModelBuilder {
  func resolveSequences() {
    var seen = NameMap<SourceRange>(expected: sequenceDecls.count)
    // The declarations kept, by index: a copy of each (as iterating makes) retains its syntax,
    // which a large model's resolution reads back from memory, not from the cache.
    var kept: [Int] = []
    kept.reserveCapacity(sequenceDecls.count)
    for index in sequenceDecls.indices {
      let name = sequenceDecls[index].name
      if let first = seen[name.name] {
        duplicate(
          "resolve.duplicate-sequence", "duplicate sequence '\(name.name)'", name: name,
          first: first)
        continue
      }
      seen[name.name] = name.range
      kept.append(index)
      var sequence = InteractionSequence(
        name: name.name, isForbidden: sequenceDecls[index].isForbidden,
        items: resolveSteps(sequenceDecls[index].items), nameRange: name.range,
        range: sequenceDecls[index].range)
      sequence.isStrict = sequenceDecls[index].isStrict
      sequence.title = sequenceDecls[index].title?.value
      sequence.isAutonumbered = sequenceDecls[index].isAutonumbered
      sequence.participantOrder = sequenceDecls[index].participants.compactMap {
        resolveActorPath($0.components[...], from: nil)
      }
      model.sequences.append(sequence)
    }
    resolvePrefixes(kept)
    checkSequenceLengths()
  }

  /// `after Prefix`: the prefix must be a sequence, not a forbidden one (it must happen),
  /// and following prefixes must not lead back to the sequence. `kept` holds the index in
  /// `sequenceDecls` of each sequence of `model.sequences`.
  private func resolvePrefixes(_ kept: [Int]) {
    // Most sequences have no prefix: then there is nothing to look up, and no table of names
    // (nor list of suggestions) to build.
    guard kept.contains(where: { sequenceDecls[$0].after != nil }) else { return }
    var indices = NameMap<Int>(expected: model.sequences.count)
    for index in model.sequences.indices { indices[model.sequences[index].name] = index }
    for (index, declIndex) in kept.enumerated() {
      guard let after = sequenceDecls[declIndex].after, !after.name.isEmpty else { continue }
      guard let prefix = indices[after.name] else {
        unknown(
          "resolve.unknown-sequence", "unknown sequence '\(after.name)'", name: after,
          candidates: model.sequences.map { (name: $0.name, range: Optional($0.nameRange)) })
        continue
      }
      if model.sequences[prefix].isForbidden {
        error(
          "resolve.forbidden-prefix",
          "forbidden sequence '\(after.name)' cannot be played first: it must never happen",
          at: after.range,
          notes: [
            DiagnosticNote("'\(after.name)' declared here", at: model.sequences[prefix].nameRange)
          ])
        continue
      }
      bind(.sequence(prefix), at: after.range)
      model.sequences[index].after = prefix
    }
    // Each cycle is reported once, at its first sequence, whose prefix is then dropped.
    for index in model.sequences.indices where model.sequences[index].after != nil {
      var chain = [index]
      var next = model.sequences[index].after
      while let current = next, current != index, !chain.contains(current) {
        chain.append(current)
        next = model.sequences[current].after
      }
      guard next == index, let after = sequenceDecls[kept[index]].after else { continue }
      let names = (chain + [index]).map { "'\(model.sequences[$0].name)'" }
      error(
        "resolve.sequence-cycle",
        "sequence '\(model.sequences[index].name)' follows itself: "
          + names.joined(separator: " after "),
        at: after.range,
        notes: chain.dropFirst().compactMap { member in
          sequenceDecls[kept[member]].after.map {
            DiagnosticNote(
              "'\(model.sequences[member].name)' is played after '\($0.name)' here", at: $0.range)
          }
        })
      model.sequences[index].after = nil
    }
  }

  private func resolveSteps(_ items: [SequenceItem]) -> [SequenceStep] {
    // By index: `compactMap` would copy each item before `resolveStep` copies its payload.
    var steps: [SequenceStep] = []
    steps.reserveCapacity(items.count)
    for index in items.indices {
      if let step = resolveStep(items[index]) { steps.append(step) }
    }
    return steps
  }

  private func resolveStep(_ item: SequenceItem) -> SequenceStep? {
    switch item {
    case .message(let message):
      return resolveMessage(message).map(SequenceStep.message)
    case .note(let over, let text, let range):
      let actors = over.compactMap { resolveActorPath($0.components[...], from: nil) }
      guard actors.count == over.count else { return nil }
      return .note(over: actors, text: text.value, range: range)
    case .sideNote(let side, let actor, let text, let range):
      return resolveActorPath(actor.components[...], from: nil).map {
        .sideNote(NoteSide(side), of: $0, text: text.value, range: range)
      }
    case .push(let scope, let range):
      return resolveScope(scope).map { .push($0, range: range) }
    case .pop(let scope, let range):
      return resolveScope(scope).map { .pop($0, range: range) }
    case .fragment(let kind, let bounds, let branches, let range):
      var resolvedBounds: ClosedRange<Int>?
      if let bounds {
        if bounds.lower.value < 0 || bounds.lower.value > bounds.upper.value {
          error(
            "resolve.invalid-count",
            "loop bounds \(bounds.lower.value)...\(bounds.upper.value) are invalid",
            at: bounds.lower.range.union(bounds.upper.range))
        } else if isWithinLimit(
          bounds.upper, ModelLimits.maxLoopCount, "limit.loop-count", "loop count")
        {
          resolvedBounds = bounds.lower.value...bounds.upper.value
        }
      }
      return .fragment(
        Fragment(
          kind: FragmentKind(kind), bounds: resolvedBounds,
          branches: branches.map {
            Fragment.Branch(label: $0.label?.value, items: resolveSteps($0.items), range: $0.range)
          }, range: range))
    case .error:
      return nil
    }
  }

  /// `A -> B: case(args)`: a request of B that A requests, or an event of A that B
  /// observes. `B --> A: case(value)`: B's reply to A's request `case`. Written without
  /// arguments, a message matches any payload; with arguments, the arity must be exact.
  private func resolveMessage(_ message: MessageSyntax) -> Message? {
    var resolved = resolveMessageNotification(message)
    resolved?.label = message.label?.value
    resolved?.isLost = message.isLost
    return resolved
  }

  private func resolveMessageNotification(_ message: MessageSyntax) -> Message? {
    let sender = resolveActorPath(message.from.components[...], from: nil)
    let receiver = resolveActorPath(message.to.components[...], from: nil)
    guard let from = sender, let to = receiver else { return nil }
    let name = message.name
    if message.isReply {
      guard let notifier = model.actors[from.rawValue].requestNotifier,
        let index = caseIndex(notifier, named: name.name)
      else {
        unknown(
          "resolve.unknown-case",
          "'\(model.actors[from.rawValue].path)' has no request '\(name.name)' to reply to",
          name: name, candidates: cases(of: model.actors[from.rawValue].requestNotifier))
        return nil
      }
      let ref = NotificationRef(notifier: notifier, caseIndex: index)
      bind(.notificationCase(ref), at: name.range)
      if from != to && !model.actors[to.rawValue].requests.contains(notifier) {
        error(
          "resolve.message-not-on-pathway",
          "'\(model.actors[to.rawValue].path)' does not request '\(model.actors[from.rawValue].path).request'",
          at: message.range)
      }
      guard model[ref].replyType != nil else {
        error(
          "resolve.reply-without-type",
          "request '\(model.actors[from.rawValue].path).\(name.name)' has no reply type",
          at: name.range)
        return nil
      }
      let payload = constantPayload(
        message.arguments, of: ref, isReply: true, name: name, range: message.range)
      return Message(
        from: from, to: to, notification: ref, isReply: true, arguments: payload?.arguments ?? [],
        matchesAnyPayload: payload?.matchesAny ?? true, range: message.range)
    }
    var ref: NotificationRef
    if let notifier = model.actors[to.rawValue].requestNotifier,
      let index = caseIndex(notifier, named: name.name)
    {
      ref = NotificationRef(notifier: notifier, caseIndex: index)
      bind(.notificationCase(ref), at: name.range)
      if from != to && !model.actors[from.rawValue].requests.contains(notifier) {
        error(
          "resolve.message-not-on-pathway",
          "'\(model.actors[from.rawValue].path)' does not request '\(model.actors[to.rawValue].path).request'",
          at: message.range)
      }
    } else if let notifier = model.actors[from.rawValue].eventNotifier,
      let index = caseIndex(notifier, named: name.name)
    {
      ref = NotificationRef(notifier: notifier, caseIndex: index)
      bind(.notificationCase(ref), at: name.range)
      if !model.actors[to.rawValue].observes.contains(notifier) {
        error(
          "resolve.message-not-on-pathway",
          "'\(model.actors[to.rawValue].path)' does not observe '\(model.actors[from.rawValue].path).event'",
          at: message.range)
      }
    } else {
      unknown(
        "resolve.unknown-case",
        "'\(name.name)' is neither a request of '\(model.actors[to.rawValue].path)' nor an event of '\(model.actors[from.rawValue].path)'",
        name: name,
        candidates: cases(of: model.actors[to.rawValue].requestNotifier)
          + cases(of: model.actors[from.rawValue].eventNotifier))
      return nil
    }
    let payload = constantPayload(
      message.arguments, of: ref, isReply: false, name: name, range: message.range)
    return Message(
      from: from, to: to, notification: ref, isReply: false, arguments: payload?.arguments ?? [],
      matchesAnyPayload: payload?.matchesAny ?? true, range: message.range)
  }

  /// The case names of a notifier, for suggestions.
  func cases(of notifier: NotifierID?) -> [(name: String, range: SourceRange?)] {
    notifier.map { model[$0].cases.map { ($0.name, $0.nameRange) } } ?? []
  }
}

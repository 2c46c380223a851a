import InterplayDiagnostics
import InterplaySyntax

/// The limits of ``ModelLimits``: each mistake has its own `limit.*` id, reported where
/// the count is written, so every command refuses the model before it is compiled.
extension ModelBuilder {
  /// Whether a written count is at most `limit`; reports `id` at the count otherwise.
  func isWithinLimit(_ count: IntLiteral, _ limit: Int, _ id: DiagnosticID, _ what: String)
    -> Bool
  {
    guard count.value > limit else { return true }
    error(id, "\(what) \(count.value) exceeds the limit of \(limit)", at: count.range)
    return false
  }

  /// Whether `Int(lower...upper)` has at most ``ModelLimits/maxValues`` values; reports
  /// `limit.type-values` at `range` otherwise.
  func isWithinValueLimit(lower: Int, upper: Int, at range: SourceRange) -> Bool {
    let (width, overflow) = upper.subtractingReportingOverflow(lower)
    guard overflow || width >= ModelLimits.maxValues else { return true }
    error(
      "limit.type-values",
      "range \(lower)...\(upper) has more than \(ModelLimits.maxValues) values, the limit for a type",
      at: range)
    return false
  }

  /// Pass 2, after the type declarations: enums with too many cases or values, opaque
  /// types with too many tokens.
  func checkTypeLimits() {
    for (id, decl) in enumDecls {
      if decl.cases.count > ModelLimits.maxEnumCases {
        error(
          "limit.enum-cases",
          "enum '\(decl.name.name)' has \(decl.cases.count) cases, more than the limit of \(ModelLimits.maxEnumCases)",
          at: decl.name.range)
        continue
      }
      var counts: [TypeID: Int] = [:]
      let values = valueCount(of: id, memo: &counts)
      if values > ModelLimits.maxValues {
        error(
          "limit.type-values",
          "enum '\(decl.name.name)' has more than \(ModelLimits.maxValues) values with its payloads, the limit for a type",
          at: decl.name.range)
      }
    }
    for (_, decl) in opaqueDecls {
      guard let count = decl.count, count.value > ModelLimits.maxValues else { continue }
      error(
        "limit.type-values",
        "opaque type '\(decl.name.name)' has \(count.value) tokens, more than the limit of \(ModelLimits.maxValues) values for a type",
        at: count.range)
    }
  }

  /// The number of values of a type, saturating just past ``ModelLimits/maxValues``;
  /// memoized so nested payload enums are counted once (recursive enums were broken
  /// before this runs).
  private func valueCount(of type: TypeID, memo: inout [TypeID: Int]) -> Int {
    if let known = memo[type] { return known }
    let cap = ModelLimits.maxValues + 1
    var result = 0
    switch model.types[type.rawValue].kind {
    case .enumeration(let cases):
      memo[type] = cap  // a cycle left over counts as too many, never as a loop
      for enumCase in cases {
        var product = 1
        for parameter in enumCase.parameters {
          let (next, overflow) = product.multipliedReportingOverflow(
            by: valueCount(of: parameter.type, memo: &memo))
          product = overflow ? cap : min(next, cap)
        }
        result = min(result + product, cap)
      }
    default: result = min(model.valueCount(of: type), cap)
    }
    memo[type] = result
    return result
  }

  /// After the actors and their notifiers: how many the runtime can tell apart.
  func checkSystemLimits() {
    if model.actors.count > ModelLimits.maxActors {
      let actor = model.actors[ModelLimits.maxActors]
      error(
        "limit.actors",
        "the system declares \(model.actors.count) actors, more than the limit of \(ModelLimits.maxActors)",
        at: actor.nameRange)
    }
    var cases = 0
    for notifier in model.notifiers {
      cases += notifier.cases.count
      if cases > ModelLimits.maxNotificationCases {
        error(
          "limit.notification-cases",
          "the system declares more than \(ModelLimits.maxNotificationCases) notification cases, the limit",
          at: notifier.range)
        return
      }
    }
  }

  /// After the behaviours (which actors are stubs is known then): each stub's choices in
  /// one state within ``ModelLimits/maxStubChoices``.
  func checkStubChoices() {
    let cap = ModelLimits.maxStubChoices
    for actor in model.actors where actor.isStub {
      var choices = 0
      func add(_ count: Int) { choices = count > cap - choices ? cap + 1 : choices + count }
      for notifier in actor.requests + (actor.eventNotifier.map { [$0] } ?? []) {
        for notification in model[notifier].cases {
          var product = 1
          for parameter in notification.parameters {
            let (next, overflow) = product.multipliedReportingOverflow(
              by: model.valueCount(of: parameter.type))
            product = overflow ? cap + 1 : min(next, cap + 1)
          }
          add(product)
        }
      }
      if let requests = actor.requestNotifier {
        for notification in model[requests].cases {
          if let reply = notification.replyType { add(model.valueCount(of: reply)) }
        }
      }
      guard choices > cap else { continue }
      error(
        "limit.stub-choices",
        "stub '\(actor.name)' may choose among more than \(cap) steps in one state (every case and payload it emits or sends, every reply value it gives), the limit",
        at: actor.nameRange)
    }
  }

  /// After the sequences and their prefixes: each must expand to at most
  /// ``ModelLimits/maxSequenceLength`` items, prefixes included.
  func checkSequenceLengths() {
    let cap = ModelLimits.maxSequenceLength + 1
    let own = model.sequences.map { InteractionSequence.expandedLength(of: $0.items, cap: cap) }
    for (index, sequence) in model.sequences.enumerated() {
      var length = own[index]
      var next = sequence.after
      var depth = 0
      // Prefixes never lead back (the resolver cut such cycles); the depth bound is a guard.
      while let prefix = next, length < cap, depth < model.sequences.count {
        length = min(length + own[prefix], cap)
        next = model.sequences[prefix].after
        depth += 1
      }
      if length > ModelLimits.maxSequenceLength {
        error(
          "limit.sequence-length",
          "sequence '\(sequence.name)' expands to more than \(ModelLimits.maxSequenceLength) items (loops repeated, prefixes included), the limit",
          at: sequence.nameRange)
      }
    }
  }
}

import InterplayDiagnostics
import InterplayModel

/// A sequence as a claim: its fragments resolved into linear runs of observable items,
/// matched in order against a run with anything allowed in between. This is the one
/// sequence matcher: the checker's claims and `run` (on the checker's search, or on the
/// executor's schedule with Swift stubs) all match through ``advance(_:by:)``.
///
/// A sequence written `after P` is matched as P's items (and P's prefix's, outermost
/// first) followed by its own. Each `alt` branch, an `opt` with its body, a `loop` with
/// its lower and with its upper count (a `loop` without bounds: once) is its own
/// **resolution**, and every resolution must be possible. A `par` is possible in some
/// interleaving, so a resolution is a set of **alternatives** (one per interleaving), any
/// of which may be witnessed. Notes are not observable. At most ``maxResolutions``
/// resolutions and ``maxAlternatives`` interleavings per resolution are formed.
///
/// Matching is greedy: each observation of a step (a delivery, a push, a pop, in record
/// order) that matches the next item advances the match by one. A run contains the items
/// as a subsequence exactly when the greedy match reaches the end.
public struct SequenceClaim: Sendable {
  /// One observable item, and the text it is written as.
  public struct Atom: Hashable, Sendable {
    /// What is observed.
    public enum Kind: Hashable, Sendable {
      /// A delivery: sender, receiver, case, reply flag, and the payload ordinals
      /// written (nil: any payload; a nil element, which the resolver rules out, never matches).
      case message(from: Int, to: Int, gid: Int, isReply: Bool, payload: [UInt32?]?)
      /// A scope pushed.
      case push(Int)
      /// A scope popped.
      case pop(Int)
    }
    /// What is observed.
    public var kind: Kind
    /// `Behaviour -> Service: locate`, `push Help`.
    public var text: String
    /// Where the item is written.
    public var range: SourceRange?

    /// Whether an observation of a step is this item.
    public func matches(_ event: StepEvent) -> Bool {
      switch (kind, event) {
      case (.push(let scope), .push(let pushed)): return scope == pushed
      case (.pop(let scope), .pop(let popped)): return scope == popped
      case (.message(let from, let to, let gid, let isReply, let payload), .delivered(let delivery)):
        let entry = delivery.entry
        guard entry.sender == from, delivery.receiver == to, entry.gid == gid,
          entry.isReply == isReply
        else { return false }
        guard let payload else { return true }
        return payload.count == entry.payload.count
          && zip(payload, entry.payload).allSatisfy { $0 == $1 }
      default: return false
      }
    }
  }

  /// One resolution of the fragments.
  public struct Resolution: Sendable {
    /// `alt "the bank accepts"`, `loop ×2`, or empty without fragments.
    public var label: String
    /// The interleavings; witnessing any one proves the resolution.
    public var alternatives: [[Atom]]
  }

  /// The most resolutions formed per sequence.
  public static let maxResolutions = 64
  /// The most interleavings formed per resolution.
  public static let maxAlternatives = 64

  /// The sequence claimed.
  public let sequence: InteractionSequence
  /// Its resolutions, prefixes included.
  public let resolutions: [Resolution]
  /// How many items of each alternative come from the prefixes (`after`).
  public let prefixLengths: [[Int]]
  /// Whether the sequence is `strict`: an observation among its participants that is not
  /// the next item ends the match.
  public let isStrict: Bool
  /// The participant actors (the sequence's and its prefixes').
  public let participantActors: Set<Int>
  /// The participant scopes (the sequence's and its prefixes').
  public let participantScopes: Set<Int>

  /// The value ``advance(_:by:atoms:)`` returns for a strict match that an unlisted
  /// participant observation ended.
  public static let dead = -1

  /// The claim of `sequence` in `system`'s model, prefixes first.
  public init(_ sequence: InteractionSequence, system: CompiledSystem) {
    self.sequence = sequence
    let builder = ClaimBuilder(system: system)
    let prefix = builder.resolve(Self.prefixItems(of: sequence, in: system.model))
    let own = builder.resolve(sequence.items)
    var resolutions: [Resolution] = []
    var lengths: [[Int]] = []
    outer: for before in prefix {
      for after in own {
        guard resolutions.count < Self.maxResolutions else { break outer }
        var joined = Resolution(label: after.label, alternatives: [])
        var counts: [Int] = []
        for left in before.alternatives {
          for right in after.alternatives
          where joined.alternatives.count < Self.maxAlternatives {
            joined.alternatives.append(left + right)
            counts.append(left.count)
          }
        }
        resolutions.append(joined)
        lengths.append(counts)
      }
    }
    self.resolutions = resolutions
    prefixLengths = lengths
    isStrict = sequence.isStrict
    var actors = Set<Int>()
    var scopes = Set<Int>()
    var next: InteractionSequence? = sequence
    var depth = 0
    while let current = next, depth <= system.model.sequences.count {
      let participants = current.participants
      actors.formUnion(participants.actors.map(\.rawValue))
      scopes.formUnion(participants.scopes.map(\.rawValue))
      next = current.after.flatMap {
        system.model.sequences.indices.contains($0) ? system.model.sequences[$0] : nil
      }
      depth += 1
    }
    participantActors = actors
    participantScopes = scopes
  }

  /// Whether an observation is among the participants: a delivery between two of them,
  /// or a push or pop of one of their scopes.
  public func isParticipant(_ event: StepEvent) -> Bool {
    switch event {
    case .delivered(let delivery):
      participantActors.contains(delivery.entry.sender)
        && participantActors.contains(delivery.receiver)
    case .push(let scope), .pop(let scope): participantScopes.contains(scope)
    default: false
    }
  }

  /// The number of items of `atoms` matched after `matched` were, once a step's
  /// observations are seen, under this claim's rule: ``advance(_:by:atoms:)``, and for a
  /// strict sequence ``dead`` when an observation among the participants is not the next
  /// item.
  public func advance(_ matched: Int, by record: StepRecord, in atoms: [Atom]) -> Int {
    guard isStrict else { return Self.advance(matched, by: record, atoms: atoms) }
    var matched = matched
    for event in record.events where matched >= 0 && matched < atoms.count {
      if atoms[matched].matches(event) {
        matched += 1
      } else if isParticipant(event) {
        matched = Self.dead
      }
    }
    return matched
  }

  /// The items of a sequence's prefixes, outermost first. The resolver rules out cycles;
  /// the bound keeps a hand-built model from looping.
  static func prefixItems(of sequence: InteractionSequence, in model: Model) -> [SequenceStep] {
    var items: [SequenceStep] = []
    var next = sequence.after
    var depth = 0
    while let index = next, model.sequences.indices.contains(index),
      depth < model.sequences.count
    {
      items = model.sequences[index].items + items
      next = model.sequences[index].after
      depth += 1
    }
    return items
  }

  /// The number of items of `atoms` matched after `matched` were, once a step's
  /// observations (in record order) are seen: the one matching rule.
  public static func advance(_ matched: Int, by record: StepRecord, atoms: [Atom]) -> Int {
    var matched = matched
    for event in record.events where matched < atoms.count {
      if atoms[matched].matches(event) { matched += 1 }
    }
    return matched
  }
}

/// Expands sequence items into resolutions.
struct ClaimBuilder {
  let system: CompiledSystem

  func resolve(_ items: [SequenceStep]) -> [SequenceClaim.Resolution] {
    var result = [SequenceClaim.Resolution(label: "", alternatives: [[]])]
    for item in items {
      let options = resolve(item)
      // Most items (a message, a mark, a loop of one count) have one option of one
      // alternative: extending in place keeps a long sequence linear, where concatenating
      // copies of the prefix made it quadratic.
      if options.count == 1, options[0].alternatives.count == 1 {
        for index in result.indices { Self.append(options[0], to: &result[index]) }
        continue
      }
      var next: [SequenceClaim.Resolution] = []
      for prefix in result {
        for option in options {
          next.append(concatenate(prefix, option))
          if next.count >= SequenceClaim.maxResolutions { break }
        }
      }
      result = next
    }
    return result
  }

  /// `a` followed by `b`, where `b` has one alternative, in place.
  private static func append(_ b: SequenceClaim.Resolution, to a: inout SequenceClaim.Resolution) {
    for index in a.alternatives.indices {
      a.alternatives[index].append(contentsOf: b.alternatives[0])
    }
    if !b.label.isEmpty { a.label = a.label.isEmpty ? b.label : a.label + ", " + b.label }
  }

  private func concatenate(_ a: SequenceClaim.Resolution, _ b: SequenceClaim.Resolution)
    -> SequenceClaim.Resolution
  {
    var alternatives: [[SequenceClaim.Atom]] = []
    for left in a.alternatives {
      for right in b.alternatives where alternatives.count < SequenceClaim.maxAlternatives {
        alternatives.append(left + right)
      }
    }
    let label = [a.label, b.label].filter { !$0.isEmpty }.joined(separator: ", ")
    return SequenceClaim.Resolution(label: label, alternatives: alternatives)
  }

  private func resolve(_ item: SequenceStep) -> [SequenceClaim.Resolution] {
    switch item {
    case .message(let message): return [single(atom(message))]
    case .push(let scope, let range):
      return [
        single(
          .init(kind: .push(scope.rawValue), text: "push " + system.model[scope].name, range: range)
        )
      ]
    case .pop(let scope, let range):
      return [
        single(
          .init(kind: .pop(scope.rawValue), text: "pop " + system.model[scope].name, range: range))
      ]
    case .note: return [SequenceClaim.Resolution(label: "", alternatives: [[]])]
    case .fragment(let fragment): return resolve(fragment)
    }
  }

  private func single(_ atom: SequenceClaim.Atom) -> SequenceClaim.Resolution {
    SequenceClaim.Resolution(label: "", alternatives: [[atom]])
  }

  private func resolve(_ fragment: Fragment) -> [SequenceClaim.Resolution] {
    let kind = "\(fragment.kind)"
    func labelled(_ resolution: SequenceClaim.Resolution, _ text: String)
      -> SequenceClaim.Resolution
    {
      var copy = resolution
      copy.label = [text, resolution.label].filter { !$0.isEmpty }.joined(separator: ", ")
      return copy
    }
    switch fragment.kind {
    case .alt:
      return fragment.branches.enumerated().flatMap { index, branch in
        resolve(branch.items).map {
          labelled($0, "alt " + (branch.label.map { "\"\($0)\"" } ?? "branch \(index + 1)"))
        }
      }
    case .opt:
      let body = fragment.branches.first
      return resolve(body?.items ?? []).map {
        labelled($0, "opt " + (body?.label.map { "\"\($0)\"" } ?? "taken"))
      }
    case .loop:
      let body = fragment.branches.first?.items ?? []
      let bounds = fragment.bounds ?? 1...1
      let counts =
        bounds.lowerBound == bounds.upperBound
        ? [bounds.lowerBound] : [bounds.lowerBound, bounds.upperBound]
      return counts.flatMap { count in
        resolve(Array(repeating: body, count: count).flatMap { $0 }).map {
          labelled($0, "loop ×\(count)")
        }
      }
    case .par:
      var result = [SequenceClaim.Resolution(label: "", alternatives: [[]])]
      for branch in fragment.branches {
        let options = resolve(branch.items)
        result = result.flatMap { prefix in options.map { interleave(prefix, $0) } }
      }
      return result.map { labelled($0, kind) }
    }
  }

  /// Every interleaving of the two resolutions' alternatives (capped).
  private func interleave(_ a: SequenceClaim.Resolution, _ b: SequenceClaim.Resolution)
    -> SequenceClaim.Resolution
  {
    var alternatives: [[SequenceClaim.Atom]] = []
    func merge(
      _ left: ArraySlice<SequenceClaim.Atom>, _ right: ArraySlice<SequenceClaim.Atom>,
      _ prefix: [SequenceClaim.Atom]
    ) {
      guard alternatives.count < SequenceClaim.maxAlternatives else { return }
      if left.isEmpty || right.isEmpty {
        alternatives.append(prefix + left + right)
        return
      }
      merge(left.dropFirst(), right, prefix + [left.first!])
      merge(left, right.dropFirst(), prefix + [right.first!])
    }
    for left in a.alternatives {
      for right in b.alternatives { merge(left[...], right[...], []) }
    }
    let label = [a.label, b.label].filter { !$0.isEmpty }.joined(separator: ", ")
    return SequenceClaim.Resolution(label: label, alternatives: alternatives)
  }

  private func atom(_ message: Message) -> SequenceClaim.Atom {
    let ref = message.notification
    let gid = system.gid(notifier: ref.notifier.rawValue, caseIndex: ref.caseIndex)
    var payload: [UInt32?]?
    var arguments = ""
    if !message.arguments.isEmpty {
      let notification = system.model[ref]
      let types: [TypeID] =
        message.isReply
        ? (notification.replyType.map { [$0] } ?? [])
        : notification.parameters.map(\.type)
      let ordinals = message.arguments.enumerated().map { index, expr in
        index < types.count ? system.constantOrdinal(expr, type: types[index].rawValue) : nil
      }
      payload = ordinals
      arguments =
        "("
        + ordinals.enumerated().map { index, ordinal in
          guard let ordinal, index < types.count else { return "?" }
          return system.value(ordinal, type: types[index].rawValue).description
        }.joined(separator: ", ") + ")"
    }
    let text =
      system.actorName(message.from.rawValue) + (message.isReply ? " --> " : " -> ")
      + system.actorName(message.to.rawValue) + ": " + system.caseShortName(gid) + arguments
    return SequenceClaim.Atom(
      kind: .message(
        from: message.from.rawValue, to: message.to.rawValue, gid: gid,
        isReply: message.isReply, payload: payload),
      text: text, range: message.range)
  }
}

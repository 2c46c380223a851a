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
      /// A lost message: a notification from `from` to `to` discarded without being
      /// taken, observed where it is lost (fields as for ``message(from:to:gid:isReply:payload:)``).
      case lost(from: Int, to: Int, gid: Int, isReply: Bool, payload: [UInt32?]?)
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

    /// The sender, receiver, case, reply flag and payload of a message or lost item.
    public var messageFields: (from: Int, to: Int, gid: Int, isReply: Bool, payload: [UInt32?]?)? {
      switch kind {
      case .message(let from, let to, let gid, let isReply, let payload),
        .lost(let from, let to, let gid, let isReply, let payload):
        (from, to, gid, isReply, payload)
      case .push, .pop: nil
      }
    }

    /// Whether an observation of a step is this item. A message item is a delivery; a
    /// lost item is a notification discarded without being taken: a delivery that never
    /// reached the queue (`dropped`: the receiver is not alive; `overflow`) or a queued
    /// one discarded when its receiver's scope is popped (``StepEvent/discarded(receiver:entry:)``).
    public func matches(_ event: StepEvent) -> Bool {
      switch (kind, event) {
      case (.push(let scope), .push(let pushed)): return scope == pushed
      case (.pop(let scope), .pop(let popped)): return scope == popped
      case (.message, .delivered(let delivery)):
        return fits(receiver: delivery.receiver, delivery.entry)
      case (.lost, .delivered(let delivery)):
        return (delivery.outcome == .dropped || delivery.outcome == .overflow)
          && fits(receiver: delivery.receiver, delivery.entry)
      case (.lost, .discarded(let receiver, let entry)):
        return fits(receiver: receiver, entry)
      default: return false
      }
    }

    /// Whether a notification to `receiver` is the one this item writes.
    private func fits(receiver: Int, _ entry: QueueEntry) -> Bool {
      guard let (from, to, gid, isReply, payload) = messageFields,
        entry.sender == from, receiver == to, entry.gid == gid, entry.isReply == isReply
      else { return false }
      guard let payload else { return true }
      return payload.count == entry.payload.count
        && zip(payload, entry.payload).allSatisfy { $0 == $1 }
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

/// The packed, canonical state of a whole system: one value per reachable situation.
///
/// Layout (word offsets come from the ``CompiledSystem``; every word is a `UInt32`):
///
/// - per actor, in actor order:
///   - modelled actors: the active configuration as a bitset over the chart's states
///     (ancestors included), then one bitset per history pseudostate (shallow: the
///     remembered children; deep: the remembered atomic descendants; all zero while
///     nothing is remembered);
///   - the variables, one ordinal each;
///   - modelled actors taking requests with reply types: the requests taken and not yet
///     answered (a count word, then their header words, oldest first);
///   - stubs: the number of spontaneous emits and sends made so far (the budget used:
///     in the run, or since the scope was pushed for `budget N per push`);
///   - the input queue: a count word, then fixed-width entries (an ``EntryHeader`` word
///     holding the global case id, the reply and orphan flags and the sender, then the
///     payload ordinals), unused slots zero;
/// - per scope stack: its depth, then the pushed scope ids (+1), bottom first;
/// - per scope: 1 while it is pushed;
/// - data-model property values, the pending and fired registration bitsets and the
///   registration in flight (+1).
///
/// Inactive scope actors are all zero but for the budget a stub has used in the run (a
/// pop keeps it, as it keeps nothing else; the timers they set are dropped too), so equal
/// situations have equal words: the state is `Hashable` by its words and can be stored by
/// a model checker as is.
public struct SystemState: Hashable, Sendable {
  /// The packed words.
  public var words: [UInt32]

  /// Creates a state from its words.
  public init(words: [UInt32]) { self.words = words }
}

/// The header word of a queue entry, an owed reply or a timer.
///
/// Bits 0-14 hold the global case id, bit 15 the reply flag, bit 16 the orphan flag and
/// bits 17-31 the sender (so at most 32,767 senders: ``ModelLimits/maxActors`` actors
/// and the data model's sender). Every reader and writer of a header goes through this
/// type, so the layout is written here alone (the checker's state codec re-encodes it
/// field by field: case id, then the two flags and the sender together).
struct EntryHeader: Hashable {
  var raw: UInt32

  /// The case id's bits.
  static let gidMask: UInt32 = 0x7FFF
  /// The reply flag.
  static let replyBit: UInt32 = 1 << 15
  /// The orphan flag: a request whose requester's scope was popped since it was sent.
  static let orphanBit: UInt32 = 1 << 16
  /// Where the sender starts, and its bits once shifted down.
  static let senderShift: UInt32 = 17
  static let senderMask: UInt32 = 0x7FFF

  init(raw: UInt32) { self.raw = raw }

  init(gid: Int, isReply: Bool, sender: Int, isOrphan: Bool = false) {
    raw =
      UInt32(gid) & Self.gidMask | (isReply ? Self.replyBit : 0)
      | (isOrphan ? Self.orphanBit : 0)
      | (UInt32(truncatingIfNeeded: sender) & Self.senderMask) << Self.senderShift
  }

  var gid: Int { Int(raw & Self.gidMask) }
  var isReply: Bool { raw & Self.replyBit != 0 }
  /// Whether the request was made by an earlier incarnation of its sender: the sender's
  /// scope was popped (and maybe pushed again) since, so its reply is discarded at its
  /// send rather than delivered to whoever now lives at the sender's index.
  var isOrphan: Bool { raw & Self.orphanBit != 0 }
  var sender: Int { Int(raw >> Self.senderShift) }

  /// The same header marked as orphaned.
  var orphaned: EntryHeader { EntryHeader(raw: raw | Self.orphanBit) }
}

import InterplayModel

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

/// The header word of a queue entry, an owed reply or a timer: the global case id, the
/// reply and orphan flags and the sender, laid out as ``QueueEntryLayout`` says (the one
/// definition of the bits, which the checker's state codec and ``ModelLimits`` read
/// too). Every reader and writer of a header in the runtime goes through this type.
struct EntryHeader: Hashable {
  /// The packed word.
  var raw: UInt32

  /// A header from its packed word.
  init(raw: UInt32) { self.raw = raw }

  /// The header of case `gid` from `sender`, with its flags.
  init(gid: Int, isReply: Bool, sender: Int, isOrphan: Bool = false) {
    raw = QueueEntryLayout.pack(gid: gid, isReply: isReply, sender: sender, isOrphan: isOrphan)
  }

  /// The global case id.
  var gid: Int { QueueEntryLayout.gid(raw) }
  /// Whether the entry is a reply (to a request its receiver made).
  var isReply: Bool { QueueEntryLayout.isReply(raw) }
  /// Whether the request was made by an earlier incarnation of its sender: the sender's
  /// scope was popped (and maybe pushed again) since, so its reply is discarded at its
  /// send rather than delivered to whoever now lives at the sender's index.
  var isOrphan: Bool { QueueEntryLayout.isOrphan(raw) }
  /// The sender: an actor, or the actor count for the data model.
  var sender: Int { QueueEntryLayout.sender(raw) }

  /// The same header marked as orphaned.
  var orphaned: EntryHeader { EntryHeader(raw: raw | QueueEntryLayout.orphanBit) }
}

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
///   - stubs: the number of spontaneous emits and sends made so far (the budget used);
///   - the input queue: a count word, then fixed-width entries (a header word holding
///     the global case id, a reply flag and the sender, then the payload ordinals),
///     unused slots zero;
/// - per scope stack: its depth, then the pushed scope ids (+1), bottom first;
/// - per scope: 1 while it is pushed;
/// - data-model property values, the pending and fired registration bitsets and the
///   registration in flight (+1).
///
/// Inactive scope actors are all zero, so equal situations have equal words: the state
/// is `Hashable` by its words and can be stored by a model checker as is.
public struct SystemState: Hashable, Sendable {
  /// The packed words.
  public var words: [UInt32]

  /// Creates a state from its words.
  public init(words: [UInt32]) { self.words = words }
}

/// The header word of a queue entry.
struct EntryHeader: Hashable {
  var raw: UInt32

  init(raw: UInt32) { self.raw = raw }

  init(gid: Int, isReply: Bool, sender: Int) {
    raw = UInt32(gid & 0x7FFF) | (isReply ? 0x8000 : 0) | (UInt32(sender & 0xFFFF) << 16)
  }

  var gid: Int { Int(raw & 0x7FFF) }
  var isReply: Bool { raw & 0x8000 != 0 }
  var sender: Int { Int(raw >> 16) }
}

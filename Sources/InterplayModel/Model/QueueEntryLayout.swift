/// The header word of a queue entry, an owed reply and a pending timer: which case it
/// carries, whether it is a reply, whether its request was orphaned, and who sent it.
///
/// Bits 0-14 hold the global case id, bit 15 the reply flag, bit 16 the orphan flag and
/// bits 17-31 the sender. This is the one place the layout is written: the runtime's
/// `EntryHeader` packs and reads headers with these functions, the checker's state codec
/// re-encodes a header with these widths (the case id, then the flags and the sender
/// together, which is why the flags sit directly above the case id), and
/// ``ModelLimits/maxActors`` and ``ModelLimits/maxNotificationCases`` are derived from
/// it, so a model the resolver accepts always fits.
///
/// Constants are `@inlinable` computed properties rather than stored `static let`s: the
/// step function reads headers on every step from another module, where a stored global
/// is reached through an accessor call, and an inlined constant is folded away.
public enum QueueEntryLayout {
  /// The bits of the global case id, at the bottom of the word.
  @inlinable public static var caseBits: Int { 15 }
  /// The bits of the two flags (reply, orphan), directly above the case id.
  @inlinable public static var flagBits: Int { 2 }
  /// Where the sender starts: above the case id and the flags.
  @inlinable public static var senderShift: Int { caseBits + flagBits }
  /// The bits of the sender: the rest of the 32-bit word.
  @inlinable public static var senderBits: Int { 32 - senderShift }

  /// The case id's bits, unshifted.
  @inlinable public static var caseMask: UInt32 { (1 << UInt32(caseBits)) - 1 }
  /// The reply flag.
  @inlinable public static var replyBit: UInt32 { 1 << UInt32(caseBits) }
  /// The orphan flag: a request whose requester's scope was popped since it was sent.
  @inlinable public static var orphanBit: UInt32 { 1 << UInt32(caseBits + 1) }
  /// The sender's bits once shifted down.
  @inlinable public static var senderMask: UInt32 { (1 << UInt32(senderBits)) - 1 }

  /// The most notification cases a system may have: case ids `0..<maxCases`. The
  /// all-ones id is left unused (the limit the language has always documented).
  @inlinable public static var maxCases: Int { Int(caseMask) }
  /// The most actors a system may have: senders `0..<maxActors` are actors, the next
  /// one the data model's (a system's actor count); the all-ones sender is left unused
  /// like the all-ones case id.
  @inlinable public static var maxActors: Int { Int(senderMask) - 1 }

  /// The header of case `gid` from `sender`, with its flags. The case and the sender are
  /// truncated to their bits; the compiler's limits keep them within.
  @inlinable
  public static func pack(gid: Int, isReply: Bool, sender: Int, isOrphan: Bool = false) -> UInt32 {
    UInt32(truncatingIfNeeded: gid) & caseMask | (isReply ? replyBit : 0)
      | (isOrphan ? orphanBit : 0)
      | (UInt32(truncatingIfNeeded: sender) & senderMask) << UInt32(senderShift)
  }

  /// The case id of a header.
  @inlinable
  public static func gid(_ raw: UInt32) -> Int { Int(raw & caseMask) }

  /// Whether a header is a reply's.
  @inlinable
  public static func isReply(_ raw: UInt32) -> Bool { raw & replyBit != 0 }

  /// Whether a header is an orphaned request's.
  @inlinable
  public static func isOrphan(_ raw: UInt32) -> Bool { raw & orphanBit != 0 }

  /// The sender of a header.
  @inlinable
  public static func sender(_ raw: UInt32) -> Int { Int(raw >> UInt32(senderShift)) }
}

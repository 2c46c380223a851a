import InterplayModel
import Testing

/// The header word of a queue entry (``QueueEntryLayout``): its fields fill the 32 bits
/// without overlapping, every header round-trips at the limits, and the model limits
/// are the ones the layout allows.
@Suite struct QueueEntryLayoutTests {
  /// Case id, flags and sender partition the 32 bits at the documented positions.
  @Test func theFieldsFillTheWordWithoutOverlapping() {
    typealias Layout = QueueEntryLayout
    #expect(Layout.caseBits + Layout.flagBits + Layout.senderBits == 32)
    #expect(Layout.caseMask == 0x7FFF)
    #expect(Layout.replyBit == 1 << 15)
    #expect(Layout.orphanBit == 1 << 16)
    #expect(Layout.senderShift == 17)
    #expect(Layout.senderMask << UInt32(Layout.senderShift) == 0xFFFE_0000)
    let fields: [UInt32] = [
      Layout.caseMask, Layout.replyBit, Layout.orphanBit,
      Layout.senderMask << UInt32(Layout.senderShift),
    ]
    #expect(fields.reduce(0, |) == UInt32.max)
    #expect(fields.reduce(0, +) == UInt32.max)  // no two share a bit
  }

  /// ``ModelLimits`` reads its two header limits from the layout.
  @Test func theModelLimitsAreTheLayouts() {
    #expect(ModelLimits.maxNotificationCases == QueueEntryLayout.maxCases)
    #expect(ModelLimits.maxActors == QueueEntryLayout.maxActors)
    // The numbers docs/Language.md states.
    #expect(ModelLimits.maxNotificationCases == 32_767)
    #expect(ModelLimits.maxActors == 32_766)
    // The data model's sender (the actor count) fits next to the most actors.
    #expect(ModelLimits.maxActors <= Int(QueueEntryLayout.senderMask))
    #expect(ModelLimits.maxNotificationCases - 1 <= Int(QueueEntryLayout.caseMask))
  }

  /// Packing then unpacking gives back every field, at the smallest and largest values.
  @Test(arguments: [false, true], [false, true])
  func headersRoundTripAtTheLimits(_ isReply: Bool, _ isOrphan: Bool) {
    let gids = [0, 1, 2, QueueEntryLayout.maxCases - 1, Int(QueueEntryLayout.caseMask)]
    let senders = [0, 1, QueueEntryLayout.maxActors - 1, QueueEntryLayout.maxActors]
    for gid in gids {
      for sender in senders {
        let raw = QueueEntryLayout.pack(
          gid: gid, isReply: isReply, sender: sender, isOrphan: isOrphan)
        #expect(QueueEntryLayout.gid(raw) == gid)
        #expect(QueueEntryLayout.isReply(raw) == isReply)
        #expect(QueueEntryLayout.isOrphan(raw) == isOrphan)
        #expect(QueueEntryLayout.sender(raw) == sender)
      }
    }
    // The largest value of every field sets every bit of the word.
    let full = QueueEntryLayout.pack(
      gid: Int(QueueEntryLayout.caseMask), isReply: true,
      sender: Int(QueueEntryLayout.senderMask), isOrphan: true)
    #expect(full == UInt32.max)
  }

  /// A too-large case id is cut to its bits; the flags and the sender stay intact.
  @Test func aFieldPastItsBitsIsTruncatedRatherThanSpillingIntoTheNext() {
    let raw = QueueEntryLayout.pack(
      gid: Int(QueueEntryLayout.caseMask) + 1, isReply: false, sender: 5)
    #expect(QueueEntryLayout.gid(raw) == 0)
    #expect(!QueueEntryLayout.isReply(raw))
    #expect(QueueEntryLayout.sender(raw) == 5)
  }
}

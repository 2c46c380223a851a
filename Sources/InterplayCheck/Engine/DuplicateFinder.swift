import Glibc

/// Finds the successors of a batch that repeat an earlier successor of the same batch.
///
/// A state is usually reached several times within one batch (the interleavings of a
/// level converge). Each repetition would cost a lookup in the store, which misses the
/// cache, and a new state's repetitions a full comparison on the one thread that
/// commits. Instead, before the lookups, each thread takes a share of the batch's
/// successors (by hash, so equal states fall in the same share) and, going through them
/// in batch order, marks each repetition with the first occurrence (``ExpansionResults/
/// Successor/original``), in a small table that stays in the cache. Only first
/// occurrences are then looked up and stored. Which thread finds a repetition does not
/// matter: it is always marked with the earliest one.
final class DuplicateFinder {
  /// A small open-addressing table, reused from batch to batch: per slot the high half
  /// of a successor's hash and its batch-wide number plus one (0 marks an empty slot),
  /// so a probe reads one word.
  private var slots: UnsafeMutablePointer<UInt64>
  private var capacity = 0

  init() {
    slots = .allocate(capacity: 1)
  }

  deinit {
    slots.deallocate()
  }

  /// Marks the repetitions among the successors of `parts` (a batch, in order) whose
  /// hash falls in share `share` of `shares`.
  func mark(_ parts: ArraySlice<ExpansionResults>, share: Int, of shares: Int) {
    let total = parts.last.map { $0.firstSuccessor + $0.successorCount } ?? 0
    // Room for every successor of the batch: a share may hold more than its part.
    let mask = prepare(for: total) - 1
    for part in parts {
      let successors = part.successors
      for number in 0..<part.successorCount {
        let successor = successors[number]
        guard successor.found < 0, successor.overflow < 0,
          shares == 1 || Self.share(of: successor.hash, among: shares) == share
        else { continue }
        let tag = successor.hash >> 32
        var slot = Int(truncatingIfNeeded: successor.hash) & mask
        var entry = slots[slot]
        while entry != 0 {
          let original = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
          if entry >> 32 == tag,
            memcmp(part.words(of: number), words(original, in: parts), part.width * 4) == 0
          {
            part.setOriginal(number, original)
            break
          }
          slot = (slot + 1) & mask
          entry = slots[slot]
        }
        if entry == 0 { slots[slot] = tag << 32 | UInt64(part.firstSuccessor + number + 1) }
      }
    }
  }

  /// The share a hash falls in: its high half scaled to `0..<shares` by a multiply,
  /// which costs less than a division.
  @inline(__always)
  static func share(of hash: UInt64, among shares: Int) -> Int {
    Int(truncatingIfNeeded: ((hash >> 32) &* UInt64(truncatingIfNeeded: shares)) >> 32)
  }

  /// The words of the batch's successor `number`.
  private func words(_ number: Int, in parts: ArraySlice<ExpansionResults>)
    -> UnsafeMutablePointer<UInt32>
  {
    // Parts are few (a batch has at most 64): find the owner by binary search.
    var low = parts.startIndex
    var high = parts.endIndex - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if parts[middle].firstSuccessor <= number { low = middle } else { high = middle - 1 }
    }
    return parts[low].words(of: number - parts[low].firstSuccessor)
  }

  /// Empties the first slots of the table, at least twice `entries` and a power of two,
  /// and returns their number: a small batch clears a small table, however large the
  /// storage has grown.
  private func prepare(for entries: Int) -> Int {
    var wanted = 64
    while wanted < entries * 2 { wanted *= 2 }
    if wanted > capacity {
      slots.deallocate()
      slots = .allocate(capacity: wanted)
      capacity = wanted
    }
    slots.initialize(repeating: 0, count: wanted)
    return wanted
  }
}

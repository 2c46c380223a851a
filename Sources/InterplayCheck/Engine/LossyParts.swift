#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// What a lossy ``StateStore`` keeps besides its table: every state's parent link, the
/// bit array of bitstate hashing, how many chunks of records it has freed, and the
/// running estimate of the states it may have missed.
///
/// Links are 8 bytes per state (the parent's number and the step's index), in chunks of
/// 2^16 that never move, so a counterexample is rebuilt as in an exact search: by
/// replaying the steps from the initial state.
final class LossyParts {
  /// Links per chunk, as a power of two.
  static let linkShift = 16
  private var linkChunks: [UnsafeMutablePointer<UInt64>] = []
  /// The bit array (bitstate only), `bitMask + 1` bits in 64-bit words.
  let bits: UnsafeMutablePointer<UInt64>?
  /// The bit array's size minus one (a power of two minus one); 0 without one.
  let bitMask: Int
  /// Bits set in the array so far: the fill the miss estimate is computed from.
  var setBits = 0
  /// Chunks of records freed, from the first: states below `retiredChunks << chunkShift`
  /// have no words any more.
  var retiredChunks = 0
  /// The expected number of new states taken for visited ones so far (see
  /// ``LossyCoverage/expectedMissed``).
  var expectedMissed = 0.0

  init(storage: StateStorage) {
    if case .bitstate(let bytes) = storage {
      let count = StateStorage.bitCount(bytes: bytes)
      bitMask = count - 1
      let words = max(count / 64, 1)
      let array = UnsafeMutablePointer<UInt64>.allocate(capacity: words)
      array.initialize(repeating: 0, count: words)
      bits = array
    } else {
      bitMask = 0
      bits = nil
    }
  }

  deinit {
    for chunk in linkChunks { chunk.deallocate() }
    bits?.deallocate()
  }

  /// Bytes held by the links and the bit array.
  var bytes: Int {
    linkChunks.count << Self.linkShift * 8 + (bits == nil ? 0 : (bitMask + 1) / 8)
  }

  /// Bytes one more chunk of links would add when state `index` is stored, else 0.
  func linkGrowth(for index: Int) -> Int {
    index >> Self.linkShift < linkChunks.count ? 0 : (1 << Self.linkShift) * 8
  }

  /// Records the link of state `index`, the next one (room was checked).
  func append(_ index: Int, parent: UInt32, step: UInt32) {
    if index >> Self.linkShift == linkChunks.count {
      linkChunks.append(.allocate(capacity: 1 << Self.linkShift))
    }
    linkChunks[index >> Self.linkShift][index & (1 << Self.linkShift - 1)] =
      UInt64(parent) << 32 | UInt64(step)
  }

  /// The parent and step of state `index`.
  func link(_ index: Int) -> (parent: UInt32, step: UInt32) {
    let value = linkChunks[index >> Self.linkShift][index & (1 << Self.linkShift - 1)]
    return (UInt32(truncatingIfNeeded: value >> 32), UInt32(truncatingIfNeeded: value))
  }

  /// What the search covered, for `count` states stored under `storage`.
  func coverage(storage: StateStorage, count: Int) -> LossyCoverage {
    let bitCount = bits == nil ? 64 : bitMask + 1
    let factor =
      bits == nil
      ? min(1e18, 18_446_744_073_709_551_616.0 / Double(max(count, 1)))
      : Double(bitMask + 1) / Double(max(count, 1))
    return LossyCoverage(
      storage: storage.name, bits: bitCount, hashFactor: factor, expectedMissed: expectedMissed,
      missProbability: 1 - exp(-expectedMissed))
  }
}

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
///
/// The bit array is cut into lines of 64 bytes, one cache line each: all of a state's
/// bits lie in one line (see `StateStore+Lossy.swift`), so a lookup costs one cache miss
/// rather than one per bit. It is mapped from the system, zeroed and aligned to its
/// pages, and on Linux asks for huge pages: the lookups land anywhere in it, and with
/// 4 KiB pages each would also miss the address translation cache.
final class LossyParts {
  /// Links per chunk, as a power of two.
  static let linkShift = 16
  /// Bits per line of the bit array: one cache line.
  static let lineBits = 512
  private var linkChunks: [UnsafeMutablePointer<UInt64>] = []
  /// The bit array (bitstate only), `bitMask + 1` bits in 64-bit words.
  let bits: UnsafeMutablePointer<UInt64>?
  /// The bit array's size minus one (a power of two minus one); 0 without one.
  let bitMask: Int
  /// The number of lines minus one (a power of two minus one); 0 without a bit array.
  let lineMask: Int
  /// The mapping that holds the bit array and its length (nil when the array was
  /// allocated instead).
  private let mapping: (start: UnsafeMutableRawPointer, length: Int)?
  /// The sum, over the bit array's lines, of the cube of the bits set in each: the miss
  /// estimate is computed from it (a line holds at most 2^27 of it, so it fits).
  var lineCubes = 0
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
      lineMask = count / Self.lineBits - 1
      (bits, mapping) = Self.mapBits(bytes: count / 8)
    } else {
      bitMask = 0
      lineMask = 0
      bits = nil
      mapping = nil
    }
  }

  /// Maps `bytes` of zeroes (a power of two, 1 KiB at least) for the bit array, aligned
  /// to 2 MiB when it is that big so that it can be held in huge pages.
  private static func mapBits(bytes: Int) -> (
    UnsafeMutablePointer<UInt64>, (start: UnsafeMutableRawPointer, length: Int)?
  ) {
    let huge = 2 << 20
    let length = bytes >= huge ? bytes + huge : bytes
    guard
      let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
      mapped != MAP_FAILED
    else {
      // No mapping: ordinary memory, zeroed, in whole lines; only huge pages are lost.
      let array = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
      array.initializeMemory(as: UInt64.self, repeating: 0, count: bytes / 8)
      return (array.assumingMemoryBound(to: UInt64.self), nil)
    }
    var start = mapped
    if bytes >= huge {
      start += (huge - Int(bitPattern: mapped) % huge) % huge
      #if os(Linux)
        _ = madvise(start, bytes, MADV_HUGEPAGE)
      #endif
    }
    return (start.assumingMemoryBound(to: UInt64.self), (mapped, length))
  }

  deinit {
    for chunk in linkChunks { chunk.deallocate() }
    if let mapping {
      munmap(mapping.start, mapping.length)
    } else {
      bits.map { UnsafeMutableRawPointer($0).deallocate() }
    }
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

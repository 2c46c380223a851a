/// How the search remembers the states it has visited (`check --storage`).
///
/// Exact storage keeps every state's words and can never mistake one state for another.
/// The two lossy modes keep far less per state and may, with a probability the result
/// reports (``LossyCoverage``), take a new state for one already visited and leave it
/// and what only it leads to unexplored. Whatever the mode, every violation reported is
/// real: its counterexample is replayed through the step function from the initial
/// state. What a lossy search cannot do is prove: finding nothing is strong evidence,
/// not a proof.
public enum StateStorage: Hashable, Sendable {
  /// Every state's packed words, in the arena, found through the hash table.
  case exact
  /// Hash compaction: a 64-bit fingerprint per state in the table, and the words only
  /// of states not yet expanded (a breadth-first search's frontier).
  case compact
  /// Bitstate hashing (supertrace): three bits per state in a bit array of this many
  /// bytes (rounded down to a power of two), and the words only of states not yet
  /// expanded.
  case bitstate(bytes: Int)

  /// The default bit array: 64 MiB, 2^29 bits.
  public static let defaultBitstateBytes = 64 << 20

  /// The fewest bytes a bit array may have (a smaller one is rounded up): 1 KiB.
  public static let minimumBitstateBytes = 1 << 10

  /// The most bytes a bit array may have: 16 GiB, 2^37 bits.
  public static let maximumBitstateBytes = 16 << 30

  /// Bits set per state in bitstate mode, as SPIN's default (`-k3`).
  public static let bitstateHashes = 3

  /// Whether the mode may miss states.
  public var isLossy: Bool { self != .exact }

  /// `exact`, `compact` or `bitstate`.
  public var name: String {
    switch self {
    case .exact: "exact"
    case .compact: "compact"
    case .bitstate: "bitstate"
    }
  }

  /// The bit array's size in bits: `bytes * 8` rounded down to a power of two, within
  /// the documented bounds.
  static func bitCount(bytes: Int) -> Int {
    let clamped = min(max(bytes, minimumBitstateBytes), maximumBitstateBytes) * 8
    var bits = 1
    while bits <= clamped / 2 { bits <<= 1 }
    return bits
  }
}

/// What a lossy search covered, and how likely it is to have missed a state.
public struct LossyCoverage: Hashable, Sendable, Codable {
  /// `compact` or `bitstate`.
  public var storage: String
  /// Bits in the bit array (bitstate), or bits per fingerprint (compact: 64).
  public var bits: Int
  /// The bit array's bits per stored state (SPIN's "hash factor"); for hash compaction,
  /// 2^64 over the states stored, capped at 1e18.
  public var hashFactor: Double
  /// The expected number of new states taken for visited ones: the sum, over every
  /// state stored, of the chance a new state had then of looking visited. States only a
  /// missed state leads to are not counted, so this is a lower bound of what was lost.
  public var expectedMissed: Double
  /// The chance that at least one state was missed (1 - e^-expectedMissed).
  public var missProbability: Double
}

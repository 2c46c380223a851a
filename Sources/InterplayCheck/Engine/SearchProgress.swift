import Synchronization

/// What the running search has done so far, for a progress line on a terminal.
///
/// The explorer publishes its counts every 256 expansions (with its other budget checks,
/// so publishing costs nothing measurable); a reader samples them a few times a second.
/// The values belong to the process, like ``SearchInterruption``: a command runs its
/// searches one after another, and tests, which run several at once, do not read them.
public enum SearchProgress {
  private static let states = Atomic<Int>(0)
  private static let depth = Atomic<Int>(0)
  private static let bytes = Atomic<Int>(0)
  private static let searches = Atomic<Int>(0)

  /// One sample of the counts.
  public struct Sample: Hashable, Sendable {
    /// States stored by the running search.
    public var states: Int
    /// The deepest level (breadth-first) or path (depth-first) reached.
    public var depth: Int
    /// The bytes its state store holds.
    public var bytes: Int
    /// How many searches have started in this process.
    public var searches: Int

    /// Creates a sample.
    public init(states: Int, depth: Int, bytes: Int, searches: Int) {
      self.states = states
      self.depth = depth
      self.bytes = bytes
      self.searches = searches
    }
  }

  /// The counts now.
  public static var sample: Sample {
    Sample(
      states: states.load(ordering: .relaxed), depth: depth.load(ordering: .relaxed),
      bytes: bytes.load(ordering: .relaxed), searches: searches.load(ordering: .relaxed))
  }

  /// A search starts: its counts start from zero.
  static func start() {
    states.store(0, ordering: .relaxed)
    depth.store(0, ordering: .relaxed)
    bytes.store(0, ordering: .relaxed)
    searches.add(1, ordering: .relaxed)
  }

  /// Publishes the running search's counts.
  static func publish(states count: Int, depth level: Int, bytes size: Int) {
    states.store(count, ordering: .relaxed)
    depth.store(level, ordering: .relaxed)
    bytes.store(size, ordering: .relaxed)
  }
}

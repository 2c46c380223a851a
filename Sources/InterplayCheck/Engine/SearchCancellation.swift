import Synchronization

/// A request to stop one search, where ``SearchInterruption`` stops every search of the
/// process: the preview cancels the rebuild that a newer save has made stale. The search
/// stops at its next budget check (within 256 expansions, or one state in a batch) with
/// ``LimitReached/cancelled``.
public final class SearchCancellation: Sendable, Hashable {
  private let cancelled = Atomic<Bool>(false)

  /// Creates a request that has not been made yet.
  public init() {}

  /// Makes the request.
  public func cancel() { cancelled.store(true, ordering: .relaxed) }

  /// Whether the request was made.
  public var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

  /// The same request: identity.
  public static func == (lhs: SearchCancellation, rhs: SearchCancellation) -> Bool {
    lhs === rhs
  }

  /// Hashes the identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

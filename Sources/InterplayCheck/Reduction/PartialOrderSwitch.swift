import Synchronization

/// Whether the expansion workers still look for ample sets: the commit turns it off when
/// the reduction has removed almost nothing from the first states
/// (``CheckOptions/partialOrderReview``), so a model it cannot reduce does not pay for
/// the search. Shared by every worker of one search.
///
/// The switch only saves work: once it is off, the commit ignores every ample set named
/// by a state it commits after the review, whatever a worker computed, so the stored
/// graph does not depend on when each thread saw the switch.
final class PartialOrderSwitch: Sendable {
  private let on = Atomic<Bool>(true)
  private let probing = Atomic<Bool>(true)

  /// Whether ample sets are still looked for.
  var isOn: Bool { on.load(ordering: .relaxed) }

  /// Stops looking for ample sets.
  func turnOff() { on.store(false, ordering: .relaxed) }

  /// Whether the arrival probe is still run (``ArrivalProbe``): the commit stops it when
  /// the probes have expanded too many states (``CheckOptions/arrivalProbeShare``).
  var isProbing: Bool { probing.load(ordering: .relaxed) }

  /// Stops running the arrival probe.
  func stopProbing() { probing.store(false, ordering: .relaxed) }
}

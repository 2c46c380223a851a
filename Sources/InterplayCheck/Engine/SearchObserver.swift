import InterplayRuntime

/// Watches the steps a model checker's search takes, and may answer the question it was
/// asked before the search has seen every state.
///
/// The engine gives each thread of the search its own copy of the observer (a value),
/// shows it every step that thread expands (``observe(_:)``), and folds the copies into
/// one when the search ends (``merge(_:)``). A step for which ``observe(_:)`` returns
/// true answers the question: the search stops at the first such step in its commit
/// order, which is the same for any number of threads, and
/// ``CheckResult/observerAnswer`` is the run that ends with it (breadth-first: a
/// shortest one, ties to the step listed first).
///
/// An observer watches every step, so a search with one is never reduced (neither
/// partial-order nor symmetry reduction knows what it looks at). Every state is expanded
/// once unless a limit or an answer stops the search; after an answer, the copies may
/// have seen steps of states expanded beyond it.
///
/// ```swift
/// struct TakesOf: SearchObserver {
///   let actor: Int
///   var count = 0
///   mutating func observe(_ step: ObservedStep) -> Bool {
///     if step.step.actor == actor { count += 1 }
///     return false
///   }
///   mutating func merge(_ other: TakesOf) { count += other.count }
/// }
/// let (result, seen) = ModelChecker(system: system).run(observing: TakesOf(actor: 0))
/// ```
public protocol SearchObserver: Sendable {
  /// Looks at one step; true when it answers the observer's question, which stops the
  /// search.
  mutating func observe(_ step: ObservedStep) -> Bool
  /// Folds in what another thread's copy saw.
  mutating func merge(_ other: Self)
}

/// One step a search took, as a ``SearchObserver`` sees it.
public struct ObservedStep: Sendable {
  /// The step.
  public let step: Step
  /// What it did, with the detail a search keeps (`StepDetail.essential`: deliveries,
  /// scope changes, registrations and faults).
  public let record: StepRecord
  /// The state it was taken in.
  public let source: SystemState
  /// The state it reached.
  public let target: SystemState
  /// The number the search stored the state it was taken in under. Breadth-first,
  /// states are numbered level by level in the order they were reached, so of two steps
  /// the one with the smaller (``sourceIndex``, ``position``) comes first in commit
  /// order: a merge can keep the first of anything, whichever thread saw it.
  /// ``StateGraph/run(to:then:detail:)`` replays the run the search stored to it.
  public let sourceIndex: Int
  /// The step's position among the enabled steps of its state.
  public let position: Int
}

extension SearchObserver {
  /// Folds in another thread's copy, which is of this observer's own type.
  mutating func merge(any other: any SearchObserver) {
    guard let other = other as? Self else {
      preconditionFailure("the copies of one search's observer have one type")
    }
    merge(other)
  }
}

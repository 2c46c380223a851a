/// Decides which stored states the ``Explorer`` expands next, how many at once and on
/// how many threads, and when the search stops short of its end: the part of the engine
/// that is neither the step function, the store, nor what observes the steps
/// (``SearchComponents``). The explorer owns the state store and the commit; a strategy
/// only orders the work.
protocol SearchStrategy {
  /// Expands and commits states of `explorer` from its roots (already stored) until
  /// none is left unexpanded or the explorer is stopped (``Explorer/isStopped``: a limit,
  /// a codec overflow, an answer).
  func explore(_ explorer: Explorer)
}

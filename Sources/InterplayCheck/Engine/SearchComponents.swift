/// What one search runs on every step beside the step function: the observers that
/// watch it (sequence claims, a directed search's claim progress, a
/// ``SearchObserver``) and the reductions that change what is stored (symmetry,
/// partial-order). The explorer hands it to each of its workers.
struct SearchComponents {
  /// The sequence claims observing the search, if any.
  var claims: ClaimObserver? = nil
  /// The symmetry the stored states are reduced by: each is its orbit's representative.
  var symmetry: SymmetryGroup? = nil
  /// The partial-order reduction's static tables, if the search is reduced.
  var partialOrder: IndependenceTables? = nil
  /// The claim alternative a directed search follows (see ``ClaimDirection``).
  var direction: ClaimDirection? = nil
  /// An observer from outside the engine (``SearchObserver``), if one watches.
  var observer: (any SearchObserver)? = nil
}

/// A transition of one actor's chart: the actor and the transition's index in the
/// chart's compiled order.
struct TransitionKey: Hashable {
  /// The actor.
  var actor: Int
  /// The transition's index in its chart.
  var index: Int
}

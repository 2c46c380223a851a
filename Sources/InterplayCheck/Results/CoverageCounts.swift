/// How often a complete search reached each state and transition of every statechart and
/// how many messages each pathway carried: what the HTML report draws as a heat map.
///
/// States count the distinct system states in which the state was active; transitions
/// and pathways count explored steps (edges of the state graph), so a transition taken
/// from many states counts once per state it is taken from.
public struct CoverageCounts: Hashable, Sendable {
  /// Per actor (model order): per state of its chart (chart order), how many explored
  /// system states had it active. Empty for an actor without a chart.
  public var states: [[Int]]
  /// Per actor: per transition (document order over the chart, as
  /// ``InterplayRuntime/TransitionRef/index``), how many explored steps fired it.
  public var transitions: [[Int]]
  /// Per actor: per notifier (model order), how many messages of that notifier went
  /// between the actor and the notifier's owner, both ways (requests, replies, events):
  /// the traffic on the pathway the actor declares (`requests`, `observes`).
  public var messages: [[Int]]

  /// Creates counts.
  public init(states: [[Int]], transitions: [[Int]], messages: [[Int]]) {
    self.states = states
    self.transitions = transitions
    self.messages = messages
  }
}

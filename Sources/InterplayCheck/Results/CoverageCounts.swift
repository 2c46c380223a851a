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
  /// Per pathway (every one an actor declares with `requests` or `observes`, and any
  /// other that carried a message): how many messages of the notifier went between the
  /// actor and the notifier's owner, both ways (requests, replies, events). Keyed by
  /// pathway rather than a table of every actor and notifier, which ten thousand actors
  /// would make a hundred million entries.
  public var messages: [Pathway: Int]

  /// An actor and a notifier (model indexes): the pathway between the actor and the
  /// notifier's owner.
  public struct Pathway: Hashable, Sendable {
    /// The actor's index in the model.
    public var actor: Int
    /// The notifier's index in the model.
    public var notifier: Int

    /// Creates a pathway.
    public init(actor: Int, notifier: Int) {
      self.actor = actor
      self.notifier = notifier
    }
  }

  /// Creates counts.
  public init(states: [[Int]], transitions: [[Int]], messages: [Pathway: Int]) {
    self.states = states
    self.transitions = transitions
    self.messages = messages
  }
}

/// The static half of the partial-order reduction's independence relation, per actor:
/// who may write its queue, whose words it shares, and whether its steps may ever form
/// an ample set (see ``PartialOrderAnalysis``, and ``AmpleSelector`` for the half
/// decided in each state).
struct IndependenceTables: Sendable {
  /// Whether the actor's steps may be an ample set at all: invisible to every property
  /// and invariant, and touching no data model or scope stack.
  let eligible: [Bool]
  /// Per actor, the other actors whose steps may append to its queue.
  let writers: [[Int]]
  /// Per actor, the actors whose queues its steps may append to (the edges along which
  /// an actor that can step may make another one able to).
  let writesTo: [[Int]]
  /// Per actor, the other actors whose words it reads or that read its words (`in`
  /// guards, variables of other actors, the data model): a step of one may enable or
  /// change a step of the other.
  let sharers: [[Int]]
  /// The actors that push or pop scopes: while one of them can still step, an actor may
  /// be created or destroyed. Without ``futures``, no ample set tolerates that; with
  /// them, only a push or pop of the ample actor's scope or of a receiver's does.
  let scopeChangers: [Int]
  /// Whether an actor can finish (its chart has a final state): a send to it may then
  /// fail later, which orders the send before its last step.
  let canFinish: [Bool]
  /// Per global case id: whether its notifier queues every notification in order (a
  /// `coalesce` or `latest` delivery depends on what is pending, which the receiver's
  /// own steps change).
  let fifoCase: [Bool]

  /// Per receiver, in the order of its ``writers``: the most notifications one step of
  /// that writer delivers to it, or -1 when unknown (see ``ActorFootprint/fanout``).
  /// Kept per writer that exists rather than for every pair of actors, which ten
  /// thousand actors made 400 MB.
  let fanout: [[Int32]]
  /// Per actor, the most notifications one step delivers in all: for a stub, one per
  /// take or send, or one per observer of what it emits; -1 when unknown. An actor that
  /// delivers at most one per notification it takes never adds to what is in flight.
  let emission: [Int]
  /// Whether the actor is a stub: its takes deliver at most one notification (a reply),
  /// and it may also emit or send of its own accord while its budget lasts.
  let isStub: [Bool]
  /// Per actor, the fewest notifications its queue holds when empty: its slots, or the
  /// smallest capacity of a channel that delivers to it if less. While a queue holds
  /// `count` entries, `room - count` more notifications of any channels fit.
  let room: [Int]
  /// Whether notifications arriving at the actor while it waits change none of its
  /// steps: its channels all queue in order, and it takes from the front (a modelled
  /// actor or an `ordered` stub; a free stub may take each new arrival).
  let acceptsArrivals: [Bool]

  /// Whether the actor's steps may set or cancel timers. Pending timers are ranked by
  /// when they were set, across actors, so two such steps do not commute.
  let usesTimers: [Bool]
  /// Whether the model has timers at all: time then passes only when no step processes
  /// anything, so an ample actor must be processing something (its steps then keep time
  /// from passing until it moves).
  let hasTimers: Bool
  /// What each actor may still do, by chart state, for the look-ahead that decides who
  /// may step while an ample actor waits (``FutureAnalysis``); nil for a model too large
  /// for it, where the closure along who may write whom stands in.
  let futures: FutureTables?

  /// The number of actors.
  var actorCount: Int { eligible.count }

  /// The fan-out to `receiver` of its writer at `position` in its ``writers``, -1 if
  /// unknown.
  @inline(__always)
  func fanout(to receiver: Int, fromWriterAt position: Int) -> Int {
    Int(fanout[receiver][position])
  }
}

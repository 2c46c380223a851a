/// An event on an actor's internal queue (SCXML's internal queue): queued by the actor
/// itself during a step and taken before the step ends, after the eventless transitions
/// it enables and in the order queued.
enum InternalEvent {
  /// State `state` became complete (a final child is active; every region of a parallel
  /// state is in a final state).
  case done(state: Int)
  /// `raise`: a case of the actor's own request notifier and its payload.
  case raised(gid: Int, payload: [UInt32])
}

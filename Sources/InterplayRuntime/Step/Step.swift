/// One atomic move of a system: what the checker enumerates and the executor chooses.
public enum Step: Hashable, Sendable, CustomStringConvertible {
  /// A modelled actor takes the queue entry at `index` (the first it does not defer) and
  /// runs to completion.
  case take(actor: Int, index: Int)
  /// A modelled actor takes its enabled eventless transitions and runs to completion.
  case eventless(actor: Int)
  /// A stub takes the queue entry at `index`; a request with a reply type is answered
  /// with the reply ordinal `reply`.
  case stubTake(actor: Int, index: Int, reply: UInt32?)
  /// A stub emits one of its events (global case id) with payload ordinals.
  case stubEmit(actor: Int, gid: Int, payload: [UInt32])
  /// A stub sends a request (global case id) with payload ordinals.
  case stubSend(actor: Int, gid: Int, payload: [UInt32])
  /// No other step is enabled: time passes to the earliest pending timer, and every
  /// timer due then delivers its request; `actor` receives the first.
  case timeout(actor: Int)

  /// The actor that moves.
  public var actor: Int {
    switch self {
    case .take(let actor, _), .eventless(let actor), .stubTake(let actor, _, _),
      .stubEmit(let actor, _, _), .stubSend(let actor, _, _), .timeout(let actor):
      actor
    }
  }

  /// `take(a2, 0)` and the like.
  public var description: String {
    switch self {
    case .take(let actor, let index): "take(a\(actor), \(index))"
    case .eventless(let actor): "eventless(a\(actor))"
    case .stubTake(let actor, let index, let reply):
      "stubTake(a\(actor), \(index)\(reply.map { ", reply: \($0)" } ?? ""))"
    case .stubEmit(let actor, let gid, let payload): "stubEmit(a\(actor), #\(gid), \(payload))"
    case .stubSend(let actor, let gid, let payload): "stubSend(a\(actor), #\(gid), \(payload))"
    case .timeout(let actor): "timeout(a\(actor))"
    }
  }
}

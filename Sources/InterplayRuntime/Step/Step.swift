/// One atomic move of a system: what the checker enumerates and the executor chooses.
public enum Step: Hashable, Sendable, CustomStringConvertible {
  /// A modelled actor takes the queue entry at `index` (the first it does not defer) and
  /// runs to completion; `choices` are the options its nondeterministic choices take,
  /// in the order it meets them (missing ones take option 0).
  case take(actor: Int, index: Int, choices: [UInt32] = [])
  /// A modelled actor takes its enabled eventless transitions and runs to completion.
  case eventless(actor: Int, choices: [UInt32] = [])
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
    case .take(let actor, _, _), .eventless(let actor, _), .stubTake(let actor, _, _),
      .stubEmit(let actor, _, _), .stubSend(let actor, _, _), .timeout(let actor):
      actor
    }
  }

  /// Whether the step processes something pending (a take, or eventless transitions):
  /// while one such step is enabled, logical time does not pass. A stub's emits and
  /// sends are the environment's choice and do not hold time back.
  public var isProcessing: Bool {
    switch self {
    case .take, .eventless, .stubTake: true
    case .stubEmit, .stubSend, .timeout: false
    }
  }

  /// The options a modelled actor's step takes at its nondeterministic choices; none for
  /// other steps.
  public var choices: [UInt32] {
    switch self {
    case .take(_, _, let choices), .eventless(_, let choices): choices
    default: []
    }
  }

  /// The same step taking other options at its choices (modelled actors' steps only).
  public func with(choices: [UInt32]) -> Step {
    switch self {
    case .take(let actor, let index, _): .take(actor: actor, index: index, choices: choices)
    case .eventless(let actor, _): .eventless(actor: actor, choices: choices)
    default: self
    }
  }

  private static func choicesText(_ choices: [UInt32]) -> String {
    choices.isEmpty ? "" : ", choices: \(choices)"
  }

  /// `take(a2, 0)` and the like.
  public var description: String {
    switch self {
    case .take(let actor, let index, let choices):
      "take(a\(actor), \(index)\(Self.choicesText(choices)))"
    case .eventless(let actor, let choices): "eventless(a\(actor)\(Self.choicesText(choices)))"
    case .stubTake(let actor, let index, let reply):
      "stubTake(a\(actor), \(index)\(reply.map { ", reply: \($0)" } ?? ""))"
    case .stubEmit(let actor, let gid, let payload): "stubEmit(a\(actor), #\(gid), \(payload))"
    case .stubSend(let actor, let gid, let payload): "stubSend(a\(actor), #\(gid), \(payload))"
    case .timeout(let actor): "timeout(a\(actor))"
    }
  }
}

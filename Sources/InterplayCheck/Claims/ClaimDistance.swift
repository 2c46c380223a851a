import InterplayModel
import InterplayRuntime

/// A lower bound on the steps a run still needs to match the rest of a claim's items:
/// the heuristic of the directed claim search (``DirectedClaimSearch``).
///
/// A step is one actor's: every message it sends has that actor as sender, except the
/// messages other actors send while the step enters or leaves their states (a scope
/// pushed or popped runs their entry and exit actions, eventless transitions and raised
/// events; the data model sends registrations). So a run of consecutive items can be
/// observed in one step only if their senders agree, not counting **free** items:
/// pushes, pops, lost messages, the data model's messages, and any message whose sender
/// sends that case outside a notification-triggered transition. The bound for items
/// `k...` is the fewest such runs they split into; greedy from the left gives the fewest,
/// since any part of a run that fits one step fits one step too. So one step lowers the
/// bound by at most one: the bound is consistent, and the search it directs meets the
/// shortest witness breadth-first order meets, in the same order.
///
/// Timers let a time step deliver any actor's delayed sends: in a model with timers the
/// bound is 0 everywhere (``isInformative`` false), which directs nothing.
struct ClaimDistance: Sendable {
  /// Per actor: the (case, reply) pairs it may send while another actor steps; nil when
  /// it may send anything then (a raise outside notification-triggered transitions).
  private let freeSends: [Set<FreeSend>?]
  /// The data model's sender number.
  private let dataModelSender: Int
  /// Whether the bound says anything: false for a model with timers.
  let isInformative: Bool

  private struct FreeSend: Hashable {
    var gid: Int
    var isReply: Bool
  }

  /// The bound for `system`.
  init(system: CompiledSystem) {
    dataModelSender = system.dataModelSender
    let free = Self.freeSends(of: system)
    freeSends = free ?? []
    isInformative = free != nil
  }

  /// Per actor, what it may send while another actor steps; nil for a model with timers.
  private static func freeSends(of system: CompiledSystem) -> [Set<FreeSend>?]? {
    let model = system.model
    var free: [Set<FreeSend>?] = []
    for actor in model.actors {
      guard let chart = actor.chart else {
        free.append([])
        continue
      }
      var usesTimers = false
      chart.visitActions { action in
        if case .sendAfter = action.kind { usesTimers = true }
      }
      var sends: Set<FreeSend>? = []
      func note(_ actions: [ResolvedAction]) {
        ResolvedAction.visit(actions) { action in
          switch action.kind {
          case .send(let ref, _), .emit(let ref, _):
            sends?.insert(
              FreeSend(
                gid: system.gid(notifier: ref.notifier.rawValue, caseIndex: ref.caseIndex),
                isReply: false))
          case .reply:
            // Which request a structural reply answers is not known here: every reply
            // of the actor is free.
            sends = nil
          case .raise: sends = nil
          default: break
          }
        }
      }
      if let initial = chart.initialTransition { note(initial.actions) }
      for state in chart.states {
        note(state.entry)
        note(state.exit)
        if let initial = state.initialTransition { note(initial.actions) }
        for transition in state.transitions {
          switch transition.trigger {
          case .always, .done: note(transition.actions)
          case .after: usesTimers = true
          case .notification, .registration: break
          }
        }
      }
      for history in chart.histories { note(history.defaultActions) }
      for choice in chart.choices {
        for branch in choice.branches { note(branch.actions) }
      }
      if usesTimers { return nil }
      free.append(sends)
    }
    return free
  }

  /// The sender an item binds its step to, or nil for a free item.
  private func sender(_ atom: SequenceClaim.Atom) -> Int? {
    guard case .message(let from, _, let gid, let isReply, _) = atom.kind else { return nil }
    guard from >= 0, from < freeSends.count, from != dataModelSender,
      let free = freeSends[from]
    else { return nil }
    return free.contains(FreeSend(gid: gid, isReply: isReply)) ? nil : from
  }

  /// The bound for each count of items matched: element `k` for items `k...` of
  /// `atoms` (the last, for all of them matched, is 0).
  func remaining(_ atoms: [SequenceClaim.Atom]) -> [Int] {
    var bounds = Array(repeating: 0, count: atoms.count + 1)
    guard isInformative else { return bounds }
    // From the right, greedy from each start: the run starting at k ends before the
    // first item whose sender differs from the run's.
    var runEnd = Array(repeating: atoms.count, count: atoms.count)
    for start in atoms.indices {
      var bound: Int?
      var end = start
      while end < atoms.count {
        if let sender = sender(atoms[end]) {
          if let bound, bound != sender { break }
          bound = sender
        }
        end += 1
      }
      runEnd[start] = end
    }
    for start in atoms.indices.reversed() {
      bounds[start] = 1 + bounds[runEnd[start]]
    }
    return bounds
  }
}

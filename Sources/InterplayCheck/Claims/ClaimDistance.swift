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
/// pushes, pops, lost messages, the data model's messages, and any message an actor of
/// a scope sends from that code. The bound for items
/// `k...` is the fewest such runs they split into; greedy from the left gives the fewest,
/// since any part of a run that fits one step fits one step too. So one step lowers the
/// bound by at most one: the bound is consistent, and the search it directs meets the
/// shortest witness breadth-first order meets, in the same order.
///
/// A time step is no actor's: it delivers the requests sent `after` a delay whose time
/// has come and fires the `after` transitions due, each running to completion. So the
/// cases an actor sends with a delay are free items of that actor, and every message of
/// an actor with `after` transitions is free.
struct ClaimDistance: Sendable {
  /// Per actor: what it may send while another actor steps.
  private let freeSends: [FreeSends]
  /// The data model's sender number.
  private let dataModelSender: Int
  /// The stubs, whose steps each send at most one notification.
  private let stubs: Set<Int>
  /// Whether the bound says anything: false when every item is free.
  let isInformative: Bool

  /// What an actor may send in another actor's step.
  private struct FreeSends {
    /// The cases of its requests and events (global case ids).
    var cases: Set<Int> = []
    /// Whether its replies may be among them (which request a reply there answers is
    /// not known here, so every reply of the actor is then free).
    var replies = false
    /// Whether every message of the actor is free (it has `after` transitions).
    var isEverything = false
  }

  /// The notification a stub's step sends, as the items of a run have it so far.
  private struct StubNotification {
    var gid: Int
    var isReply: Bool
    var payload: [UInt32?]?
    var receivers: Set<Int>
  }

  /// The bound for `system`.
  init(system: CompiledSystem) {
    dataModelSender = system.dataModelSender
    stubs = Set(system.model.actors.filter(\.isStub).map(\.id.rawValue))
    freeSends = Self.freeSends(of: system)
    isInformative = freeSends.contains { !$0.isEverything }
  }

  /// Per actor, what it may send while another actor steps, or in a time step.
  ///
  /// An actor's code runs in another actor's step only when a scope it belongs to is
  /// pushed or popped: its entry and initial actions, its exit actions, the eventless
  /// and completion transitions they lead to, and the transitions of the events that
  /// code raises (taken within the same step). An actor of no scope runs its code in
  /// its own steps only (its start is the initialization, which is not a step). A time
  /// step delivers delayed sends and runs `after` transitions.
  private static func freeSends(of system: CompiledSystem) -> [FreeSends] {
    let model = system.model
    var scoped = Set<Int>()
    for scope in model.scopes {
      for actor in scope.actors { scoped.insert(actor.rawValue) }
    }
    var free: [FreeSends] = []
    for actor in model.actors {
      guard let chart = actor.chart else {
        free.append(FreeSends())
        continue
      }
      var sends =
        scoped.contains(actor.id.rawValue) ? structuralSends(of: chart, system) : FreeSends()
      chart.visitActions { action in
        if case .sendAfter(let ref, _, _) = action.kind {
          sends.cases.insert(system.gid(notifier: ref.notifier.rawValue, caseIndex: ref.caseIndex))
        }
      }
      // A transition fired by time may send anything the actor sends, in no step of its own.
      sends.isEverything = chart.states.contains { state in
        state.transitions.contains { if case .after = $0.trigger { true } else { false } }
      }
      free.append(sends)
    }
    return free
  }

  /// What a chart's code sends when it runs outside the chart's own notification-
  /// triggered transitions (see ``freeSends(of:)``).
  private static func structuralSends(of chart: Statechart, _ system: CompiledSystem)
    -> FreeSends
  {
    var sends = FreeSends()
    var raised = Set<NotificationRef>()
    func note(_ actions: [ResolvedAction]) {
      ResolvedAction.visit(actions) { action in
        switch action.kind {
        case .send(let ref, _), .emit(let ref, _):
          sends.cases.insert(
            system.gid(notifier: ref.notifier.rawValue, caseIndex: ref.caseIndex))
        case .reply: sends.replies = true
        case .raise(let ref, _): raised.insert(ref)
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
        case .after, .notification, .registration: break
        }
      }
    }
    for history in chart.histories { note(history.defaultActions) }
    for choice in chart.choices {
      for branch in choice.branches { note(branch.actions) }
    }
    // The transitions of raised events, until no new event is raised.
    var handled = Set<NotificationRef>()
    while let ref = raised.subtracting(handled).min() {
      handled.insert(ref)
      for state in chart.states {
        for transition in state.transitions {
          if case .notification(let trigger, false, _) = transition.trigger, trigger == ref {
            note(transition.actions)
          }
        }
      }
    }
    return sends
  }

  /// The sender an item binds its step to, or nil for a free item.
  private func sender(_ atom: SequenceClaim.Atom) -> Int? {
    guard case .message(let from, _, let gid, let isReply, _) = atom.kind else { return nil }
    guard from >= 0, from < freeSends.count, from != dataModelSender else { return nil }
    let free = freeSends[from]
    return (free.isEverything || (isReply ? free.replies : free.cases.contains(gid))) ? nil : from
  }

  /// The bound for each count of items matched: element `k` for items `k...` of
  /// `atoms` (the last, for all of them matched, is 0).
  func remaining(_ atoms: [SequenceClaim.Atom]) -> [Int] {
    var bounds = Array(repeating: 0, count: atoms.count + 1)
    guard isInformative else { return bounds }
    // Greedy from each start: the run starting at k ends before the first item whose
    // sender differs from the run's, or that a stub's one notification cannot be.
    var runEnd = Array(repeating: atoms.count, count: atoms.count)
    for start in atoms.indices {
      var bound: Int?
      var stubNotification: StubNotification?
      var end = start
      scan: while end < atoms.count {
        if let sender = sender(atoms[end]) {
          if let bound, bound != sender { break }
          bound = sender
          if stubs.contains(sender),
            case .message(_, let to, let gid, let isReply, let payload) =
              atoms[end].kind
          {
            // A stub's step sends one notification, to one receiver or (an event) to
            // several: the same case and payload, each receiver once.
            if var notification = stubNotification {
              guard notification.gid == gid, notification.isReply == isReply,
                notification.payload == payload, !notification.receivers.contains(to)
              else { break scan }
              notification.receivers.insert(to)
              stubNotification = notification
            } else {
              stubNotification = StubNotification(
                gid: gid, isReply: isReply, payload: payload, receivers: [to])
            }
          }
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

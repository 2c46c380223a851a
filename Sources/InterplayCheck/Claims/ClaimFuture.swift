import InterplayRuntime

/// What a claim alternative's next item needs from the future of a state, so that a
/// directed search can drop a product node from which the item can never be observed:
/// no run through it matches the alternative, so nothing below it is worth storing.
///
/// The test is ``FutureAnalysis`` with no actor frozen: an over-approximation of every
/// message that may be delivered and every scope that may be pushed or popped on any
/// path from the state. A message item needs its key there (queued now, or sent by a
/// firing the fixpoint contains); a lost item needs the same key, since a notification
/// is lost only after it was sent; a push or pop needs its scope touched. An item the
/// tables do not name (a registration, which the data model sends) is never a dead end.
///
/// Dropping a node the analysis shows dead keeps every node from which a witness is
/// reachable, and so every node of the breadth-first witness and each one's first
/// parent: the witness found is the one the search without the cut finds. What the cut
/// changes is what an impossible alternative costs: a forbidden sequence that cannot
/// happen is shown so on the few states from which its items could still come, not on
/// the whole graph.
struct ClaimFuture: Sendable {
  /// What one item needs.
  enum Requirement: Sendable {
    /// A delivery (or loss) of the message with this key (see ``FutureTables``).
    case message(key: Int)
    /// A push or pop of this scope.
    case scope(Int)
    /// Nothing the analysis can rule out.
    case anything
  }

  /// The static tables the per-thread analyses read.
  let tables: FutureTables
  /// Per count of items matched, what the next item needs (none past the last).
  let requirements: [Requirement]

  /// The requirements of `atoms` in `system`, or nil when the system's tables are too
  /// large to build (see ``FutureTables/build(_:)``) or no item can be ruled out.
  init?(atoms: [SequenceClaim.Atom], tables: FutureTables?, system: CompiledSystem) {
    guard let tables else { return nil }
    let requirements = atoms.map { atom -> Requirement in
      switch atom.kind {
      case .message(let from, let to, let gid, let isReply, _),
        .lost(let from, let to, let gid, let isReply, _):
        guard from != system.dataModelSender, to >= 0, to < tables.actorCount, gid >= 0,
          gid * 2 + 1 < tables.keysPerActor
        else { return .anything }
        return .message(key: to * tables.keysPerActor + gid * 2 + (isReply ? 1 : 0))
      case .push(let scope), .pop(let scope):
        return scope >= 0 && scope < tables.scopeMembers.count ? .scope(scope) : .anything
      }
    }
    guard requirements.contains(where: { if case .anything = $0 { false } else { true } })
    else { return nil }
    self.tables = tables
    self.requirements = requirements
  }

  /// A fresh analysis for one thread's worker of `system` (its own compiled copy).
  func analysis(for system: CompiledSystem) -> FutureAnalysis {
    FutureAnalysis(tables: tables, system: system)
  }

  /// Whether no path from the state with these words observes item `matched` (the
  /// next one of a node that has matched that many), so the node is a dead end.
  func isDeadEnd(_ words: [UInt32], matched: Int, using analysis: inout FutureAnalysis) -> Bool {
    guard matched >= 0, matched < requirements.count else { return false }
    let requirement = requirements[matched]
    if case .anything = requirement { return false }
    analysis.run(words, frozen: -1, enabled: [])
    switch requirement {
    case .message(let key): return !analysis.mayDeliver(key)
    case .scope(let scope): return !analysis.mayChange(scope: scope)
    case .anything: return false
    }
  }
}

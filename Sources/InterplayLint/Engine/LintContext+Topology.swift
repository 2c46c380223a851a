import InterplayModel

extension LintContext {
  /// Whether an actor is matched by a topology-rule endpoint: the actor itself or one of
  /// its sub-actors, or any actor with the role.
  public func matches(_ endpoint: Endpoint, _ actor: ActorID) -> Bool {
    switch endpoint {
    case .actor(let id): isWithin(actor, id)
    case .role(let role): model.actors[actor.rawValue].role == role
    }
  }

  /// The pathways whose observing or requesting actor an endpoint matches, in order: for an
  /// actor, those of its subtree (a contiguous run when actors are in pre-order).
  public func pathways(from endpoint: Endpoint) -> [Pathway] {
    switch endpoint {
    case .actor(let id):
      guard !subtreeEnd.isEmpty else { return pathways.filter { isWithin($0.actor, id) } }
      let last = subtreeEnd[id.rawValue] - 1
      return Array(
        pathways[pathwayGroups[id.rawValue].lowerBound..<pathwayGroups[last].upperBound])
    case .role(let role):
      return pathwaysByRole[ActorRole.allCases.firstIndex(of: role) ?? 0].map { pathways[$0] }
    }
  }

  /// An endpoint as written: the actor path or the role keyword.
  public func name(of endpoint: Endpoint) -> String {
    switch endpoint {
    case .actor(let id): model.actors[id.rawValue].path
    case .role(let role): role.rawValue
    }
  }

  /// `'Flow' requests 'Locator.request'`: a pathway as findings phrase it.
  public func describe(_ pathway: Pathway) -> String {
    "'\(model.actors[pathway.actor.rawValue].path)' \(pathway.kind.rawValue) '\(name(of: pathway.notifier))'"
  }

  /// The pathway by which `actor` observes or requests `notifier`, if declared.
  public func pathway(from actor: ActorID, to notifier: NotifierID) -> Pathway? {
    pathways(of: actor).first { $0.notifier == notifier }
  }
}

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

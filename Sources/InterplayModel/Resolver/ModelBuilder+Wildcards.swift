import InterplayDiagnostics
import InterplaySyntax

/// Wildcard triggers: `Actor.*` stands for every case of an observed actor's event
/// notifier, `*` for every case of the actor's own request notifier. Each is expanded
/// into one trigger per case, in declaration order, before it is resolved, so every
/// check a written case gets, each expanded case gets too.
extension ModelBuilder {
  /// The triggers `syntax` stands for: itself, or one per case for a wildcard.
  func expandWildcard(_ syntax: TriggerSyntax, actor: ActorID) -> [TriggerSyntax] {
    guard syntax.name.last.name == "*" else { return [syntax] }
    let star = syntax.name.last
    let prefix = Array(syntax.name.components.dropLast())
    var owner = actor
    if !prefix.isEmpty {
      guard let found = resolveActorPath(prefix[...], from: actor) else { return [] }
      owner = found
    }
    if !syntax.bindings.isEmpty {
      error(
        "resolve.wildcard-bindings",
        "'\(syntax.name.text)' binds nothing: the cases it stands for carry different payloads",
        at: syntax.bindings[0].range)
      return []
    }
    let notifier =
      owner == actor
      ? model.actors[owner.rawValue].requestNotifier
      : model.actors[owner.rawValue].eventNotifier
    guard let notifier, !model[notifier].cases.isEmpty else {
      let kind = owner == actor ? "requests" : "events"
      error(
        "resolve.wildcard-without-cases",
        "'\(syntax.name.text)' stands for no case: '\(model.actors[owner.rawValue].path)' declares no \(kind)",
        at: syntax.name.range)
      return []
    }
    // `*` names the notifier whose cases it stands for; this binding comes first, so the
    // table keeps it over those of the expanded cases, which are written at `*` too.
    bind(.notifier(notifier), at: star.range)
    return model[notifier].cases.map { notification in
      TriggerSyntax(
        isReply: false,
        name: Path(
          prefix + [Identifier(notification.name, range: star.range)],
          range: syntax.name.range), bindings: [], range: syntax.range)
    }
  }
}

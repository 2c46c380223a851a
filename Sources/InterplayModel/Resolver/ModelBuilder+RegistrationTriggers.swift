import InterplayDiagnostics
import InterplaySyntax

/// Triggers that name data-model registrations: `on Data.registration`.
extension ModelBuilder {
  /// The data model a trigger `Data.registration` names: two names, the first a data
  /// model and not an actor visible from `actor` (a sub-actor may shadow it). Nil for
  /// `reply` triggers, which always name requests.
  func registrationDataModel(_ syntax: TriggerSyntax, actor: ActorID) -> DataModelID? {
    let components = syntax.name.components
    guard !syntax.isReply, components.count == 2,
      case .dataModel(let dataModel) = globals[components[0].name]?.symbol,
      resolveActorPathQuietly(components[0].name, from: actor) == nil
    else { return nil }
    return dataModel
  }

  /// `Data.registration` as a trigger of `actor`: a registration of that data model
  /// whose `by` clause names `actor`. A registration carries no payload.
  func resolveRegistrationTrigger(
    _ syntax: TriggerSyntax, in dataModel: DataModelID, actor: ActorID
  ) -> ResolvedTrigger? {
    let name = syntax.name.last
    let data = model.dataModels[dataModel.rawValue]
    guard let index = data.registrations.firstIndex(where: { $0.name == name.name }) else {
      // A registration dropped because its owner did not resolve is already reported.
      let declared = dataDecls[dataModel.rawValue].registrations.contains {
        $0.name.name == name.name
      }
      if !declared {
        unknown(
          "resolve.unknown-registration", "'\(data.name)' has no registration '\(name.name)'",
          name: name, candidates: data.registrations.map { ($0.name, $0.nameRange) })
      }
      return nil
    }
    let ref = RegistrationRef(dataModel: dataModel, index: index)
    bind(.dataModel(dataModel), at: syntax.name.components[0].range)
    bind(.registration(ref), at: name.range)
    let owner = model[ref].owner
    if owner != actor {
      error(
        "resolve.not-registration-owner",
        "'\(name.name)' of '\(data.name)' is run by '\(model[owner].path)', "
          + "not '\(model[actor].path)'",
        at: syntax.name.range)
    }
    if !syntax.bindings.isEmpty {
      error(
        "type.arity",
        "registration '\(data.name).\(name.name)' carries no payload, "
          + "found \(count(syntax.bindings.count, "binding"))",
        at: syntax.range)
    }
    return ResolvedTrigger(trigger: .registration(ref))
  }
}

import InterplayDiagnostics
import InterplaySyntax

/// Pass 1: every top-level name, actor, scope and data model gets its id.
extension ModelBuilder {
  func declareAll() {
    var system: SystemDecl?
    reserveForDeclarations()
    for (fileIndex, file) in files.enumerated() {
      // By index: `for declaration in` copies each declaration whole before the switch
      // copies its payload again.
      for index in file.declarations.indices {
        switch file.declarations[index] {
        case .system(let decl):
          // An imported file may name its own system; only the root file's name counts.
          guard fileIndex == 0 else { continue }
          if let first = system {
            duplicate(
              "resolve.duplicate-system", "duplicate system declaration '\(decl.name.name)'",
              name: decl.name, first: first.name.range)
          } else {
            system = decl
            declare(
              .system, .system, decl.name.name, decl.name.name, decl.name.range, decl.range, nil)
          }
        case .importFile: break
        case .profile(let decl): declareProfile(decl)
        case .check(let decl): declareCheck(decl)
        case .opaqueType(let decl):
          let id = TypeID(model.types.count)
          if declareGlobal(decl.name, .type(id)) {
            model.types.append(
              ModelType(name: decl.name.name, kind: .opaque(count: 2), range: decl.name.range))
            opaqueDecls.append((id, decl))
            declare(
              .type(id), .opaqueType, decl.name.name, decl.name.name, decl.name.range, decl.range,
              nil)
          }
        case .enumeration(let decl):
          let id = TypeID(model.types.count)
          if declareGlobal(decl.name, .type(id)) {
            model.types.append(
              ModelType(name: decl.name.name, kind: .enumeration([]), range: decl.name.range))
            enumDecls.append((id, decl))
            declare(
              .type(id), .enumeration, decl.name.name, decl.name.name, decl.name.range, decl.range,
              nil)
          }
        case .actor(let decl): declareActor(decl, parent: nil, scope: nil)
        case .stack(let decl):
          let id = StackID(model.stacks.count)
          if declareGlobal(decl.name, .stack(id)) {
            model.stacks.append(
              Stack(id: id, name: decl.name.name, nameRange: decl.name.range, range: decl.range))
          }
        case .scope(let decl): declareScope(decl)
        case .data(let decl):
          let id = DataModelID(model.dataModels.count)
          if declareGlobal(decl.name, .dataModel(id)) {
            model.dataModels.append(
              DataModel(id: id, name: decl.name.name, nameRange: decl.name.range, range: decl.range)
            )
            dataDecls.append(decl)
          }
        case .sequence(let decl): sequenceDecls.append(decl)
        case .property(let decl): propertyDecls.append(decl)
        case .invariant(let decl): invariantDecls.append(decl)
        case .rule(let decl): ruleDecls.append(decl)
        case .error: break
        }
      }
    }
    model.name = system?.name.name ?? fallbackName()
    model.nameRange = system?.name.range ?? files.first.map { .point($0.file, 0) }
  }

  /// Reserves room in the model and the per-actor tables for the top-level declarations,
  /// so that on a large model they are not copied over and over as they grow.
  private func reserveForDeclarations() {
    var actors = 0
    var types = 0
    var sequences = 0
    for file in files {
      // By index and by case: iterating (or binding) would copy every declaration to count it.
      for index in file.declarations.indices {
        switch file.declarations[index] {
        case .actor: actors += 1
        case .scope:
          if case .scope(let decl) = file.declarations[index] { actors += decl.actors.count }
        case .enumeration, .opaqueType: types += 1
        case .sequence: sequences += 1
        default: break
        }
      }
    }
    model.actors.reserveCapacity(actors)
    actorDecls.reserveCapacity(actors)
    stateDecls.reserveCapacity(actors)
    historyDecls.reserveCapacity(actors)
    model.notifiers.reserveCapacity(2 * actors)
    model.types.reserveCapacity(types + 8)
    enumDecls.reserveCapacity(types)
    sequenceDecls.reserveCapacity(sequences)
    model.sequences.reserveCapacity(sequences)
  }

  /// The root file's name without directory and extension.
  private func fallbackName() -> String {
    guard let root = files.first, root.file.rawValue < sources.files.count else { return "" }
    let path = sources[root.file].path
    let base = path.split(separator: "/").last.map(String.init) ?? path
    return base.hasSuffix(".ipl") ? String(base.dropLast(4)) : base
  }

  private func declareProfile(_ decl: ProfileDecl) {
    guard let profile = ModelProfile(rawValue: decl.name.name) else {
      unknown(
        "resolve.unknown-profile", "unknown profile '\(decl.name.name)'", name: decl.name,
        candidates: ModelProfile.allCases.map { ($0.rawValue, nil) })
      return
    }
    model.profiles.append(ProfileSetting(profile: profile, range: decl.range))
  }

  private func declareCheck(_ decl: CheckDecl) {
    guard let check = BuiltinCheck(rawValue: decl.name.name) else {
      unknown(
        "resolve.unknown-check", "unknown check '\(decl.name.name)'", name: decl.name,
        candidates: BuiltinCheck.allCases.map { ($0.rawValue, nil) })
      return
    }
    model.checks.append(CheckSetting(check: check, isEnabled: !decl.isOff, range: decl.range))
  }

  private func declareScope(_ decl: ScopeDecl) {
    let id = ScopeID(model.scopes.count)
    guard declareGlobal(decl.name, .scope(id)) else { return }
    model.scopes.append(
      Scope(id: id, name: decl.name.name, stack: nil, nameRange: decl.name.range, range: decl.range)
    )
    scopeDecls.append(decl)
    for actor in decl.actors {
      if let actorID = declareActor(actor, parent: nil, scope: id) {
        model.scopes[id.rawValue].actors.append(actorID)
      }
    }
  }

  /// Declares an actor and its sub-actors; returns nil for a duplicate (which is skipped).
  @discardableResult
  func declareActor(_ decl: ActorDecl, parent: ActorID?, scope: ScopeID?) -> ActorID? {
    let id = ActorID(model.actors.count)
    let path: String
    if let parent {
      let siblings = model.actors[parent.rawValue].children
      if let first = siblings.first(where: { model.actors[$0.rawValue].name == decl.name.name }) {
        duplicate(
          "resolve.duplicate-actor",
          "duplicate actor '\(decl.name.name)' in '\(model.actors[parent.rawValue].path)'",
          name: decl.name, first: model.actors[first.rawValue].nameRange)
        return nil
      }
      path = model.actors[parent.rawValue].path + "." + decl.name.name
    } else {
      guard declareGlobal(decl.name, .actor(id)) else { return nil }
      path = decl.name.name
    }
    var budget: Int?
    if let written = decl.budget {
      if written.value < 0 {
        error(
          "resolve.invalid-count", "budget must not be negative, found \(written.value)",
          at: written.range)
      } else if isWithinLimit(written, ModelLimits.maxBudget, "limit.budget", "budget") {
        budget = written.value
      }
    }
    model.actors.append(
      Actor(
        id: id, name: decl.name.name, path: path, role: ActorRole(decl.role),
        uri: decl.uri?.value ?? Actor.defaultURI(forPath: path), hasExplicitURI: decl.uri != nil,
        parent: parent, scope: scope, budget: budget, nameRange: decl.name.range,
        range: decl.range))
    model.actors[id.rawValue].uriRange = decl.uri?.range
    model.actors[id.rawValue].isBudgetPerPush = budget != nil && decl.budgetPerPushRange != nil
    model.actors[id.rawValue].displayName = decl.display?.value
    if let ordered = decl.orderedRange {
      let hasStates = decl.members.contains {
        switch $0 {
        case .state, .initial: true
        default: false
        }
      }
      if hasStates {
        error(
          "resolve.ordered-statechart",
          "'ordered' is for stubs: '\(path)' has a statechart, and takes its queue in order already",
          at: ordered)
      } else {
        model.actors[id.rawValue].isOrdered = true
      }
    }
    actorDecls.append(decl)
    stateDecls.append([])
    historyDecls.append([])
    if let parent { model.actors[parent.rawValue].children.append(id) }
    for memberIndex in decl.members.indices {
      guard case .actor = decl.members[memberIndex],
        case .actor(let child) = decl.members[memberIndex]
      else { continue }
      declareActor(child, parent: id, scope: scope)
    }
    return id
  }
}

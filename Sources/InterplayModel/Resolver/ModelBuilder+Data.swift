import InterplayDiagnostics
import InterplaySyntax

/// Data models, registrations and scopes.
extension ModelBuilder {
  /// Pass 4a: data-model properties.
  func resolveDataProperties() {
    for (index, decl) in dataDecls.enumerated() {
      for property in decl.properties {
        let existing = model.dataModels[index].properties
        if let first = existing.first(where: { $0.name == property.name.name }) {
          duplicate(
            "resolve.duplicate-variable",
            "duplicate property '\(property.name.name)' in '\(decl.name.name)'",
            name: property.name, first: first.nameRange)
          continue
        }
        model.dataModels[index].properties.append(variable(property, context: .constant(in: nil)))
      }
    }
  }

  /// Pass 4b: the stack each scope is pushed on.
  func resolveScopes() {
    for (index, decl) in scopeDecls.enumerated() {
      guard let name = decl.stack else { continue }  // the parser reported it
      guard case .stack(let stack) = globals[name.name]?.symbol else {
        let message =
          globals[name.name].map { "'\(name.name)' is \($0.symbol.description), not a stack" }
          ?? "unknown stack '\(name.name)'"
        unknown(
          "resolve.unknown-stack", message, name: name,
          candidates: globalCandidates { if case .stack = $0 { true } else { false } })
        continue
      }
      model.scopes[index].stack = stack
      model.stacks[stack.rawValue].scopes.append(model.scopes[index].id)
    }
  }

  /// A scope named in `push`, `pop` or a sequence.
  func resolveScope(_ path: Path) -> ScopeID? {
    let name = path.components[0]
    guard path.components.count == 1, case .scope(let scope) = globals[name.name]?.symbol else {
      let message =
        path.components.count == 1
        ? globals[name.name].map { "'\(name.name)' is \($0.symbol.description), not a scope" }
          ?? "unknown scope '\(name.name)'" : "unknown scope '\(path.text)'"
      unknown(
        "resolve.unknown-scope", message, name: name,
        candidates: globalCandidates { if case .scope = $0 { true } else { false } })
      return nil
    }
    return scope
  }

  /// Pass 8: registration owners, read and write sets (before behaviours, whose
  /// triggers name registrations).
  func resolveRegistrations() {
    for (index, decl) in dataDecls.enumerated() {
      let dataModel = DataModelID(index)
      var seen = NameMap<SourceRange>()
      for syntax in decl.registrations {
        if let first = seen[syntax.name.name] {
          duplicate(
            "resolve.duplicate-registration",
            "duplicate registration '\(syntax.name.name)' in '\(decl.name.name)'",
            name: syntax.name, first: first)
          continue
        }
        seen[syntax.name.name] = syntax.name.range
        let owner = resolveActorPath(syntax.owner.components[...], from: nil)
        let reads = syntax.reads.compactMap { registrationProperty($0, in: dataModel) }
        let writes = syntax.writes.compactMap { registrationProperty($0, in: dataModel) }
        if syntax.kind == .recurring, let first = syntax.writes.first {
          error(
            "resolve.recurring-writes",
            "recurring registration '\(syntax.name.name)' must not write properties",
            at: first.range)
        }
        if let priority = syntax.priority, syntax.kind != .hard {
          warning(
            "resolve.priority-not-hard",
            "priority applies to hard registrations only; '\(syntax.name.name)' is \(syntax.kind)",
            at: priority.range)
        }
        guard let owner else { continue }
        model.dataModels[index].registrations.append(
          Registration(
            name: syntax.name.name, kind: syntax.kind, owner: owner, reads: reads, writes: writes,
            priority: syntax.priority?.value, nameRange: syntax.name.range, range: syntax.range))
      }
    }
  }

  /// `property` (of the registration's own data model) or `Data.property`.
  private func registrationProperty(_ path: Path, in own: DataModelID) -> PropertyRef? {
    switch path.components.count {
    case 1:
      return resolveProperty(path.components[0], in: own)
    case 2:
      let name = path.components[0]
      guard case .dataModel(let other) = globals[name.name]?.symbol else {
        unknown(
          "resolve.unknown-data-model", "unknown data model '\(name.name)'", name: name,
          candidates: globalCandidates { if case .dataModel = $0 { true } else { false } })
        return nil
      }
      return resolveProperty(path.components[1], in: other)
    default:
      error(
        "resolve.unknown-property", "expected 'property' or 'Data.property', found '\(path.text)'",
        at: path.range)
      return nil
    }
  }
}

import InterplayDiagnostics
import InterplaySyntax

/// Data models, registrations and scopes.
extension ModelBuilder {
  /// Pass 4a: data-model properties and the nodes of the property tree, flattened: a
  /// property inside a node is named by its path from the root (`node.property`), and a
  /// node with a type is a property itself.
  func resolveDataProperties() {
    for (index, decl) in dataDecls.enumerated() {
      declareDataMembers(decl.properties, decl.nodes, prefix: "", in: index, of: decl.name.name)
    }
  }

  private func declareDataMembers(
    _ properties: [VarDecl], _ nodes: [DataNodeDecl], prefix: String, in index: Int,
    of dataModel: String
  ) {
    var seen = NameMap<SourceRange>()
    for property in properties {
      guard declareDataName(property.name, in: &seen, of: dataModel) else { continue }
      var named = property
      named.name.name = prefix + property.name.name
      model.dataModels[index].properties.append(variable(named, context: .constant(in: nil)))
    }
    for node in nodes {
      guard declareDataName(node.name, in: &seen, of: dataModel) else { continue }
      let name = prefix + node.name.name
      var own: Int?
      if let type = node.type {
        own = model.dataModels[index].properties.count
        let decl = VarDecl(
          name: Identifier(name, range: node.name.range), type: type, initial: node.initial,
          range: node.name.range)
        model.dataModels[index].properties.append(variable(decl, context: .constant(in: nil)))
      }
      model.dataModels[index].nodes.append(
        DataNode(name: name, property: own, nameRange: node.name.range))
      declareDataMembers(
        node.properties, node.nodes, prefix: name + ".", in: index, of: dataModel)
    }
  }

  /// Records a property or node name among its siblings; false (after reporting) for a
  /// duplicate.
  private func declareDataName(
    _ name: Identifier, in seen: inout NameMap<SourceRange>, of dataModel: String
  ) -> Bool {
    if let first = seen[name.name] {
      duplicate(
        "resolve.duplicate-variable", "duplicate property '\(name.name)' in '\(dataModel)'",
        name: name, first: first)
      return false
    }
    seen[name.name] = name.range
    return true
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
      bind(.stack(stack), at: name.range)
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
    bind(.scope(scope), at: name.range)
    return scope
  }
}

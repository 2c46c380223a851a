import InterplayDiagnostics
import InterplaySyntax

/// Paths into a data model's property tree (Quantwm's `QWPath`): to a property, to a
/// node, or to a node's subtree (`node.*`).
extension ModelBuilder {
  /// The properties a registration path names. A path whose first name is a data model
  /// starts at that model's root; any other at the registration's own model's root.
  ///
  /// Read (`writing` false): every property on the path's chain, that is each node with a
  /// type it goes through and the property it ends at (a path changes when any of them
  /// does); for `node.*`, also every property below the node. Written: the property the
  /// path ends at, or every property below `node.*`.
  func registrationPath(_ path: Path, in own: DataModelID, writing: Bool) -> [PropertyRef] {
    var components = path.components[...]
    var dataModel = own
    let first = components[components.startIndex]
    if case .dataModel(let other) = globals[first.name]?.symbol, components.count > 1 {
      bind(.dataModel(other), at: first.range)
      dataModel = other
      components = components.dropFirst()
    } else if components.count == 2, components.last?.name != "*",
      !model.dataModels[own.rawValue].nodes.contains(where: { $0.name == first.name })
    {
      // `Data.property` with an unknown data model (a path through a node of the own
      // model is resolved below).
      unknown(
        "resolve.unknown-data-model", "unknown data model '\(first.name)'", name: first,
        candidates: globalCandidates { if case .dataModel = $0 { true } else { false } })
      return []
    }
    let data = model.dataModels[dataModel.rawValue]
    let subtree = components.last?.name == "*"
    if subtree { components = components.dropLast() }
    bindDataPath(components, in: dataModel)
    var chain: [Int] = []
    var name = ""
    for (offset, component) in components.enumerated() {
      name = name.isEmpty ? component.name : name + "." + component.name
      let isLast = offset == components.count - 1
      if let node = data.nodes.first(where: { $0.name == name }) {
        if let own = node.property, !writing || isLast { chain.append(own) }
        continue
      }
      guard isLast, !subtree, let property = data.properties.firstIndex(where: { $0.name == name })
      else {
        if subtree && isLast, data.properties.contains(where: { $0.name == name }) {
          error(
            "resolve.subtree-of-property",
            "'\(name)' is a property, not a node: '.*' names everything below a node",
            at: path.range,
            fixIts: [
              FixIt(
                "read the property itself",
                edits: [
                  TextEdit(
                    range: SourceRange(
                      file: path.range.file, start: component.range.end, end: path.range.end),
                    replacement: "")
                ])
            ])
        } else {
          unknown(
            "resolve.unknown-property",
            "'\(data.name)' has no property \(isLast ? "" : "or node ")'\(name)'",
            name: component,
            candidates: data.properties.map { ($0.name, $0.nameRange) }
              + data.nodes.map { ($0.name, $0.nameRange) })
        }
        return []
      }
      chain.append(property)
    }
    if subtree {
      let prefix = name.isEmpty ? "" : name + "."
      for (index, property) in data.properties.enumerated()
      where property.name.hasPrefix(prefix) && !chain.contains(index) {
        chain.append(index)
      }
    } else if writing, chain.isEmpty {
      error(
        "resolve.node-not-property",
        "'\(name)' is a node without a type, not a property: it cannot be written",
        at: path.range)
      return []
    }
    if chain.isEmpty {
      error(
        "resolve.path-reads-nothing",
        "'\(path.text)' \(writing ? "writes" : "reads") nothing: no node on it has a type"
          + (subtree ? " and nothing is below it" : "; read its subtree with '.*'"),
        at: path.range,
        fixIts: subtree
          ? []
          : [
            FixIt(
              "read everything below the node",
              edits: [TextEdit(range: .point(path.range.file, path.range.end), replacement: ".*")])
          ])
      return []
    }
    return chain.map { PropertyRef(dataModel: dataModel, index: $0) }
  }

  /// A property named in an expression or an assignment: `Data.property`, or
  /// `Data.node.property` and `Data.node` (a node with a type) inside the property tree.
  func resolvePropertyPath(
    _ components: ArraySlice<Identifier>, in dataModel: DataModelID
  ) -> PropertyRef? {
    let data = model.dataModels[dataModel.rawValue]
    let name = components.map(\.name).joined(separator: ".")
    if let index = data.properties.firstIndex(where: { $0.name == name }) {
      bindDataPath(components, in: dataModel)
      return PropertyRef(dataModel: dataModel, index: index)
    }
    let last = components[components.endIndex - 1]
    if data.nodes.contains(where: { $0.name == name }) {
      error(
        "resolve.node-not-property",
        "'\(data.name).\(name)' is a node without a type, not a property", at: last.range)
    } else if components.count == 1 {
      return resolveProperty(last, in: dataModel)
    } else {
      unknown(
        "resolve.unknown-property", "'\(data.name)' has no property '\(name)'", name: last,
        candidates: data.properties.map { ($0.name, $0.nameRange) })
    }
    return nil
  }
}

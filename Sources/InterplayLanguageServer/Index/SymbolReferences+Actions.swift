import InterplayDiagnostics
import InterplaySyntax

/// Actions and expressions.
extension SymbolReferences {
  mutating func block(_ block: ActionBlock) {
    for action in block.actions { self.action(action) }
  }

  private mutating func action(_ action: ActionSyntax) {
    switch action {
    case .send(let target, let arguments, _):
      notification(target, kinds: ["request"])
      arguments.forEach { expression($0) }
    case .sendAfter(let target, let arguments, _, _):
      notification(target, kinds: ["request"])
      arguments.forEach { expression($0) }
    case .cancel(let target, _):
      notification(target, kinds: ["request"])
    case .emit(let name, let arguments, _):
      if let actor { record("case:\(actor).event.\(name.name)", name.range) }
      arguments.forEach { expression($0) }
    case .raise(let name, let arguments, _):
      if let actor { record("case:\(actor).request.\(name.name)", name.range) }
      arguments.forEach { expression($0) }
    case .reply(let value, _):
      if let value { expression(value) }
    case .assign(let target, let value, _):
      assignee(target)
      expression(value)
    case .push(let scope, _), .pop(let scope, _):
      record("scope:" + scope.text, scope.last.range)
    case .assert(let condition, _, _):
      expression(condition)
    case .ifAction(let condition, let then, let otherwise, _):
      expression(condition)
      block(then)
      if let otherwise { block(otherwise) }
    case .choose(let branches, _):
      branches.forEach { block($0) }
    case .transaction(let body, _):
      block(body)
    case .error:
      break
    }
  }

  /// The target of an assignment: a variable of the actor, or a data-model property.
  private mutating func assignee(_ path: Path) {
    if path.components.count == 1, let actor,
      record("var:\(actor).\(path.last.name)", path.last.range)
    {
      return
    }
    dataPath(path)
  }

  /// A data-model property path (`Playlist.selection.row`), each component recorded; a path
  /// that names no data model starts at the data model being walked.
  mutating func dataPath(_ path: Path) {
    var components = path.components.map(\.name)
    var ranges = path.components.map(\.range)
    if let first = components.first, tree.dataModels.contains(first) {
      record("data:" + first, ranges[0])
      components.removeFirst()
      ranges.removeFirst()
      walkData(first, components, ranges)
    } else if let dataModel {
      walkData(dataModel, components, ranges)
    }
  }

  private mutating func walkData(_ model: String, _ names: [String], _ ranges: [SourceRange]) {
    var prefix = model
    for (name, range) in zip(names, ranges) where name != "*" {
      prefix += "." + name
      guard record("prop:" + prefix, range) else { return }
    }
  }

  /// The names an expression is written with.
  mutating func expression(_ expr: Expr) {
    switch expr.kind {
    case .integer, .boolean, .string, .error: break
    case .name(let path): name(path)
    case .call(let path, let arguments):
      name(path)
      arguments.forEach { expression($0) }
    case .unary(_, let operand), .parenthesized(let operand): expression(operand)
    case .binary(_, let lhs, let rhs):
      expression(lhs)
      expression(rhs)
    case .inState(let actorExpr, let statePath):
      guard case .name(let written) = actorExpr.kind,
        let owner = actorPath(written.components)
      else { return expression(actorExpr) }
      let saved = (actor, state)
      (actor, state) = (owner, nil)
      stateTarget(statePath)
      (actor, state) = saved
    }
  }

  /// A name in an expression: a variable, an enum case (`home` or `Place.home`), or a
  /// data-model property. Trigger bindings are not symbols and are left alone.
  private mutating func name(_ path: Path) {
    let components = path.components
    if components.count == 1 {
      let name = components[0]
      if let actor, record("var:\(actor).\(name.name)", name.range) { return }
      if let enums = tree.enumCases[name.name], enums.count == 1 {
        record("enumcase:\(enums[0]).\(name.name)", name.range)
      }
      return
    }
    let first = components[0].name
    if components.count == 2, record("enumcase:\(first).\(components[1].name)", components[1].range)
    {
      record("type:" + first, components[0].range)
    } else if tree.dataModels.contains(first) {
      dataPath(path)
    }
  }
}

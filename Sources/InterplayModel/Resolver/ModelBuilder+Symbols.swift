import InterplayDiagnostics
import InterplaySyntax

/// The symbol table: each binding recorded where it is made, each declaration read from the
/// finished model (which keeps every name's range) once resolution is over.
extension ModelBuilder {
  /// Records that the name written at `range` names `symbol`.
  func bind(_ symbol: SymbolID, at range: SourceRange) {
    symbols.reference(symbol, at: range)
  }

  /// The symbol a resolved state path ends at.
  func stateSymbol(_ target: TransitionTarget, of actor: ActorID) -> SymbolID {
    switch target {
    case .state(let state): .state(actor, state)
    case .history(let history): .history(actor, history)
    case .choice(let choice): .choice(actor, choice)
    }
  }

  /// Binds each name of a path into a data model's property tree (`node.property`) to the
  /// node or property its prefix names.
  func bindDataPath(_ components: ArraySlice<Identifier>, in dataModel: DataModelID) {
    var name = ""
    for component in components {
      name = name.isEmpty ? component.name : name + "." + component.name
      guard let symbol = dataSymbol(named: name, in: dataModel) else { return }
      bind(symbol, at: component.range)
    }
  }

  /// The property, or else the node without a type, a dotted path names.
  private func dataSymbol(named name: String, in dataModel: DataModelID) -> SymbolID? {
    let data = model.dataModels[dataModel.rawValue]
    if let index = data.properties.firstIndex(where: { $0.name == name }) {
      return .dataProperty(PropertyRef(dataModel: dataModel, index: index))
    }
    return data.nodes.firstIndex { $0.name == name }.map { .dataNode(dataModel, $0) }
  }

  /// Declares every name the model kept (the system, types and enum cases are declared
  /// where they are resolved, with their whole declarations) and puts the table in order.
  func declareSymbols() {
    for actor in model.actors { declare(actor) }
    for stack in model.stacks {
      declare(.stack(stack.id), .stack, stack.name, stack.name, stack.nameRange, stack.range, nil)
    }
    for scope in model.scopes {
      declare(.scope(scope.id), .scope, scope.name, scope.name, scope.nameRange, scope.range, nil)
    }
    for data in model.dataModels { declare(data) }
    for (index, item) in model.sequences.enumerated() {
      declare(.sequence(index), .sequence, item.name, item.name, item.nameRange, item.range, nil)
    }
    for (index, item) in model.properties.enumerated() {
      declare(.property(index), .property, item.name, item.name, item.nameRange, item.range, nil)
    }
    for (index, item) in model.invariants.enumerated() {
      declare(.invariant(index), .invariant, item.name, item.name, item.nameRange, item.range, nil)
    }
    symbols.finish()
  }

  private func declare(_ actor: Actor) {
    let symbol = SymbolID.actor(actor.id)
    let container = actor.parent.map(SymbolID.actor) ?? actor.scope.map(SymbolID.scope)
    declare(symbol, .actor, actor.name, actor.path, actor.nameRange, actor.range, container)
    for (index, variable) in actor.variables.enumerated() {
      declare(
        .variable(VariableRef(actor: actor.id, index: index)), .variable, variable.name,
        variable.name, variable.nameRange, variable.range, symbol)
    }
    for notifier in [actor.requestNotifier, actor.eventNotifier].compactMap({ $0 }) {
      declare(model[notifier], of: actor)
    }
    guard let chart = actor.chart else { return }
    for state in chart.states {
      declare(
        .state(actor.id, state.id), .state, state.name, state.path, state.nameRange, state.range,
        state.parent.map { .state(actor.id, $0) } ?? symbol)
    }
    for history in chart.histories {
      declare(
        .history(actor.id, history.id), .history, history.name,
        chart[history.parent].path + "." + history.name, history.nameRange, history.range,
        .state(actor.id, history.parent))
    }
    for choice in chart.choices {
      let parent = choice.parent
      declare(
        .choice(actor.id, choice.id), .choice, choice.name,
        parent.map { chart[$0].path + "." + choice.name } ?? choice.name, choice.nameRange,
        choice.range, parent.map { .state(actor.id, $0) } ?? symbol)
    }
  }

  private func declare(_ notifier: Notifier, of actor: Actor) {
    let keyword = notifier.kind.rawValue
    let range = notifier.range
    let nameRange = SourceRange(
      file: range.file, start: range.start, end: range.start + keyword.utf8.count)
    let symbol = SymbolID.notifier(notifier.id)
    declare(
      symbol, .notifier, keyword, actor.path + "." + keyword, nameRange, range, .actor(actor.id))
    for (index, item) in notifier.cases.enumerated() {
      declare(
        .notificationCase(NotificationRef(notifier: notifier.id, caseIndex: index)),
        .notificationCase, item.name, actor.path + "." + item.name, item.nameRange, item.range,
        symbol)
    }
  }

  private func declare(_ data: DataModel) {
    let symbol = SymbolID.dataModel(data.id)
    declare(symbol, .dataModel, data.name, data.name, data.nameRange, data.range, nil)
    // The enclosing node of a dotted name, as a symbol: its property when it has a type.
    func container(of name: String) -> SymbolID {
      guard let dot = name.lastIndex(of: ".") else { return symbol }
      let parent = String(name[..<dot])
      guard let node = data.nodes.firstIndex(where: { $0.name == parent }) else { return symbol }
      return data.nodes[node].property.map {
        .dataProperty(PropertyRef(dataModel: data.id, index: $0))
      }
        ?? .dataNode(data.id, node)
    }
    func last(_ name: String) -> String { name.split(separator: ".").last.map(String.init) ?? name }
    for (index, property) in data.properties.enumerated() {
      declare(
        .dataProperty(PropertyRef(dataModel: data.id, index: index)), .dataProperty,
        last(property.name), data.name + "." + property.name, property.nameRange, property.range,
        container(of: property.name))
    }
    for (index, node) in data.nodes.enumerated() where node.property == nil {
      declare(
        .dataNode(data.id, index), .dataNode, last(node.name), data.name + "." + node.name,
        node.nameRange, node.nameRange, container(of: node.name))
    }
    for (index, registration) in data.registrations.enumerated() {
      declare(
        .registration(RegistrationRef(dataModel: data.id, index: index)), .registration,
        registration.name, data.name + "." + registration.name, registration.nameRange,
        registration.range, symbol)
    }
  }

  /// Records one declaration.
  func declare(
    _ symbol: SymbolID, _ kind: SymbolKind, _ name: String, _ qualifiedName: String,
    _ nameRange: SourceRange, _ range: SourceRange, _ container: SymbolID?
  ) {
    symbols.declare(
      SymbolDeclaration(
        symbol: symbol, kind: kind, name: name, qualifiedName: qualifiedName,
        nameRange: nameRange, range: range, container: container))
  }
}

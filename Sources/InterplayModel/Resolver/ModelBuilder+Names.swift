import InterplayDiagnostics
import InterplaySyntax

/// Names in expressions: bindings, variables, enum cases and data properties.
extension ModelBuilder {
  /// A name or dotted path used as a value.
  func resolveName(
    _ path: Path, expected: TypeID?, in context: ExprContext, range: SourceRange
  ) -> ResolvedExpr {
    let components = path.components
    if components.count == 1 {
      return resolveBareName(components[0], expected: expected, in: context, range: range)
    }
    let first = components[0]
    switch globals[first.name]?.symbol {
    case .type(let type) where components.count == 2:
      bind(.type(type), at: first.range)
      guard let index = enumCaseIndex(components[1], in: type) else { return invalid(range) }
      return enumValue(type: type, caseIndex: index, arguments: [], in: context, range: range)
    case .dataModel(let dataModel):
      bind(.dataModel(dataModel), at: first.range)
      guard let property = resolvePropertyPath(components.dropFirst(), in: dataModel) else {
        return invalid(range)
      }
      if context.isConstant {
        error("type.not-constant", "'\(path.text)' is not a constant", at: range)
        return invalid(range)
      }
      return ResolvedExpr(
        .property(property), type: model[property].type, range: range)
    default:
      return resolveActorVariable(path, in: context, range: range)
    }
  }

  /// `name`: a binding, an own variable, or an enum case (of the expected type first).
  private func resolveBareName(
    _ name: Identifier, expected: TypeID?, in context: ExprContext, range: SourceRange
  ) -> ResolvedExpr {
    if let binding = context.bindings.last(where: { $0.name == name.name }) {
      if context.isConstant { return notConstant(name.name, range) }
      return ResolvedExpr(.binding(index: binding.index), type: binding.type, range: range)
    }
    if let actor = context.actor,
      let index = model.actors[actor.rawValue].variables.firstIndex(where: { $0.name == name.name })
    {
      if context.isConstant { return notConstant(name.name, range) }
      let variable = VariableRef(actor: actor, index: index)
      bind(.variable(variable), at: name.range)
      return ResolvedExpr(.variable(variable), type: model[variable].type, range: range)
    }
    switch bareCase(name, expected: expected) {
    case .found(let type, let index):
      return enumValue(type: type, caseIndex: index, arguments: [], in: context, range: range)
    case .ambiguous: return invalid(range)
    case .none: break
    }
    if let entry = globals[name.name] {
      error(
        "resolve.unknown-name", "'\(name.name)' is \(entry.symbol.description), not a value",
        at: name.range)
      return invalid(range)
    }
    var candidates: [(name: String, range: SourceRange?)] = context.bindings.map {
      ($0.name, $0.range)
    }
    if let actor = context.actor {
      candidates += model.actors[actor.rawValue].variables.map { ($0.name, $0.nameRange) }
    }
    if let expected {
      candidates += model.types[expected.rawValue].enumCases.map { ($0.name, $0.range) }
    }
    unknown(
      "resolve.unknown-name", "unknown name '\(name.name)'", name: name, candidates: candidates)
    return invalid(range)
  }

  private func notConstant(_ name: String, _ range: SourceRange) -> ResolvedExpr {
    error("type.not-constant", "'\(name)' is not a constant", at: range)
    return invalid(range)
  }

  /// The outcome of looking up an enum case written without its enum.
  enum CaseLookup {
    case found(TypeID, Int)
    case ambiguous
    case none
  }

  /// A case written without its enum: of the expected enum if it has one by that name,
  /// else the only enum case by that name. Reports ambiguity.
  func bareCase(_ name: Identifier, expected: TypeID?) -> CaseLookup {
    if let expected,
      let index = model.types[expected.rawValue].enumCases.firstIndex(where: {
        $0.name == name.name
      })
    {
      bind(.enumCase(expected, index), at: name.range)
      return .found(expected, index)
    }
    var matches: [(TypeID, Int)] = []
    for (type, _) in enumDecls {
      if let index = model.types[type.rawValue].enumCases.firstIndex(where: {
        $0.name == name.name
      }) {
        matches.append((type, index))
      }
    }
    if matches.count > 1 {
      let owners = matches.map { "'\(typeName($0.0))'" }.joined(separator: ", ")
      error(
        "resolve.ambiguous-case",
        "'\(name.name)' is a case of \(owners); write '\(typeName(matches[0].0)).\(name.name)'",
        at: name.range)
      return .ambiguous
    }
    guard let (type, index) = matches.first else { return .none }
    bind(.enumCase(type, index), at: name.range)
    return .found(type, index)
  }

  /// The index of a case of an enum type, reporting an unknown case.
  func enumCaseIndex(_ name: Identifier, in type: TypeID) -> Int? {
    let cases = model.types[type.rawValue].enumCases
    if let index = cases.firstIndex(where: { $0.name == name.name }) {
      bind(.enumCase(type, index), at: name.range)
      return index
    }
    if case .enumeration = model.types[type.rawValue].kind {
      unknown(
        "resolve.unknown-case", "enum '\(typeName(type))' has no case '\(name.name)'",
        name: name, candidates: cases.map { ($0.name, $0.range) })
    } else if !isError(type) {
      error("resolve.unknown-case", "type '\(typeName(type))' has no cases", at: name.range)
    }
    return nil
  }

  /// `Enum.case(args)` or `case(args)` with the enum known from context.
  func resolveCaseCall(
    _ path: Path, _ arguments: [Expr], expected: TypeID?, in context: ExprContext,
    range: SourceRange
  ) -> ResolvedExpr {
    let components = path.components
    var found: (TypeID, Int)?
    if components.count == 1 {
      switch bareCase(components[0], expected: expected) {
      case .found(let type, let index): found = (type, index)
      case .ambiguous: break
      case .none:
        let candidates = expected.map { model.types[$0.rawValue].enumCases } ?? []
        unknown(
          "resolve.unknown-case", "unknown enum case '\(components[0].name)'",
          name: components[0], candidates: candidates.map { ($0.name, $0.range) })
      }
    } else if components.count == 2, case .type(let type) = globals[components[0].name]?.symbol {
      bind(.type(type), at: components[0].range)
      found = enumCaseIndex(components[1], in: type).map { (type, $0) }
    } else {
      error("resolve.unknown-case", "'\(path.text)' is not an enum case", at: path.range)
    }
    // The arguments of an unresolved case are left alone: without parameter types they
    // would only produce follow-on errors.
    guard let (type, index) = found else { return invalid(range) }
    return enumValue(type: type, caseIndex: index, arguments: arguments, in: context, range: range)
  }

  /// An enum case value with its payload checked against the case's parameters.
  func enumValue(
    type: TypeID, caseIndex: Int, arguments: [Expr], in context: ExprContext, range: SourceRange
  ) -> ResolvedExpr {
    let enumCase = model.types[type.rawValue].enumCases[caseIndex]
    let payload = resolveArguments(
      arguments, parameters: enumCase.parameters, what: "'\(enumCase.name)'", in: context,
      range: range)
    return ResolvedExpr(.enumCase(caseIndex: caseIndex, payload: payload), type: type, range: range)
  }

  /// Checks an argument list against parameters, reporting an arity mismatch at `range`.
  func resolveArguments(
    _ arguments: [Expr], parameters: [Parameter], what: @autoclosure () -> String,
    in context: ExprContext,
    range: SourceRange
  ) -> [ResolvedExpr] {
    if arguments.count != parameters.count {
      error(
        "type.arity",
        "\(what()) takes \(count(parameters.count, "payload value")), found \(arguments.count)",
        at: range)
    }
    return arguments.enumerated().map { index, argument in
      index < parameters.count
        ? coerce(argument, to: parameters[index].type, in: context)
        : resolveExpr(argument, expected: nil, in: context)
    }
  }

  /// "1 payload value", "2 payload values".
  func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// A property of a data model, reporting an unknown one.
  func resolveProperty(_ name: Identifier, in dataModel: DataModelID) -> PropertyRef? {
    let properties = model.dataModels[dataModel.rawValue].properties
    if let index = properties.firstIndex(where: { $0.name == name.name }) {
      bind(.dataProperty(PropertyRef(dataModel: dataModel, index: index)), at: name.range)
      return PropertyRef(dataModel: dataModel, index: index)
    }
    unknown(
      "resolve.unknown-property",
      "'\(model.dataModels[dataModel.rawValue].name)' has no property '\(name.name)'", name: name,
      candidates: properties.map { ($0.name, $0.nameRange) })
    return nil
  }

  /// `Actor.Sub.variable`: readable at the top level and by the actor itself.
  private func resolveActorVariable(
    _ path: Path, in context: ExprContext, range: SourceRange
  ) -> ResolvedExpr {
    let components = path.components
    guard let actor = resolveActorPath(components.dropLast(), from: context.actor) else {
      return invalid(range)
    }
    let name = components[components.count - 1]
    let variables = model.actors[actor.rawValue].variables
    guard let index = variables.firstIndex(where: { $0.name == name.name }) else {
      unknown(
        "resolve.unknown-name",
        "'\(model.actors[actor.rawValue].path)' has no variable '\(name.name)'", name: name,
        candidates: variables.map { ($0.name, $0.nameRange) })
      return invalid(range)
    }
    bind(.variable(VariableRef(actor: actor, index: index)), at: name.range)
    if context.isConstant { return notConstant(path.text, range) }
    if let own = context.actor, own != actor {
      error(
        "resolve.foreign-variable",
        "'\(path.text)' is a variable of another actor; "
          + "actors share state only through notifications and data models",
        at: range)
      return invalid(range)
    }
    let variable = VariableRef(actor: actor, index: index)
    return ResolvedExpr(.variable(variable), type: model[variable].type, range: range)
  }
}

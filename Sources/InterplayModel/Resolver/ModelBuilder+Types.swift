import InterplayDiagnostics
import InterplaySyntax

/// Types: declarations, references, interning and compatibility.
extension ModelBuilder {
  /// Pass 2: opaque token counts, enum cases and payloads, recursive enums.
  func resolveTypeDeclarations() {
    for (id, decl) in opaqueDecls {
      guard let count = decl.count else { continue }
      if count.value < 1 {
        error(
          "resolve.invalid-count",
          "opaque type '\(decl.name.name)' needs at least 1 token, found \(count.value)",
          at: count.range)
      } else {
        model.types[id.rawValue].kind = .opaque(count: count.value)
      }
    }
    for (id, decl) in enumDecls {
      // Past the limit the cases are not resolved at all: checkTypeLimits reports it, and
      // an enum of millions of cases must cost no more than its parse.
      guard decl.cases.count <= ModelLimits.maxEnumCases else {
        model.types[id.rawValue].kind = .enumeration([])
        continue
      }
      var cases: [EnumCase] = []
      cases.reserveCapacity(decl.cases.count)
      // By name, so duplicates are found in linear time, however many cases.
      var seen = NameMap<SourceRange>(expected: decl.cases.count)
      for syntax in decl.cases {
        if let first = seen[syntax.name.name] {
          duplicate(
            "resolve.duplicate-case", "duplicate case '\(syntax.name.name)' in '\(decl.name.name)'",
            name: syntax.name, first: first)
          continue
        }
        seen[syntax.name.name] = syntax.name.range
        // The whole case is its declaration (the model keeps only its name's range).
        declare(
          .enumCase(id, cases.count), .enumCase, syntax.name.name,
          decl.name.name + "." + syntax.name.name, syntax.name.range, syntax.range, .type(id))
        cases.append(
          EnumCase(
            name: syntax.name.name, parameters: syntax.parameters.map(resolveParameter),
            range: syntax.name.range))
      }
      model.types[id.rawValue].kind = .enumeration(cases)
      if cases.isEmpty && decl.errors.isEmpty {
        error("type.empty-enum", "enum '\(decl.name.name)' has no cases", at: decl.name.range)
      }
    }
    reportRecursiveEnums()
  }

  /// An enum whose payload contains itself has infinitely many values.
  private func reportRecursiveEnums() {
    for (id, decl) in enumDecls where reaches(id, from: id) {
      error(
        "type.recursive", "enum '\(decl.name.name)' contains itself through its payload",
        at: decl.name.range)
      // Break the cycle so later passes (default values, cardinality) terminate, keeping
      // the cases so that uses of them do not cascade into more errors.
      var cases = model.types[id.rawValue].enumCases
      for caseIndex in cases.indices {
        for parameter in cases[caseIndex].parameters.indices {
          let type = cases[caseIndex].parameters[parameter].type
          if type == id || reaches(id, from: type) {
            cases[caseIndex].parameters[parameter].type = errorType()
          }
        }
      }
      model.types[id.rawValue].kind = .enumeration(cases)
    }
  }

  /// Whether `target` is the type of a payload value of `type`, or of a payload value of
  /// such a type, and so on. Only enums have payloads, so other types end the search
  /// without allocating anything.
  private func reaches(_ target: TypeID, from type: TypeID) -> Bool {
    var pending: [TypeID] = []
    var visited: [TypeID] = []
    var current = type
    while true {
      if case .enumeration(let cases) = model.types[current.rawValue].kind {
        for enumCase in cases {
          for parameter in enumCase.parameters {
            if parameter.type == target { return true }
            if case .enumeration = model.types[parameter.type.rawValue].kind,
              parameter.type != current, !visited.contains(parameter.type),
              !pending.contains(parameter.type)
            {
              pending.append(parameter.type)
            }
          }
        }
      }
      guard let next = pending.popLast() else { return false }
      visited.append(current)
      current = next
    }
  }

  /// Resolves a payload parameter.
  func resolveParameter(_ syntax: ParameterSyntax) -> Parameter {
    Parameter(label: syntax.label?.name, type: resolveType(syntax.type), range: syntax.range)
  }

  /// Resolves a written type; reports and returns the error type when it cannot.
  func resolveType(_ syntax: TypeSyntax) -> TypeID {
    switch syntax {
    case .bool: return Model.boolTypeID
    case .int(let lower, let upper, _):
      guard lower.value <= upper.value else {
        error(
          "type.invalid-range",
          "invalid range \(lower.value)...\(upper.value): lower bound exceeds upper bound",
          at: syntax.range)
        return errorType()
      }
      guard isWithinValueLimit(lower: lower.value, upper: upper.value, at: syntax.range) else {
        return errorType()
      }
      return intType(lower.value...upper.value)
    case .named(let name):
      guard let entry = globals[name.name] else {
        unknown(
          "resolve.unknown-type", "unknown type '\(name.name)'", name: name,
          candidates: [("Bool", nil)]
            + globalCandidates { if case .type = $0 { true } else { false } })
        return errorType()
      }
      guard case .type(let id) = entry.symbol else {
        error(
          "resolve.unknown-type", "'\(name.name)' is \(entry.symbol.description), not a type",
          at: name.range, notes: [DiagnosticNote("'\(name.name)' declared here", at: entry.range)])
        return errorType()
      }
      bind(.type(id), at: name.range)
      return id
    case .error: return errorType()
    }
  }

  /// The interned `Int(lower...upper)` type.
  func intType(_ range: ClosedRange<Int>) -> TypeID {
    if let id = intTypes[range] { return id }
    let id = TypeID(model.types.count)
    model.types.append(
      ModelType(
        name: "Int(\(range.lowerBound)...\(range.upperBound))",
        kind: .int(lower: range.lowerBound, upper: range.upperBound)))
    intTypes[range] = id
    return id
  }

  /// The type of anything that failed to resolve; created on first use.
  func errorType() -> TypeID {
    if let errorTypeID { return errorTypeID }
    let id = TypeID(model.types.count)
    model.types.append(ModelType(name: "<error>", kind: .error))
    errorTypeID = id
    return id
  }

  /// The name of a type for messages.
  func typeName(_ id: TypeID) -> String { model.types[id.rawValue].name }

  func isError(_ id: TypeID) -> Bool { id == errorTypeID }

  func isInt(_ id: TypeID) -> Bool { model.types[id.rawValue].isInt }

  /// The integer bounds of a type, if it is an integer range.
  func intBounds(_ id: TypeID) -> ClosedRange<Int>? {
    if case .int(let lower, let upper) = model.types[id.rawValue].kind { return lower...upper }
    return nil
  }

  /// Whether a value of type `found` may be used where `expected` is wanted: the same
  /// type, or two integer ranges (the value is checked against the range when stored).
  func isCompatible(_ found: TypeID, _ expected: TypeID) -> Bool {
    found == expected || isError(found) || isError(expected) || (isInt(found) && isInt(expected))
  }

  /// The first value of a type: `false`, the lower bound, the first case (with first
  /// payload values) or the first token.
  func defaultValue(of type: TypeID) -> Value {
    switch model.types[type.rawValue].kind {
    case .bool: return .bool(false)
    case .int(let lower, _): return .int(lower)
    case .opaque: return .token(type: type, index: 0)
    case .enumeration(let cases):
      guard let first = cases.first else { return .error }
      return .enumCase(
        type: type, caseIndex: 0, payload: first.parameters.map { defaultValue(of: $0.type) })
    case .error: return .error
    }
  }
}

/// A decoded value, as stubs and reports see it.
public indirect enum RuntimeValue: Hashable, Sendable, CustomStringConvertible {
  /// `true` / `false`.
  case bool(Bool)
  /// An integer.
  case int(Int)
  /// An enum case by name, with its payload.
  case enumCase(String, [RuntimeValue])
  /// The `index`-th token of an opaque type.
  case token(Int)

  /// `true`, `3`, `located(home)`, `#1`.
  public var description: String {
    switch self {
    case .bool(let flag): "\(flag)"
    case .int(let number): "\(number)"
    case .enumCase(let name, let payload):
      payload.isEmpty ? name : name + "(" + payload.map(\.description).joined(separator: ", ") + ")"
    case .token(let index): "#\(index)"
    }
  }
}

extension CompiledSystem {
  /// Decodes an ordinal of a type (see ``ValueDomain``).
  public func value(_ ordinal: UInt32, type: Int) -> RuntimeValue {
    let domain = domains[type]
    switch model.types[type].kind {
    case .bool: return .bool(ordinal != 0)
    case .int: return .int(Int(ordinal) + domain.lower)
    case .opaque, .error: return .token(Int(ordinal))
    case .enumeration(let enumCases):
      let number = Int(ordinal)
      guard let caseIndex = domain.caseOffsets.lastIndex(where: { $0 <= number }) else {
        return .token(number)
      }
      var rest = number - domain.caseOffsets[caseIndex]
      var payload: [RuntimeValue] = []
      for parameter in domain.payloadTypes[caseIndex].reversed() {
        let radix = domains[parameter.rawValue].cardinality
        payload.append(value(UInt32(rest % radix), type: parameter.rawValue))
        rest /= radix
      }
      return .enumCase(enumCases[caseIndex].name, payload.reversed())
    }
  }

  /// Encodes a value of a type as its ordinal; nil when the type has no such value.
  public func ordinal(_ value: RuntimeValue, type: Int) -> UInt32? {
    let domain = domains[type]
    switch (model.types[type].kind, value) {
    case (.bool, .bool(let flag)): return flag ? 1 : 0
    case (.int, .int(let number)):
      let ordinal = number - domain.lower
      return ordinal >= 0 && ordinal < domain.cardinality ? UInt32(ordinal) : nil
    case (.opaque, .token(let index)):
      return index >= 0 && index < domain.cardinality ? UInt32(index) : nil
    case (.enumeration(let enumCases), .enumCase(let name, let payload)):
      guard let caseIndex = enumCases.firstIndex(where: { $0.name == name }),
        payload.count == domain.payloadTypes[caseIndex].count
      else { return nil }
      var number = 0
      for (part, parameter) in zip(payload, domain.payloadTypes[caseIndex]) {
        guard let inner = ordinal(part, type: parameter.rawValue) else { return nil }
        number = number * domains[parameter.rawValue].cardinality + Int(inner)
      }
      return UInt32(domain.caseOffsets[caseIndex] + number)
    default: return nil
    }
  }
}

import InterplayModel

/// How the values of one model type are packed into one state word.
///
/// Every value is stored as its ordinal in the type's finite domain: `false`/`true` are
/// 0/1, `Int(a...b)` stores `v - a`, an enum stores its case's offset plus the mixed-radix
/// number of its payload, an opaque token stores its index. One word per value keeps the
/// state canonical (equal values, equal bytes) and comparisons cheap.
public struct ValueDomain: Hashable, Sendable {
  /// The number of distinct values.
  public var cardinality: Int
  /// The integer a stored ordinal 0 stands for (`a` of `Int(a...b)`, else 0).
  public var lower: Int
  /// For an enum: the first ordinal of each case.
  public var caseOffsets: [Int]
  /// For an enum: the domains of each case's payload parameters.
  public var payloadTypes: [[TypeID]]
  /// Whether the values are integers (arithmetic applies).
  public var isInt: Bool

  /// The largest cardinality that fits a state word.
  public static let maxCardinality = Int(UInt32.max)
}

/// Computes the ``ValueDomain`` of every type of a model.
struct ValueDomains {
  private(set) var domains: [ValueDomain?]
  private(set) var tooLarge: [TypeID] = []
  private var visiting: Set<Int> = []
  private let model: Model

  init(model: Model) {
    self.model = model
    domains = Array(repeating: nil, count: model.types.count)
    for index in model.types.indices { _ = domain(TypeID(index)) }
  }

  /// The domain of a type; types whose domain is unbounded or too large get cardinality 1
  /// and are listed in ``tooLarge`` (the compiler reports them).
  mutating func domain(_ type: TypeID) -> ValueDomain {
    if let known = domains[type.rawValue] { return known }
    guard visiting.insert(type.rawValue).inserted else {  // recursive: no finite domain
      if !tooLarge.contains(type) { tooLarge.append(type) }
      return ValueDomain(cardinality: 1, lower: 0, caseOffsets: [], payloadTypes: [], isInt: false)
    }
    defer { visiting.remove(type.rawValue) }
    var result = ValueDomain(
      cardinality: 1, lower: 0, caseOffsets: [], payloadTypes: [], isInt: false)
    switch model[type].kind {
    case .bool: result.cardinality = 2
    case .int(let lower, let upper):
      // A hull type of an intermediate result may be wider than a word (declared types
      // are not: the resolver bounds them); its width must not trap either.
      let (width, overflow) = upper.subtractingReportingOverflow(lower)
      result.cardinality = overflow || width >= ValueDomain.maxCardinality ? Int.max : width + 1
      result.lower = lower
      result.isInt = true
    case .opaque(let count): result.cardinality = max(1, count)
    case .error: break
    case .enumeration(let cases):
      var offset = 0
      var offsets: [Int] = []
      for enumCase in cases {
        offsets.append(offset)
        var size = 1
        for parameter in enumCase.parameters {
          let sub = domain(parameter.type).cardinality
          size = size.multipliedReportingOverflow(by: sub).overflow ? Int.max : size * sub
          if size > ValueDomain.maxCardinality { size = ValueDomain.maxCardinality + 1 }
        }
        offset = min(offset + size, ValueDomain.maxCardinality + 1)
      }
      result.cardinality = max(1, offset)
      result.caseOffsets = offsets
      result.payloadTypes = cases.map { $0.parameters.map(\.type) }
    }
    if result.cardinality > ValueDomain.maxCardinality || tooLarge.contains(type) {
      if !tooLarge.contains(type) { tooLarge.append(type) }
      result.cardinality = 1
    }
    domains[type.rawValue] = result
    return result
  }
}

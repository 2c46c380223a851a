/// Sizes of types, for packing state.
extension Model {
  /// The number of distinct values of a type: 2 for `Bool`, the range size for an
  /// integer range, the token count of an opaque type, and for an enum the sum over its
  /// cases of the product of their payload sizes. 0 for the error type and empty enums;
  /// saturates at `Int.max` instead of overflowing.
  public func valueCount(of type: TypeID) -> Int {
    switch self[type].kind {
    case .bool: return 2
    case .int(let lower, let upper):
      let (count, overflow) = upper.subtractingReportingOverflow(lower)
      return overflow || count == Int.max ? Int.max : count + 1
    case .opaque(let count): return count
    case .enumeration(let cases):
      var total = 0
      for enumCase in cases {
        var product = 1
        for parameter in enumCase.parameters {
          let (next, overflow) = product.multipliedReportingOverflow(
            by: valueCount(of: parameter.type))
          product = overflow ? Int.max : next
        }
        let (sum, overflow) = total.addingReportingOverflow(product)
        total = overflow ? Int.max : sum
      }
      return total
    case .error: return 0
    }
  }
}

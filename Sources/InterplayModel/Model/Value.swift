/// A constant value of a finite type: a variable's initial value.
public indirect enum Value: Hashable, Sendable {
  /// `true` or `false`.
  case bool(Bool)
  /// An integer.
  case int(Int)
  /// An enum case with its payload values.
  case enumCase(type: TypeID, caseIndex: Int, payload: [Value])
  /// The `index`-th token of an opaque type.
  case token(type: TypeID, index: Int)
  /// A value that could not be computed (always diagnosed).
  case error
}

/// A unary operator of a resolved expression.
public enum UnaryOperator: String, Hashable, Sendable, Codable {
  /// `!`: boolean negation.
  case not = "!"
  /// `-`: integer negation.
  case negate = "-"
}

/// A binary operator of a resolved expression, with its precedence for printing.
public enum BinaryOperator: String, Hashable, Sendable, Codable, CaseIterable {
  /// `||`
  case or = "||"
  /// `&&`
  case and = "&&"
  /// `==`
  case equal = "=="
  /// `!=`
  case notEqual = "!="
  /// `<`
  case less = "<"
  /// `<=`
  case lessEqual = "<="
  /// `>`
  case greater = ">"
  /// `>=`
  case greaterEqual = ">="
  /// `+`
  case add = "+"
  /// `-`
  case subtract = "-"
  /// `*`
  case multiply = "*"
  /// `/`
  case divide = "/"
  /// `%`
  case remainder = "%"

  /// Binding strength: higher binds tighter.
  public var precedence: Int {
    switch self {
    case .or: 1
    case .and: 2
    case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual: 3
    case .add, .subtract: 4
    case .multiply, .divide, .remainder: 5
    }
  }
}

import InterplayDiagnostics

/// A unary operator as written.
///
/// The resolver maps it to the model's `UnaryOperator`.
public enum UnaryOperatorSyntax: String, Hashable, Sendable, Codable {
  /// `!`
  case not = "!"
  /// `-`
  case negate = "-"
}

/// A binary operator as written, with its precedence for parsing and printing.
///
/// The resolver maps it to the model's `BinaryOperator`.
public enum BinaryOperatorSyntax: String, Hashable, Sendable, Codable, CaseIterable {
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

/// An expression node with its range.
public struct Expr: Hashable, Sendable {
  /// What the expression is.
  public var kind: ExprKind
  /// Where it was written.
  public var range: SourceRange
  /// Creates an expression.
  public init(_ kind: ExprKind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }
}

/// The forms of expression.
public indirect enum ExprKind: Hashable, Sendable {
  /// `42`
  case integer(Int)
  /// `true` / `false`
  case boolean(Bool)
  /// `"text"`
  case string(String)
  /// A variable, binding, enum case or data property: `count`, `Place.home`, `Playlist.songs`.
  case name(Path)
  /// An enum case with payload: `located(home)`, `Msg.add(Item.a)`.
  case call(Path, [Expr])
  /// `!x`, `-x`
  case unary(UnaryOperatorSyntax, Expr)
  /// `a + b`
  case binary(BinaryOperatorSyntax, Expr, Expr)
  /// `Actor in State.Sub`
  case inState(actor: Expr, state: Path)
  /// `( expr )`: kept so the formatter reproduces the user's grouping.
  case parenthesized(Expr)
  /// An expression that failed to parse.
  case error
}

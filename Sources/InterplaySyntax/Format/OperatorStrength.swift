/// How tightly each form of expression binds, as the parser reads it: the one table behind
/// every printer of expressions (the formatter's ``SyntaxText`` and the model's
/// `ExpressionPrinter`), so each adds the parentheses a tree needs to read back the same,
/// and no others.
///
/// Loosest first: `||`, `&&`, prefix `!`, comparisons and `in` (which do not chain),
/// `+ -`, `* / %`, prefix `-`, primaries. Binary operators are left-associative. A
/// strength is a number; higher binds tighter.
public enum OperatorStrength {
  /// Prefix `!`: looser than comparisons, so `!a == b` reads `!(a == b)`.
  public static let not = 25
  /// `Actor in State`, a comparison.
  public static let inState = 30
  /// Prefix `-`.
  public static let negate = 60
  /// A literal, name, call or parenthesized expression.
  public static let primary = 70

  /// What the operand of `!` needs: another `!` or anything tighter.
  public static let notOperand = not
  /// What the actor of `actor in State` needs: a sum (`in` does not chain).
  public static let inStateOperand = 40
  /// What the operand of prefix `-` needs: another `-` or a primary.
  public static let negateOperand = negate

  /// A binary operator of `precedence` (1 `||`, 2 `&&`, 3 comparisons, 4 `+ -`,
  /// 5 `* / %`).
  public static func binary(precedence: Int) -> Int { precedence * 10 }

  /// The least strength each operand of a binary operator of `precedence` needs to go
  /// without parentheses: the right one binds tighter (left-associative), and the
  /// operands of a comparison are sums (comparisons do not chain).
  public static func operands(precedence: Int) -> (left: Int, right: Int) {
    switch precedence {
    case 1: (10, 20)  // or = and { "||" and }
    case 2: (20, not)  // and = not { "&&" not }
    case 3: (40, 40)  // cmp = sum [ op sum ]
    case 4: (40, 50)  // sum = term { op term }
    default: (50, negate)  // term = unary { op unary }
    }
  }

  /// `text` (of an expression of `strength`) in parentheses when it binds looser than
  /// `needed`.
  public static func grouped(_ text: String, strength: Int, needed: Int) -> String {
    strength < needed ? "(" + text + ")" : text
  }

  /// Prefix `-` before an operand's text: `- -x` rather than `--x`, which reads like a
  /// decrement (and `-->` is an arrow).
  public static func negated(_ operand: String) -> String {
    (operand.hasPrefix("-") ? "- " : "-") + operand
  }
}

import InterplaySyntax

/// Resolved expressions and values as `.ipl` source text: the one printer behind the
/// model dump, the diagrams' labels and the checker's property text.
///
/// Parentheses follow ``OperatorStrength``, the parser's binding strengths, so a printed
/// expression parses back into the same tree with no parenthesis it does not need. The
/// printers differ only in how they name things, which the properties below choose.
///
/// An integer below `-Int.max` has no literal (its digits are past the largest one), so
/// `Int.min` prints as `-9223372036854775807 - 1`, the way docs/Language.md writes it. A
/// negative literal reads as one (`-3`), so the negation of a literal keeps its
/// parentheses (`-(3)`) and reads back as the same tree.
public struct ExpressionPrinter: Sendable {
  /// The model the expressions belong to.
  public let model: Model
  /// The actor whose own variables print bare (`count`), as written inside it; nil
  /// qualifies every variable (`Counter.count`).
  public var actor: ActorID?
  /// Whether enum cases print with their type (`Place.home`) or bare (`home`, as written
  /// where the type is known).
  public var qualifiesCases: Bool
  /// The names the trigger binds; a binding without one prints as `$index`.
  public var bindings: [Binding]

  /// Creates a printer; by default every name is qualified and no binding is named.
  public init(
    model: Model, actor: ActorID? = nil, qualifiesCases: Bool = true, bindings: [Binding] = []
  ) {
    self.model = model
    self.actor = actor
    self.qualifiesCases = qualifiesCases
    self.bindings = bindings
  }

  /// An expression in source syntax.
  public func text(_ expr: ResolvedExpr) -> String { text(expr, atLeast: 0) }

  /// A constant value in source syntax; a token of an opaque type prints as `URL#0`.
  public func text(_ value: Value) -> String {
    switch value {
    case .bool(let flag): return flag ? "true" : "false"
    case .int(let number): return integer(number).text
    case .enumCase(let type, let index, let payload):
      let name = caseName(type, index)
      guard !payload.isEmpty else { return name }
      return name + "(" + payload.map { text($0) }.joined(separator: ", ") + ")"
    case .token(let type, let index): return model[type].name + "#" + String(index)
    case .error: return Self.errorText
    }
  }

  /// A string as an `.ipl` literal the lexer reads back (an assertion's message, a
  /// note's text): the formatter's quoter, for printers that see only the model.
  public static func quoted(_ text: String) -> String { StringLiteral.quoted(text) }

  /// What an expression or value that failed to resolve prints as.
  static let errorText = "<error>"

  /// The expression, parenthesized if it binds looser than `needed`.
  private func text(_ expr: ResolvedExpr, atLeast needed: Int) -> String {
    let (text, strength) = bare(expr)
    return OperatorStrength.grouped(text, strength: strength, needed: needed)
  }

  /// The expression without parentheses around it, and how tightly it binds.
  private func bare(_ expr: ResolvedExpr) -> (text: String, strength: Int) {
    let primary = OperatorStrength.primary
    switch expr.kind {
    case .bool(let value): return (value ? "true" : "false", primary)
    case .int(let value): return integer(value)
    case .enumCase(let index, let payload):
      let name = caseName(expr.type, index)
      guard !payload.isEmpty else { return (name, primary) }
      return (name + "(" + payload.map { text($0) }.joined(separator: ", ") + ")", primary)
    case .variable(let ref):
      let name = model[ref].name
      return (ref.actor == actor ? name : model[ref.actor].path + "." + name, primary)
    case .binding(let index):
      return (bindings.first { $0.index == index }?.name ?? "$\(index)", primary)
    case .property(let ref): return (model[ref.dataModel].name + "." + model[ref].name, primary)
    case .inState(let other, let state):
      let chart = model[other].chart
      let path = chart.flatMap { $0.states.indices.contains(state.rawValue) ? $0[state].path : nil }
      return (model[other].path + " in " + (path ?? Self.errorText), OperatorStrength.inState)
    case .unary(.not, let operand):
      return ("!" + text(operand, atLeast: OperatorStrength.notOperand), OperatorStrength.not)
    case .unary(.negate, let operand):
      // `-3` reads as the literal -3, so the negation of the literal 3 keeps its `-(3)`.
      let needed =
        if case .int(let value) = operand.kind, value >= 0 {
          OperatorStrength.primary + 1
        } else {
          OperatorStrength.negateOperand
        }
      return (OperatorStrength.negated(text(operand, atLeast: needed)), OperatorStrength.negate)
    case .binary(let op, let lhs, let rhs):
      let needed = OperatorStrength.operands(precedence: op.precedence)
      return (
        text(lhs, atLeast: needed.left) + " " + op.rawValue + " "
          + text(rhs, atLeast: needed.right),
        OperatorStrength.binary(precedence: op.precedence)
      )
    case .error: return (Self.errorText, primary)
    }
  }

  /// An integer as a literal: a negative one binds as prefix `-`; `Int.min`, which has no
  /// literal, as the subtraction that makes it.
  private func integer(_ value: Int) -> (text: String, strength: Int) {
    if value == Int.min {
      return (
        "-\(Int.max) - 1", OperatorStrength.binary(precedence: BinaryOperator.subtract.precedence)
      )
    }
    return (String(value), value < 0 ? OperatorStrength.negate : OperatorStrength.primary)
  }

  /// `Type.case` or `case`, as ``qualifiesCases`` says; an index the type does not have
  /// (only in a model that failed to resolve) prints as the error text.
  private func caseName(_ type: TypeID, _ index: Int) -> String {
    let cases = model[type].enumCases
    guard cases.indices.contains(index) else { return Self.errorText }
    return qualifiesCases ? model[type].name + "." + cases[index].name : cases[index].name
  }
}

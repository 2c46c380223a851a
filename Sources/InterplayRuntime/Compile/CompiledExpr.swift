import InterplayModel

/// An expression compiled to word offsets: evaluated against a packed state.
///
/// Values evaluate to `Int`: booleans to 0/1, integers to their value, enums and tokens
/// to their ordinal (see ``ValueDomain``).
indirect enum CompiledExpr: Sendable {
  /// A constant.
  case constant(Int)
  /// A variable stored at an absolute word, with its type's lower bound.
  case word(Int, lower: Int)
  /// A data-model property (its global index) stored at an absolute word, with its type's
  /// lower bound: read like a variable, and noted when the input records reads.
  case property(Int, word: Int, lower: Int)
  /// A payload value (or the reply value) of the notification being handled.
  case binding(Int, lower: Int)
  /// `Actor in State`: a bit of an actor's configuration.
  case inState(word: Int, mask: UInt32)
  /// `!x`
  case not(CompiledExpr)
  /// `-x`
  case negate(CompiledExpr)
  /// `a op b`
  case binary(BinaryOperator, CompiledExpr, CompiledExpr)
  /// An enum case with payload: `offset` plus the mixed-radix number of the payload ordinals.
  case enumValue(offset: Int, payload: [PayloadPart])

  /// One payload value of an enum constructor: its expression, lower bound and radix.
  struct PayloadPart: Sendable {
    var value: CompiledExpr
    var lower: Int
    var cardinality: Int
  }
}

/// What an expression reads besides the state: the payload of the current notification.
struct EvaluationInput {
  /// The payload ordinals.
  var payload: [UInt32] = []
  /// Set when an expression divides by zero.
  var divisionByZero = false
  /// Set when an operation's result does not fit in an `Int`.
  var overflow = false
  /// Whether property reads are noted in ``reads`` (in the activity of a smart
  /// registration, whose reads must stay inside its read map).
  var recordsReads = false
  /// The properties read while ``recordsReads`` was set, in order (repeats included).
  var reads: [Int] = []
}

extension CompiledExpr {
  /// Evaluates the expression against `words`.
  func evaluate(_ words: [UInt32], _ input: inout EvaluationInput) -> Int {
    switch self {
    case .constant(let value): return value
    case .word(let offset, let lower): return Int(words[offset]) + lower
    case .property(let property, let offset, let lower):
      if input.recordsReads { input.reads.append(property) }
      return Int(words[offset]) + lower
    case .binding(let index, let lower):
      return index < input.payload.count ? Int(input.payload[index]) + lower : lower
    case .inState(let word, let mask): return words[word] & mask != 0 ? 1 : 0
    case .not(let operand): return operand.evaluate(words, &input) == 0 ? 1 : 0
    case .negate(let operand):
      return Self.checked(0.subtractingReportingOverflow(operand.evaluate(words, &input)), &input)
    case .binary(let op, let lhs, let rhs):
      let left = lhs.evaluate(words, &input)
      // `&&` and `||` short-circuit, as users expect from Swift.
      switch op {
      case .and: return left != 0 && rhs.evaluate(words, &input) != 0 ? 1 : 0
      case .or: return left != 0 || rhs.evaluate(words, &input) != 0 ? 1 : 0
      default: break
      }
      return Self.combine(op, left, rhs.evaluate(words, &input), &input)
    case .enumValue(let offset, let payload):
      var number = 0
      for part in payload {
        let ordinal = part.value.evaluate(words, &input) - part.lower
        number = number &* part.cardinality &+ min(max(ordinal, 0), part.cardinality - 1)
      }
      return offset + number
    }
  }
}

extension CompiledExpr {
  /// `left op right`: comparisons and `&&` and `||` give 0 or 1, arithmetic is checked,
  /// and a division by zero is noted and gives 0. (Evaluators decide `&&` and `||` from
  /// the left operand when it suffices, before evaluating the right one.)
  @inline(__always)
  static func combine(
    _ op: BinaryOperator, _ left: Int, _ right: Int, _ input: inout EvaluationInput
  ) -> Int {
    switch op {
    case .equal: return left == right ? 1 : 0
    case .notEqual: return left != right ? 1 : 0
    case .less: return left < right ? 1 : 0
    case .lessEqual: return left <= right ? 1 : 0
    case .greater: return left > right ? 1 : 0
    case .greaterEqual: return left >= right ? 1 : 0
    case .add: return checked(left.addingReportingOverflow(right), &input)
    case .subtract: return checked(left.subtractingReportingOverflow(right), &input)
    case .multiply: return checked(left.multipliedReportingOverflow(by: right), &input)
    case .divide, .remainder:
      guard right != 0 else {
        input.divisionByZero = true
        return 0
      }
      return op == .divide
        ? checked(left.dividedReportingOverflow(by: right), &input)
        : checked(left.remainderReportingOverflow(dividingBy: right), &input)
    case .and: return left != 0 && right != 0 ? 1 : 0
    case .or: return left != 0 || right != 0 ? 1 : 0
    }
  }

  /// The result of a checked operation; on overflow, notes it and gives 0, as a division
  /// by zero does, so the step completes and reports the fault.
  @inline(__always)
  static func checked(_ result: (partialValue: Int, overflow: Bool), _ input: inout EvaluationInput)
    -> Int
  {
    guard result.overflow else { return result.partialValue }
    input.overflow = true
    return 0
  }
}

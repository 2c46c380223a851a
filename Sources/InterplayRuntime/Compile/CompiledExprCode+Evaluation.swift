/// Evaluation of flattened expressions: the same results, faults and recorded reads as
/// ``CompiledExpr/evaluate(_:_:)`` on the expression the node was flattened from.
extension CompiledExprCode {
  /// Evaluates the expression whose root is node `index` against `words`.
  func evaluate(_ index: Int, _ words: borrowing StepWords, _ input: inout EvaluationInput) -> Int {
    let node = nodes[index]
    switch node.kind {
    case .constant: return node.first
    case .word: return Int(words[node.first]) + node.second
    case .property:
      if input.recordsReads { input.reads.append(node.first) }
      return Int(words[node.second]) + node.third
    case .binding:
      return node.first < input.payload.count
        ? Int(input.payload[node.first]) + node.second : node.second
    case .inState: return words[node.first] & UInt32(node.second) != 0 ? 1 : 0
    case .not: return evaluate(node.first, words, &input) == 0 ? 1 : 0
    case .negate:
      return CompiledExpr.checked(
        0.subtractingReportingOverflow(evaluate(node.first, words, &input)), &input)
    case .binary: return binary(node, words, &input)
    case .enumValue:
      var number = 0
      for position in node.second..<node.second + node.third {
        let part = nodes[position]
        let ordinal = evaluate(part.first, words, &input) - part.second
        number = number &* part.third &+ min(max(ordinal, 0), part.third - 1)
      }
      return node.first + number
    case .part: return 0  // read only through its enum value
    }
  }

  /// The value of node `index` as an operand: a leaf (a constant, a word, a payload
  /// value) read here, without a call; any other node evaluated.
  @inline(__always)
  private func operand(_ index: Int, _ words: borrowing StepWords, _ input: inout EvaluationInput)
    -> Int
  {
    let node = nodes[index]
    switch node.kind {
    case .constant: return node.first
    case .word: return Int(words[node.first]) + node.second
    case .binding:
      return node.first < input.payload.count
        ? Int(input.payload[node.first]) + node.second : node.second
    default: return evaluate(index, words, &input)
    }
  }

  /// A binary node: `&&` and `||` short-circuit, arithmetic is checked.
  @inline(__always)
  private func binary(_ node: Node, _ words: borrowing StepWords, _ input: inout EvaluationInput)
    -> Int
  {
    let left = operand(node.first, words, &input)
    switch node.op {
    case .and: return left != 0 && operand(node.second, words, &input) != 0 ? 1 : 0
    case .or: return left != 0 || operand(node.second, words, &input) != 0 ? 1 : 0
    default: break
    }
    return CompiledExpr.combine(node.op, left, operand(node.second, words, &input), &input)
  }
}

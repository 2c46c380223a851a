/// The range of each integer variable of an imported chart, derived from what the chart
/// does with it. ECMAScript numbers are unbounded; an Interplay integer has a range, and
/// a value outside it is an overflow fault, so the range must hold every value the chart
/// gives the variable, and should be no wider (a wider range is more states to search).
///
/// The rules, each named in the note that reports a variable's range:
/// - the span of the literals the variable is given (its `<data expr>`, an `<assign>` of
///   a constant) and compared with (`x < 10`, `10 >= x`, `x == -1`);
/// - an increment (`x + c`, `c + x`, `x - c` assigned to `x`) in one direction extends
///   that end by the largest step when the variable is compared with a literal (a loop
///   whose condition stops it, at most one step past its bound), and to the default
///   range's end when it is not (nothing bounds the loop that the chart shows);
/// - any other assignment (`x = y * 2`) adds the values its expression can take over
///   the other ranges, by interval arithmetic, repeated until nothing changes; one that
///   still grows after ``rounds`` rounds gets the default range's ends too.
///
/// The expressions are Interplay tokens, as the translator writes them.
struct ScxmlRangeAnalysis {
  /// One `<data>`: the variable's Interplay name, SCXML id, value and location.
  struct Variable {
    var name: String
    var id: String
    var initial: [String]
    var line: Int
    var column: Int
  }

  /// The range chosen for a variable, and why.
  struct Outcome {
    var lower: Int
    var upper: Int
    var reason: String
  }

  /// A closed interval of integers, its ends saturating at `Int.min` and `Int.max`.
  struct Interval: Equatable {
    var lower: Int
    var upper: Int

    func union(_ other: Interval) -> Interval {
      Interval(lower: min(lower, other.lower), upper: max(upper, other.upper))
    }
  }

  /// What an expression evaluates to.
  enum Value {
    case integer(Interval)
    case boolean
    case unknown
  }

  /// How many rounds assignments between variables are repeated before a range still
  /// growing is widened to the default.
  static let rounds = 8

  var variables: [Variable] = []
  /// Every `<assign>`: the variable's name and the expression's tokens.
  var assignments: [(name: String, tokens: [String])] = []
  /// Every condition (`cond` of a transition or an `<if>`), as tokens.
  var conditions: [[String]] = []

  /// The range of every variable, by name.
  func ranges(default fallback: ClosedRange<Int>) -> [String: Outcome] {
    let names = Set(variables.map(\.name))
    var literals: [String: [Int]] = [:]
    var compared: Set<String> = []
    var up: [String: Int] = [:]
    var down: [String: Int] = [:]
    var derived: [(name: String, tokens: [String])] = []
    for variable in variables {
      if case .integer(let value) = Self.evaluate(variable.initial, in: [:]) {
        literals[variable.name, default: []] += [value.lower, value.upper]
      } else {
        derived.append((variable.name, variable.initial))
      }
    }
    for condition in conditions {
      for (name, literal) in Self.comparisons(condition, names: names) {
        literals[name, default: []].append(literal)
        compared.insert(name)
      }
    }
    for (name, tokens) in assignments {
      if let step = Self.step(of: name, in: tokens) {
        if step > 0 { up[name] = max(up[name] ?? 0, step) }
        if step < 0 { down[name] = max(down[name] ?? 0, Self.negated(step)) }
      } else if case .integer(let value) = Self.evaluate(tokens, in: [:]) {
        literals[name, default: []] += [value.lower, value.upper]
      } else {
        derived.append((name, tokens))
      }
    }
    var ranges: [String: Interval] = [:]
    var reasons: [String: [String]] = [:]
    for variable in variables {
      let name = variable.name
      guard let values = literals[name], let low = values.min(), let high = values.max() else {
        continue
      }
      var range = Interval(lower: low, upper: high)
      reasons[name, default: []].append(
        "the literals it is given or compared with span \(low)...\(high)")
      if let step = up[name] {
        if compared.contains(name) {
          range.upper = Self.sum(range.upper, step)
          reasons[name, default: []].append(
            "it is incremented by \(step) and compared with literals: one step past them")
        } else {
          range.upper = max(range.upper, fallback.upperBound)
          reasons[name, default: []].append(
            "it is incremented by \(step) and never compared with a literal: up to the default \(fallback.upperBound)"
          )
        }
      }
      if let step = down[name] {
        if compared.contains(name) {
          range.lower = Self.sum(range.lower, Self.negated(step))
          reasons[name, default: []].append(
            "it is decremented by \(step) and compared with literals: one step past them")
        } else {
          range.lower = min(range.lower, fallback.lowerBound)
          reasons[name, default: []].append(
            "it is decremented by \(step) and never compared with a literal: down to the default \(fallback.lowerBound)"
          )
        }
      }
      ranges[name] = range
    }
    // Assignments of other expressions, to a fixed point.
    let wide = Interval(lower: fallback.lowerBound, upper: fallback.upperBound)
    var growing = Set(derived.map(\.name))
    var round = 0
    while !growing.isEmpty, round < Self.rounds {
      round += 1
      growing = []
      for (name, tokens) in derived {
        let added: Interval
        if case .integer(let value) = Self.evaluate(tokens, in: ranges) {
          added = value
        } else {
          added = wide
        }
        let before = ranges[name]
        let after = before.map { $0.union(added) } ?? added
        if after != before {
          ranges[name] = after
          growing.insert(name)
        }
      }
    }
    for (name, _) in derived where reasons[name]?.last?.hasPrefix("it is assigned") != true {
      reasons[name, default: []].append(
        growing.contains(name)
          ? "it is assigned expressions whose values keep growing: the default \(fallback.lowerBound)...\(fallback.upperBound)"
          : "it is assigned expressions over other variables: the values they can take")
      if growing.contains(name) { ranges[name] = (ranges[name] ?? wide).union(wide) }
    }
    var outcomes: [String: Outcome] = [:]
    for variable in variables {
      let range = ranges[variable.name] ?? wide
      outcomes[variable.name] = Outcome(
        lower: range.lower, upper: range.upper,
        reason: (reasons[variable.name] ?? ["nothing bounds it: the default"]).joined(
          separator: "; "))
    }
    return outcomes
  }

  // MARK: - Patterns

  /// The step of `name = name + c`, `name = c + name` or `name = name - c`; nil for any
  /// other expression.
  static func step(of name: String, in tokens: [String]) -> Int? {
    guard tokens.count == 3 else { return nil }
    if tokens[0] == name, tokens[1] == "+", let step = Int(tokens[2]) { return step }
    if tokens[2] == name, tokens[1] == "+", let step = Int(tokens[0]) { return step }
    if tokens[0] == name, tokens[1] == "-", let step = Int(tokens[2]) { return negated(step) }
    return nil
  }

  static let comparisonOperators: Set<String> = ["==", "!=", "<", "<=", ">", ">="]
  static let operators: Set<String> = [
    "==", "!=", "<", "<=", ">", ">=", "+", "-", "*", "/", "%", "&&", "||", "!", "(",
  ]

  /// The literals a condition compares a variable with directly: `x < 10`, `-3 <= x`.
  static func comparisons(_ tokens: [String], names: Set<String>) -> [(String, Int)] {
    var found: [(String, Int)] = []
    for index in tokens.indices where comparisonOperators.contains(tokens[index]) {
      let left = index > 0 ? tokens[index - 1] : ""
      let right = index + 1 < tokens.count ? tokens[index + 1] : ""
      if names.contains(left) {
        if let value = Int(right) {
          found.append((left, value))
        } else if right == "-", index + 2 < tokens.count, let value = Int(tokens[index + 2]) {
          found.append((left, negated(value)))
        }
      } else if names.contains(right), let value = Int(left) {
        let isNegative =
          index >= 2 && tokens[index - 2] == "-"
          && (index == 2 || operators.contains(tokens[index - 3]))
        found.append((right, isNegative ? negated(value) : value))
      }
    }
    return found
  }

  // MARK: - Interval arithmetic

  /// The value of an expression over the variables' ranges (a variable without one, or a
  /// malformed expression, is unknown), read with the usual precedence.
  static func evaluate(_ tokens: [String], in ranges: [String: Interval]) -> Value {
    // Shunting-yard into postfix, then a stack machine: no recursion on the nesting.
    func precedence(_ op: String) -> Int {
      switch op {
      case "||": 1
      case "&&": 2
      case "==", "!=": 3
      case "<", "<=", ">", ">=": 4
      case "+", "-": 5
      case "*", "/", "%": 6
      default: 7  // unary
      }
    }
    var postfix: [String] = []
    var pending: [String] = []
    var previous: String?
    for token in tokens {
      let isOperand = previous.map { !operators.contains($0) || $0 == ")" } ?? false
      if token == "(" {
        pending.append(token)
      } else if token == ")" {
        while let top = pending.last, top != "(" { postfix.append(pending.removeLast()) }
        guard pending.popLast() == "(" else { return .unknown }
      } else if token == "!" || (token == "-" && !isOperand) {
        pending.append(token == "!" ? "!" : "neg")
      } else if operators.contains(token) {
        while let top = pending.last, top != "(", precedence(top) >= precedence(token) {
          postfix.append(pending.removeLast())
        }
        pending.append(token)
      } else {
        postfix.append(token)
      }
      previous = token == ")" ? "x" : token
    }
    while let top = pending.popLast() {
      guard top != "(" else { return .unknown }
      postfix.append(top)
    }
    var stack: [Value] = []
    for token in postfix {
      switch token {
      case "neg", "!":
        guard let operand = stack.popLast() else { return .unknown }
        if token == "!" {
          stack.append(.boolean)
        } else if case .integer(let value) = operand {
          stack.append(
            .integer(Interval(lower: negated(value.upper), upper: negated(value.lower))))
        } else {
          stack.append(.unknown)
        }
      case _ where operators.contains(token):
        guard let right = stack.popLast(), let left = stack.popLast() else { return .unknown }
        stack.append(apply(token, left, right))
      case "true", "false":
        stack.append(.boolean)
      default:
        if let value = Int(token) {
          stack.append(.integer(Interval(lower: value, upper: value)))
        } else if let range = ranges[token] {
          stack.append(.integer(range))
        } else {
          stack.append(.unknown)
        }
      }
    }
    guard stack.count == 1, let value = stack.first else { return .unknown }
    return value
  }

  /// A binary operator over two values.
  static func apply(_ op: String, _ left: Value, _ right: Value) -> Value {
    if comparisonOperators.contains(op) || op == "&&" || op == "||" { return .boolean }
    guard case .integer(let a) = left, case .integer(let b) = right else { return .unknown }
    switch op {
    case "+": return .integer(Interval(lower: sum(a.lower, b.lower), upper: sum(a.upper, b.upper)))
    case "-":
      return .integer(
        Interval(lower: sum(a.lower, negated(b.upper)), upper: sum(a.upper, negated(b.lower))))
    case "*":
      let ends = [
        product(a.lower, b.lower), product(a.lower, b.upper), product(a.upper, b.lower),
        product(a.upper, b.upper),
      ]
      return .integer(Interval(lower: ends.min()!, upper: ends.max()!))
    case "/":
      let size = max(magnitude(a.lower), magnitude(a.upper))
      return .integer(Interval(lower: negated(size), upper: size))
    default:  // %: smaller than the divisor, with the dividend's sign
      let divisor = max(magnitude(b.lower), magnitude(b.upper))
      let bound = min(max(magnitude(a.lower), magnitude(a.upper)), max(divisor, 1) - 1)
      return .integer(
        Interval(lower: a.lower < 0 ? negated(bound) : 0, upper: a.upper > 0 ? bound : 0))
    }
  }

  static func sum(_ a: Int, _ b: Int) -> Int {
    let (value, overflow) = a.addingReportingOverflow(b)
    return overflow ? (b > 0 ? .max : .min) : value
  }

  static func product(_ a: Int, _ b: Int) -> Int {
    let (value, overflow) = a.multipliedReportingOverflow(by: b)
    return overflow ? ((a < 0) == (b < 0) ? .max : .min) : value
  }

  static func negated(_ a: Int) -> Int {
    a == .min ? .max : -a
  }

  static func magnitude(_ a: Int) -> Int {
    a == .min ? .max : abs(a)
  }
}

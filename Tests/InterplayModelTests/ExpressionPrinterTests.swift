import InterplayDiagnostics
import InterplayModel
import InterplaySyntax
import Testing

/// `ExpressionPrinter`, the one printer of resolved expressions (dump, diagram labels,
/// property text): what it prints parses back into the same tree, printing that again
/// gives the same text, and no parenthesis it writes could go.
@Suite struct ExpressionPrinterTests {
  static let declarations = """
    system Exprs
    enum Mode { idle, busy }
    actor Counter {
      var a: Int(0...3) = 0
      var b: Int(1...3) = 1
      var p: Bool = false
      var q: Bool = true
      var m: Mode = Mode.idle
      initial state Idle { }
      state Busy { }
    }

    """

  /// The model of `declarations` with `invariant I: <condition>`, and its diagnostics.
  static func resolve(_ condition: String) -> (model: Model, diagnostics: [Diagnostic]) {
    var sources = SourceSet()
    let id = sources.add(
      SourceFile(path: "exprs.ipl", text: declarations + "invariant I: " + condition + "\n"))
    let parsed = Parser.parse(sources[id], file: id)
    let result = Resolver.resolve([parsed.syntax], in: sources)
    return (result.model, parsed.diagnostics + result.diagnostics)
  }

  /// The invariant's condition, resolved, when `condition` resolves without an error.
  static func condition(_ condition: String) -> (Model, ResolvedExpr)? {
    let (model, diagnostics) = resolve(condition)
    guard !diagnostics.contains(where: { $0.severity == .error }),
      let invariant = model.invariants.first
    else { return nil }
    return (model, invariant.condition)
  }

  /// The tree with every range made the same, for comparing trees parsed from two texts.
  static func shape(_ expr: ResolvedExpr) -> ResolvedExpr {
    let kind: ResolvedExpr.Kind
    switch expr.kind {
    case .enumCase(let index, let payload):
      kind = .enumCase(caseIndex: index, payload: payload.map(shape))
    case .unary(let op, let operand): kind = .unary(op, shape(operand))
    case .binary(let op, let lhs, let rhs): kind = .binary(op, shape(lhs), shape(rhs))
    default: kind = expr.kind
    }
    return ResolvedExpr(kind, type: expr.type, range: .point(FileID(0), 0))
  }

  /// Prints `text`'s condition, parses and prints that: the trees and texts must agree.
  /// Returns the printed text, or nil when `text` itself does not resolve.
  @discardableResult
  static func roundTrip(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    -> String?
  {
    guard let (model, original) = condition(text) else { return nil }
    let printed = ExpressionPrinter(model: model).text(original)
    guard let (reparsedModel, reparsed) = condition(printed) else {
      Issue.record(
        "\(text) printed as \(printed), which does not resolve", sourceLocation: sourceLocation)
      return printed
    }
    #expect(
      shape(reparsed) == shape(original), "\(text) → \(printed)", sourceLocation: sourceLocation)
    #expect(
      ExpressionPrinter(model: reparsedModel).text(reparsed) == printed, "\(text) → \(printed)",
      sourceLocation: sourceLocation)
    return printed
  }

  /// The grouping parentheses of `text` (not argument lists), as pairs of offsets.
  static func groupingParentheses(_ text: String) -> [(open: Int, close: Int)] {
    let characters = Array(text)
    var open: [Int?] = []
    var pairs: [(Int, Int)] = []
    for (index, character) in characters.enumerated() {
      if character == "(" {
        let call = index > 0 && (characters[index - 1].isLetter || characters[index - 1].isNumber)
        open.append(call ? nil : index)
      } else if character == ")", let last = open.popLast(), let start = last {
        pairs.append((start, index))
      }
    }
    return pairs
  }

  /// Each grouping pair of `printed` is needed: without it the text reads as another tree.
  static func expectMinimal(
    _ printed: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    guard let (_, tree) = condition(printed) else { return }
    for pair in groupingParentheses(printed) {
      var characters = Array(printed)
      characters.remove(at: pair.close)
      characters.remove(at: pair.open)
      let without = String(characters)
      if let (_, other) = condition(without) {
        #expect(
          shape(other) != shape(tree), "the parentheses of \(printed) at \(pair.open) could go",
          sourceLocation: sourceLocation)
      }
    }
  }

  static let cases: [(written: String, printed: String)] = [
    ("(Counter.a + 1) * 2 == 4", "(Counter.a + 1) * 2 == 4"),
    ("((Counter.a)) + (1 * 2) == 3", "Counter.a + 1 * 2 == 3"),
    ("Counter.a - (Counter.b - 1) > 0", "Counter.a - (Counter.b - 1) > 0"),
    ("(Counter.a - Counter.b) - 1 > 0", "Counter.a - Counter.b - 1 > 0"),
    ("!(Counter.a == 1)", "!Counter.a == 1"),
    ("(!Counter.p) == Counter.q", "(!Counter.p) == Counter.q"),
    ("!(Counter in Idle)", "!Counter in Idle"),
    ("(Counter.p && Counter.q) || !Counter.p", "Counter.p && Counter.q || !Counter.p"),
    ("Counter.p && (Counter.q || Counter.p)", "Counter.p && (Counter.q || Counter.p)"),
    ("Counter.p && (Counter.q && Counter.p)", "Counter.p && (Counter.q && Counter.p)"),
    ("(Counter.a < 1) == (Counter.b < 2)", "(Counter.a < 1) == (Counter.b < 2)"),
    ("Counter.m == (Mode.busy)", "Counter.m == Mode.busy"),
    ("-(Counter.a + 1) < 0", "-(Counter.a + 1) < 0"),
    ("- -3 < Counter.a", "- -3 < Counter.a"),
    ("-(-Counter.a) < 1", "- -Counter.a < 1"),
    ("-(3) < Counter.a", "-(3) < Counter.a"),
    ("Counter.a * -2 < -1", "Counter.a * -2 < -1"),
    ("(-Counter.a) * 2 < 1", "-Counter.a * 2 < 1"),
    ("Counter.a % (Counter.b * 2) == 0", "Counter.a % (Counter.b * 2) == 0"),
  ]

  @Test(arguments: cases)
  func printsWithTheParenthesesTheTreeNeeds(_ written: String, _ printed: String) {
    #expect(Self.roundTrip(written) == printed)
    Self.expectMinimal(printed)
  }

  /// Names: qualified for the dump, bare inside the actor for labels.
  @Test func namesFollowThePrinterSettings() throws {
    let (model, expr) = try #require(Self.condition("Counter.m == Mode.busy && Counter.p"))
    #expect(ExpressionPrinter(model: model).text(expr) == "Counter.m == Mode.busy && Counter.p")
    let counter = try #require(model.actors.firstIndex { $0.name == "Counter" })
    let inside = ExpressionPrinter(model: model, actor: ActorID(counter), qualifiesCases: false)
    #expect(inside.text(expr) == "m == busy && p")
  }

  /// `Int.min` has no literal; it prints as the subtraction that makes it.
  @Test func theMinimumPrintsAsASubtraction() throws {
    let (model, _) = try #require(Self.condition("true"))
    let printer = ExpressionPrinter(model: model)
    #expect(printer.text(Value.int(Int.min)) == "-9223372036854775807 - 1")
    #expect(printer.text(Value.int(-5)) == "-5")
    let minimum = ResolvedExpr(.int(Int.min), type: Model.boolTypeID, range: .point(FileID(0), 0))
    let negated = ResolvedExpr(
      .unary(.negate, minimum), type: Model.boolTypeID, range: minimum.range)
    #expect(printer.text(negated) == "-(-9223372036854775807 - 1)")
  }

  /// A generated set of expressions, with parentheses thrown in at random: every one
  /// prints, parses back as the same tree, prints the same, and keeps no parenthesis it
  /// could lose.
  @Test func generatedExpressionsRoundTripWithMinimalParentheses() {
    var generator = ExpressionGenerator(seed: 0x1D_CAFE)
    var checked = 0
    for _ in 0..<400 {
      let text = generator.boolean(depth: 4)
      guard let printed = Self.roundTrip(text) else { continue }
      Self.expectMinimal(printed)
      checked += 1
    }
    #expect(checked >= 300, "only \(checked) generated expressions resolved")
  }
}

/// Random well-typed conditions over the test model's variables, as source text.
struct ExpressionGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  /// SplitMix64: a fixed sequence for a seed, so a failure is reproducible.
  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }

  /// `text`, in parentheses one time in four.
  mutating func maybeGrouped(_ text: String) -> String {
    next(4) == 0 ? "(" + text + ")" : text
  }

  mutating func boolean(depth: Int) -> String {
    let leaves = ["true", "false", "Counter.p", "Counter.q", "Counter in Idle", "Counter in Busy"]
    guard depth > 0 else { return maybeGrouped(leaves[next(leaves.count)]) }
    let text: String
    switch next(9) {
    case 0: text = leaves[next(leaves.count)]
    case 1: text = "!" + boolean(depth: depth - 1)
    case 2: text = boolean(depth: depth - 1) + " && " + boolean(depth: depth - 1)
    case 3: text = boolean(depth: depth - 1) + " || " + boolean(depth: depth - 1)
    case 4, 5:
      let ops = ["==", "!=", "<", "<=", ">", ">="]
      text =
        integer(depth: depth - 1) + " " + ops[next(ops.count)] + " " + integer(depth: depth - 1)
    case 6:
      text = boolean(depth: depth - 1) + [" == ", " != "][next(2)] + boolean(depth: depth - 1)
    case 7: text = "Counter.m " + ["==", "!="][next(2)] + [" Mode.idle", " Mode.busy"][next(2)]
    default: text = "!" + maybeGrouped(boolean(depth: depth - 1))
    }
    return maybeGrouped(text)
  }

  mutating func integer(depth: Int) -> String {
    let leaves = ["0", "1", "2", "3", "Counter.a", "Counter.b"]
    guard depth > 0 else { return maybeGrouped(leaves[next(leaves.count)]) }
    let text: String
    switch next(6) {
    case 0: text = leaves[next(leaves.count)]
    case 1: text = "-" + integer(depth: depth - 1)
    case 2, 3:
      text = integer(depth: depth - 1) + [" + ", " - ", " * "][next(3)] + integer(depth: depth - 1)
    case 4:
      // Never a literal divisor, so no division by zero is folded.
      text = integer(depth: depth - 1) + [" / ", " % "][next(2)] + "Counter.b"
    default: text = "-" + maybeGrouped(integer(depth: depth - 1))
    }
    return maybeGrouped(text)
  }
}

import InterplayDiagnostics

/// Replicated actors: `actor Phil[i in 0...4] { ... }` and subscripted names
/// (`Fork[(i + 1) % 5]`), expanded while parsing (see ``ReplicationSyntax``).
extension Parser.Engine {
  /// The clause `"[" IDENT "in" INT "..." INT "]"` after an actor's name, at its `[`; nil
  /// after reporting `parse.replica-range` when it is malformed or names too many replicas.
  mutating func replicationClause() -> (
    index: Identifier, lower: IntLiteral, upper: IntLiteral, range: SourceRange
  )? {
    let open = advance()
    let index = identifier("a replica index name")
    guard eat(.in) != nil, let lower = intLiteral("the first replica index"),
      eat(.ellipsis) != nil, let upper = intLiteral("the last replica index")
    else {
      expected("parse.replica-range", "a replica range such as '[i in 0...4]'")
      skip { $0.at(.rightBracket) || $0.at(.leftBrace) || $0.at(.endOfFile) }
      _ = eat(.rightBracket)
      return nil
    }
    if eat(.rightBracket) == nil {
      error(
        "parse.expected-bracket",
        "expected ']' to close the replica range, found \(describe(token))",
        at: token.range, notes: [DiagnosticNote("'[' opened here", at: open.range)])
    }
    let range = range(from: open.range.start)
    let (span, overflow) = upper.value.subtractingReportingOverflow(lower.value)
    guard !overflow, span >= 0, span < ReplicationSyntax.maxReplicas else {
      error(
        "parse.replica-range",
        "a replicated actor has 1 to \(ReplicationSyntax.maxReplicas) replicas: '\(lower.value)...\(upper.value)' is not such a range",
        at: range)
      return nil
    }
    return (index, lower, upper, range)
  }

  /// Parses an actor body once as written and once per replica, at its `{` (or where it
  /// should be): the first replica, carrying the template; the others are left in
  /// ``pendingReplicas``.
  mutating func replicate(
    _ clause: (index: Identifier, lower: IntLiteral, upper: IntLiteral, range: SourceRange),
    make: (inout Self, _ replication: ReplicationSyntax?) -> ActorDecl
  ) -> ActorDecl {
    let beforeBody = self
    replicaBindings.append((clause.index.name, nil))
    let template = make(&self, nil)
    replicaBindings.removeLast()
    // Diagnostics, comments and the position come from the template's parse; the
    // replicas parse the same tokens again, each with its index bound.
    var afterBody = self
    var replicas: [ActorDecl] = []
    for value in clause.lower.value...clause.upper.value {
      self = beforeBody
      replicaBindings.append((clause.index.name, value))
      let replication = ReplicationSyntax(
        index: clause.index, lower: clause.lower, upper: clause.upper, value: value,
        template: replicas.isEmpty ? .actor(template) : nil, range: clause.range)
      replicas.append(make(&self, replication))
      replicaBindings.removeLast()
      // Only a replica can find an index it cannot compute (the template keeps indexes
      // as written): those are kept, once each.
      for diagnostic in diagnostics.dropFirst(beforeBody.diagnostics.count)
      where diagnostic.id == "parse.replica-index"
        && !afterBody.diagnostics.contains(where: {
          $0.id == diagnostic.id && $0.range == diagnostic.range
        })
      {
        afterBody.diagnostics.append(diagnostic)
      }
    }
    self = afterBody
    pendingReplicas += replicas.dropFirst()
    return replicas[0]
  }

  /// Where a path may subscript a component.
  enum SubscriptRule {
    /// Wherever a `[` follows a name with no space.
    case always
    /// Only when a `.` follows the `]`: in a trigger, `on Fork[i].take` subscripts but
    /// `on go[x > 1]` is a guard written without a space.
    case beforeDot
    /// Never: state paths, which a guard may follow.
    case never
  }

  /// A name, subscripted when a `[` follows it with no space (`Fork[i]`) and `rule`
  /// allows; a `[` after a space opens a guard.
  mutating func subscripted(_ name: Identifier, _ rule: SubscriptRule) -> Identifier {
    guard rule != .never, at(.leftBracket), token.range.start == previousEnd else { return name }
    guard rule == .beforeDot else { return subscriptedName(name) }
    let before = self
    let subscripted = subscriptedName(name)
    if at(.dot) { return subscripted }
    self = before
    return name
  }

  /// The value of a replica index in scope, or nil; `.some(nil)` for the template's.
  func replicaIndex(_ name: String) -> Int?? {
    replicaBindings.last { $0.name == name }.map(\.value)
  }

  /// `NAME "[" expr "]"` at the `[` right after a name: `Fork[(i + 1) % 5]` becomes the
  /// name `Fork[3]` in replica 2 of 5. In the template it stays as written; an index
  /// that is not a constant of literals and replica indexes is `parse.replica-index`.
  mutating func subscriptedName(_ base: Identifier) -> Identifier {
    let open = advance()
    let index = expression()
    if eat(.rightBracket) == nil {
      error(
        "parse.expected-bracket",
        "expected ']' to close the replica index, found \(describe(token))",
        at: token.range, notes: [DiagnosticNote("'[' opened here", at: open.range)])
    }
    let range = base.range.union(range(from: open.range.start))
    switch constantValue(index) {
    case .value(let value):
      return Identifier("\(base.name)[\(value)]", range: range)
    case .template:
      return Identifier(
        String(decoding: bytes[range.start..<range.end], as: UTF8.self), range: range)
    case .invalid(let reason, let at):
      error(
        "parse.replica-index",
        "a replica index must be a whole number computed from literals and replica indexes: \(reason)",
        at: at)
      return Identifier("\(base.name)[?]", range: range)
    }
  }

  /// What a replica index evaluates to.
  enum ConstantValue {
    /// Its value.
    case value(Int)
    /// It uses the index of a template being parsed: kept as written.
    case template
    /// Why it is no constant, and where.
    case invalid(String, SourceRange)
  }

  /// Evaluates a replica index with checked arithmetic.
  func constantValue(_ expr: Expr) -> ConstantValue {
    switch expr.kind {
    case .integer(let value):
      return .value(value)
    case .parenthesized(let inner):
      return constantValue(inner)
    case .name(let path) where path.components.count == 1:
      switch replicaIndex(path.components[0].name) {
      case .some(.some(let value)): return .value(value)
      case .some(.none): return .template
      case .none: return .invalid("'\(path.text)' is not a replica index here", path.range)
      }
    case .unary(.negate, let operand):
      guard case .value(let value) = constantValue(operand) else { return constantValue(operand) }
      let (result, overflow) = (0).subtractingReportingOverflow(value)
      return overflow ? .invalid("the value overflows", expr.range) : .value(result)
    case .binary(let op, let left, let right):
      let (l, r) = (constantValue(left), constantValue(right))
      guard case .value(let a) = l else { return l }
      guard case .value(let b) = r else { return r }
      return Self.apply(op, a, b, expr.range)
    default:
      return .invalid("only +, -, *, / and % of whole numbers are allowed", expr.range)
    }
  }

  private static func apply(_ op: BinaryOperatorSyntax, _ a: Int, _ b: Int, _ range: SourceRange)
    -> ConstantValue
  {
    let result: (partialValue: Int, overflow: Bool)
    switch op {
    case .add: result = a.addingReportingOverflow(b)
    case .subtract: result = a.subtractingReportingOverflow(b)
    case .multiply: result = a.multipliedReportingOverflow(by: b)
    case .divide, .remainder:
      guard b != 0 else { return .invalid("division by zero", range) }
      // As everywhere in the language: rounding toward zero, the remainder with the
      // dividend's sign (so a ring's predecessor is `(i + 4) % 5`, not `(i - 1) % 5`).
      result =
        op == .divide
        ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
    default:
      return .invalid("'\(op.rawValue)' does not compute a number", range)
    }
    return result.overflow ? .invalid("the value overflows", range) : .value(result.partialValue)
  }
}

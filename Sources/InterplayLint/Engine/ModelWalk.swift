import InterplayModel

/// Recursive visits of actions and expressions, shared by the context and the rules.
enum ModelWalk {
  /// Visits the expressions an action evaluates itself (not those of nested actions).
  static func expressions(of action: ResolvedAction, _ body: (ResolvedExpr) -> Void) {
    switch action.kind {
    case .send(_, let arguments), .emit(_, let arguments), .raise(_, let arguments),
      .sendAfter(_, let arguments, _):
      arguments.forEach(body)
    case .reply(let value):
      if let value { body(value) }
    case .assign(_, let value):
      body(value)
    case .assert(let condition, _), .ifAction(let condition, _, _):
      body(condition)
    case .push, .pop, .transaction, .cancel, .choose:
      break
    }
  }

  /// Visits an expression and every subexpression.
  static func subexpressions(_ expr: ResolvedExpr, _ body: (ResolvedExpr) -> Void) {
    body(expr)
    switch expr.kind {
    case .enumCase(_, let payload):
      for element in payload { subexpressions(element, body) }
    case .unary(_, let operand):
      subexpressions(operand, body)
    case .binary(_, let lhs, let rhs):
      subexpressions(lhs, body)
      subexpressions(rhs, body)
    case .bool, .int, .variable, .binding, .property, .inState, .error:
      break
    }
  }

  /// Visits every action of a statechart: entry, exit and transition actions, nested ones too.
  static func actions(of chart: Statechart, _ body: (ResolvedAction) -> Void) {
    chart.visitActions(body)
  }

  /// Visits every expression of a statechart: guards and the expressions of every action.
  static func expressions(of chart: Statechart, _ body: (ResolvedExpr) -> Void) {
    for state in chart.states {
      for transition in state.transitions {
        if let guardExpr = transition.guardExpr { subexpressions(guardExpr, body) }
      }
    }
    actions(of: chart) { action in
      expressions(of: action) { subexpressions($0, body) }
    }
  }

  /// Visits every message of a sequence, descending into fragments.
  static func messages(_ steps: [SequenceStep], _ body: (Message) -> Void) {
    for step in steps {
      switch step {
      case .message(let message): body(message)
      case .fragment(let fragment):
        for branch in fragment.branches { messages(branch.items, body) }
      case .note, .sideNote, .push, .pop: break
      }
    }
  }
}

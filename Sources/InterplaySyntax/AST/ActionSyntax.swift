import InterplayDiagnostics

/// `{ actions }`
public struct ActionBlock: Hashable, Sendable {
  /// The actions in order.
  public var actions: [ActionSyntax]
  /// The block, braces included.
  public var range: SourceRange
  /// Creates a block.
  public init(actions: [ActionSyntax], range: SourceRange) {
    self.actions = actions
    self.range = range
  }
}

/// One action of an entry, exit or transition block.
public indirect enum ActionSyntax: Hashable, Sendable {
  /// `send Service.locate(args)`
  case send(target: Path, arguments: [Expr], range: SourceRange)
  /// `emit located(args)`
  case emit(name: Identifier, arguments: [Expr], range: SourceRange)
  /// `send Service.ping(args) after 500ms`: delivered once the delay has passed.
  case sendAfter(target: Path, arguments: [Expr], delay: DurationSyntax, range: SourceRange)
  /// `cancel Service.ping`: the actor's pending timers for that request are dropped.
  /// `cancel` is a contextual word.
  case cancel(target: Path, range: SourceRange)
  /// `raise tick(args)`: a case of the actor's own request notifier, put on its internal
  /// queue and taken within the same step. `raise` is a contextual word.
  case raise(name: Identifier, arguments: [Expr], range: SourceRange)
  /// `reply value`
  case reply(value: Expr?, range: SourceRange)
  /// `name = value` (a variable or a data-model property)
  case assign(target: Path, value: Expr, range: SourceRange)
  /// `push Scope`
  case push(scope: Path, range: SourceRange)
  /// `pop Scope`
  case pop(scope: Path, range: SourceRange)
  /// `assert condition, "message"`
  case assert(condition: Expr, message: StringLiteral?, range: SourceRange)
  /// `if condition { } else { }`
  case ifAction(condition: Expr, then: ActionBlock, otherwise: ActionBlock?, range: SourceRange)
  /// `choose { } or { }`: one of the blocks, chosen nondeterministically (the checker
  /// explores every one).
  case choose(branches: [ActionBlock], range: SourceRange)
  /// `transaction { }`: a data-model update transaction.
  case transaction(body: ActionBlock, range: SourceRange)
  /// An action that failed to parse.
  case error(ErrorSyntax)

  /// Where the action was written.
  public var range: SourceRange {
    switch self {
    case .send(_, _, let r), .sendAfter(_, _, _, let r), .emit(_, _, let r), .raise(_, _, let r),
      .cancel(_, let r), .reply(_, let r),
      .assign(_, _, let r),
      .push(_, let r), .pop(_, let r), .assert(_, _, let r), .ifAction(_, _, _, let r),
      .choose(_, let r), .transaction(_, let r):
      r
    case .error(let e): e.range
    }
  }
}

import InterplayDiagnostics

/// What names an expression can see.
struct ExprContext {
  /// The actor whose variables are visible bare; nil at the top level (invariants,
  /// properties, sequences), where variables are written `Actor.variable`.
  var actor: ActorID?
  /// Names bound by the transition's trigger.
  var bindings: [Binding] = []
  /// Whether only constants are allowed (initial values, sequence arguments).
  var isConstant = false

  /// The top-level context.
  static let global = ExprContext(actor: nil)

  /// The constant context of an actor's variable initial values.
  static func constant(in actor: ActorID?) -> ExprContext {
    ExprContext(actor: actor, isConstant: true)
  }
}

/// What an action may do, besides seeing names.
struct ActionContext {
  /// The names visible to expressions.
  var expr: ExprContext
  /// What `reply` answers here.
  var reply: ReplyContext
  /// Whether the action is inside a `transaction` block.
  var inTransaction = false

  /// The acting actor.
  var actor: ActorID { expr.actor! }
}

/// What a `reply` action may answer.
enum ReplyContext {
  /// Not in a transition triggered by an own request (entry, exit, events, `always`, ...).
  case none
  /// The trigger is an own request case; `type` is its reply type, if declared.
  case request(name: String, type: TypeID?)
}

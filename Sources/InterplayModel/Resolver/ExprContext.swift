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
  /// In the handler of a smart registration: the registration, whose `writes` may be
  /// assigned without a transaction (and nothing else may be assigned).
  var smartHandler: RegistrationRef?

  /// The acting actor.
  var actor: ActorID { expr.actor! }
}

/// What a `reply` action may answer.
enum ReplyContext {
  /// The actor has no request case with a reply type: nothing is ever owed.
  case none
  /// In the transition that takes an own request case with a reply type.
  case immediate(NotificationRef, name: String, type: TypeID)
  /// Elsewhere in the chart of an actor with replyable request cases: a request taken
  /// earlier, of one of these cases (in declaration order, at least one).
  case deferred([(name: String, type: TypeID)])
}

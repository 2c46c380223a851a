/// What listing an actor's steps reads of it in every state, as plain integers: reading
/// an ``ActorTable`` (a class) retains and releases it, and successors are listed for
/// every state a checker explores.
struct ActorLayout: Sendable {
  /// The word that is nonzero while the actor's scope is pushed; -1 when it always lives.
  let activeWord: Int
  /// The queue's count word.
  let queueWord: Int
  /// Whether it has a statechart (else it is a stub).
  let isModelled: Bool
  /// Whether its chart has eventless transitions; whether any of its states defers.
  let hasEventless: Bool
  let hasDefers: Bool

  init(_ table: ActorTable, scopes: [ScopeTable]) {
    activeWord = table.scope < 0 ? -1 : scopes[table.scope].activeWord
    queueWord = table.queueWord
    isModelled = table.chart != nil
    hasEventless = table.chart?.hasEventless ?? false
    hasDefers = table.chart?.hasDefers ?? false
  }
}

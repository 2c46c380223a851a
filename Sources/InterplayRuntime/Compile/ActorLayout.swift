/// What every step reads of an actor (liveness, configuration and queue layout) and what
/// listing its steps reads, as plain integers: reading an ``ActorTable`` (a class)
/// retains and releases it, and a checker steps millions of times.
struct ActorLayout: Sendable {
  /// The word that is nonzero while the actor's scope is pushed; -1 when it always lives.
  let activeWord: Int
  /// The queue's count word; the words per queue entry; the entries it holds.
  let queueWord: Int
  let entryWidth: Int
  let queueSlots: Int
  /// The first word of the active configuration.
  let configWord: Int
  /// Whether it has a statechart (else it is a stub).
  let isModelled: Bool
  /// Whether its chart has eventless transitions; whether any of its states defers.
  let hasEventless: Bool
  let hasDefers: Bool

  init(_ table: ActorTable, scopes: [ScopeTable]) {
    activeWord = table.scope < 0 ? -1 : scopes[table.scope].activeWord
    queueWord = table.queueWord
    entryWidth = table.entryWidth
    queueSlots = table.queueSlots
    configWord = table.configWord
    isModelled = table.chart != nil
    hasEventless = table.chart?.hasEventless ?? false
    hasDefers = table.chart?.hasDefers ?? false
  }
}

/// What every step reads of an actor (liveness, configuration, queue, owed replies) and
/// what listing its steps reads, as plain integers: reading an ``ActorTable`` (a class
/// with `var` properties) retains and releases it and checks exclusivity, and a checker
/// steps millions of times.
struct ActorLayout: Sendable {
  /// The word that is nonzero while the actor's scope is pushed; -1 when it always lives.
  let activeWord: Int
  /// The queue's count word; the words per queue entry; the entries it holds.
  let queueWord: Int
  let entryWidth: Int
  let queueSlots: Int
  /// The first word of the active configuration, and its length in words.
  let configWord: Int
  let configWords: Int
  /// The first word of the history memories (`configWords` per history).
  let historyWord: Int
  /// The owed-requests count word (-1 when none) and its slots.
  let owedWord: Int
  let owedSlots: Int
  /// The word counting spontaneous stub actions (-1 for modelled actors), and the limit.
  let budgetWord: Int
  let budget: Int
  /// Whether it has a statechart; whether it is a stub.
  let isModelled: Bool
  let isStub: Bool
  /// An `ordered` stub takes only the first entry of its queue.
  let isOrdered: Bool
  /// Whether its chart has eventless transitions; whether any of its states defers.
  let hasEventless: Bool
  let hasDefers: Bool
  /// Whether its chart has a top-level final state, so that it can finish.
  let canFinish: Bool

  init(_ table: ActorTable, scopes: [ScopeTable]) {
    activeWord = table.scope < 0 ? -1 : scopes[table.scope].activeWord
    queueWord = table.queueWord
    entryWidth = table.entryWidth
    queueSlots = table.queueSlots
    configWord = table.configWord
    configWords = table.configWords
    historyWord = table.historyWord
    owedWord = table.owedWord
    owedSlots = table.owedSlots
    budgetWord = table.budgetWord
    budget = table.budget
    isModelled = table.chart != nil
    isStub = table.isStub
    isOrdered = table.isOrdered
    hasEventless = table.chart?.hasEventless ?? false
    hasDefers = table.chart?.hasDefers ?? false
    canFinish = (table.chart?.index.rootFinals.count ?? 0) > 0
  }
}

/// One actor's place in the packed state, and what it owns.
///
/// A class so the step function reaches it through one reference; the compiler fills
/// it in, and nothing changes it once the ``CompiledSystem`` exists.
final class ActorTable: @unchecked Sendable {
  var path: String
  var isStub: Bool
  /// The scope the actor lives in, or -1 when always alive.
  var scope: Int
  var chart: ChartTable?
  /// First word of the configuration bitset, and its length in words.
  var configWord: Int
  var configWords: Int
  /// First word of the history memories (`configWords` per history).
  var historyWord: Int
  var historyCount: Int
  /// First word of the variables.
  var variableWord: Int
  var initialVariables: [UInt32]
  var variableNames: [String]
  var variableTypes: [Int]
  /// The requests taken and not yet answered: a count word, then one header word per
  /// request, oldest first (-1 when the actor takes no request with a reply type).
  var owedWord: Int
  var owedSlots: Int
  /// The word counting spontaneous stub actions (-1 for modelled actors).
  var budgetWord: Int
  var budget: Int
  /// Whether a pop gives the budget back (`budget N per push`); otherwise it lasts the run.
  var isBudgetPerPush = false
  /// The queue: a count word, then `queueSlots` entries of `entryWidth` words.
  var queueWord: Int
  var queueSlots: Int
  var entryWidth: Int
  var requestNotifier: Int
  var eventNotifier: Int
  /// Request notifiers this actor sends to.
  var requests: [Int]
  /// Whether the stub takes its queue in order (`ordered`).
  var isOrdered = false

  init(
    path: String, isStub: Bool, scope: Int, chart: ChartTable?, configWord: Int, configWords: Int,
    historyWord: Int, historyCount: Int, variableWord: Int, initialVariables: [UInt32],
    variableNames: [String], variableTypes: [Int], owedWord: Int, owedSlots: Int,
    budgetWord: Int, budget: Int, queueWord: Int,
    queueSlots: Int, entryWidth: Int, requestNotifier: Int, eventNotifier: Int, requests: [Int]
  ) {
    self.path = path
    self.isStub = isStub
    self.scope = scope
    self.chart = chart
    self.configWord = configWord
    self.configWords = configWords
    self.historyWord = historyWord
    self.historyCount = historyCount
    self.variableWord = variableWord
    self.initialVariables = initialVariables
    self.variableNames = variableNames
    self.variableTypes = variableTypes
    self.owedWord = owedWord
    self.owedSlots = owedSlots
    self.budgetWord = budgetWord
    self.budget = budget
    self.queueWord = queueWord
    self.queueSlots = queueSlots
    self.entryWidth = entryWidth
    self.requestNotifier = requestNotifier
    self.eventNotifier = eventNotifier
    self.requests = requests
  }
}

/// One notifier: its global case ids and delivery rules.
final class NotifierTable: Sendable {
  let owner: Int
  let isRequest: Bool
  let policy: PolicyKind
  let capacity: Int
  let firstGid: Int
  let caseCount: Int
  /// Active observers receive each event, in actor order.
  let observers: [Int]

  init(
    owner: Int, isRequest: Bool, policy: PolicyKind, capacity: Int, firstGid: Int, caseCount: Int,
    observers: [Int]
  ) {
    self.owner = owner
    self.isRequest = isRequest
    self.policy = policy
    self.capacity = capacity
    self.firstGid = firstGid
    self.caseCount = caseCount
    self.observers = observers
  }

  enum PolicyKind: Sendable { case fifo, coalesce, latest }
}

/// One notification case, by global case id.
final class CaseTable: Sendable {
  let notifier: Int
  let name: String
  let qualifiedName: String
  /// Domains of the payload parameters: lower bound, cardinality, type.
  let parameters: [Domain]
  /// The reply's domain, when the case is a request with a reply type.
  let reply: Domain?
  /// The registration this case stands for (`Data.registration`), else -1.
  let registration: Int

  /// A value domain: lower bound, cardinality and type id.
  struct Domain: Sendable {
    let lower: Int
    let cardinality: Int
    let type: Int
  }

  init(
    notifier: Int, name: String, qualifiedName: String, parameters: [Domain], reply: Domain?,
    registration: Int
  ) {
    self.notifier = notifier
    self.name = name
    self.qualifiedName = qualifiedName
    self.parameters = parameters
    self.reply = reply
    self.registration = registration
  }
}

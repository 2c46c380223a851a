/// One actor's place in the packed state, and what it owns.
struct ActorTable: Sendable {
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
  /// The word counting spontaneous stub actions (-1 for modelled actors).
  var budgetWord: Int
  var budget: Int
  /// The queue: a count word, then `queueSlots` entries of `entryWidth` words.
  var queueWord: Int
  var queueSlots: Int
  var entryWidth: Int
  var requestNotifier: Int
  var eventNotifier: Int
  /// Request notifiers this actor sends to.
  var requests: [Int]
}

/// One notifier: its global case ids and delivery rules.
struct NotifierTable: Sendable {
  var owner: Int
  var isRequest: Bool
  var policy: PolicyKind
  var capacity: Int
  var firstGid: Int
  var caseCount: Int
  /// Active observers receive each event, in actor order.
  var observers: [Int]

  enum PolicyKind: Sendable { case fifo, coalesce, latest }
}

/// One notification case, by global case id.
struct CaseTable: Sendable {
  var notifier: Int
  var name: String
  var qualifiedName: String
  /// Domains of the payload parameters: lower bound, cardinality, type.
  var parameters: [(lower: Int, cardinality: Int, type: Int)]
  /// The reply's domain, when the case is a request with a reply type.
  var reply: (lower: Int, cardinality: Int, type: Int)?
  /// Set for the synthetic case of a registration without a same-named request case.
  var registration: Int
}

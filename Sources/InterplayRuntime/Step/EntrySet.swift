/// The states a microstep enters: a bitset, inline for charts of up to 64 states.
struct EntrySet {
  var low: UInt64 = 0
  /// States from 64 on; nil for charts of at most 64 states, so the usual set holds no
  /// reference to release.
  var high: [Bool]?
  let count: Int
  /// What entering needs beyond the states, for charts with
  /// ``ChartIndex/hasEntryExtras`` (nil otherwise, so the usual set allocates nothing).
  var extras: Extras?

  /// History pseudostates still to resolve, and the default content to run.
  struct Extras {
    /// Histories an initial transition targets, whose states below them the step adds
    /// (it knows their memory).
    var pendingHistories: [Int] = []
    /// States (``ChartIndex/stateCount`` for the chart) whose written initial transition
    /// is taken by default: its actions run after the state's entry actions.
    var initialActions: [Int] = []
    /// Histories whose default transition is taken: its actions run after the parent's
    /// entry actions.
    var historyDefaults: [Int] = []
  }

  init(count: Int, extras: Bool = false) {
    self.count = count
    high = count > 64 ? Array(repeating: false, count: count - 64) : nil
    if extras { self.extras = Extras() }
  }

  func contains(_ state: Int) -> Bool {
    state < 64 ? low & (1 &<< UInt64(state)) != 0 : high![state - 64]
  }

  mutating func insert(_ state: Int) {
    if state < 64 { low |= 1 &<< UInt64(state) } else { high![state - 64] = true }
  }
}

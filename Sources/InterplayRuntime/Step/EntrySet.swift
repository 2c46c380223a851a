/// The states a microstep enters: a bitset, inline for charts of up to 64 states.
struct EntrySet {
  var low: UInt64 = 0
  /// States from 64 on; nil for charts of at most 64 states, so the usual set holds no
  /// reference to release.
  var high: [Bool]?
  let count: Int

  init(count: Int) {
    self.count = count
    high = count > 64 ? Array(repeating: false, count: count - 64) : nil
  }

  func contains(_ state: Int) -> Bool {
    state < 64 ? low & (1 &<< UInt64(state)) != 0 : high![state - 64]
  }

  mutating func insert(_ state: Int) {
    if state < 64 { low |= 1 &<< UInt64(state) } else { high![state - 64] = true }
  }
}

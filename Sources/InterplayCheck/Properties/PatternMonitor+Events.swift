import InterplayRuntime

/// Advancing a pattern monitor by the events of a step and the state after it.
extension PatternMonitor {
  /// What a step did to a monitor.
  struct Effect {
    /// The property is violated by this step (a safety violation: a finite run).
    var violated = false
    /// A pending liveness obligation was met (or its stretch closed) during the step.
    var discharged = false
  }

  /// Advances the word by one event, given which of the pattern's ``matchers`` the event
  /// matches: bit `i` of `matched` for the `i`th. An event none of them matches changes
  /// nothing, so the caller may skip it.
  ///
  /// Bits, not events: the program matches each event against every matcher once per
  /// step (``MonitorProgram/advance(_:by:from:to:events:violated:)``), and reading a
  /// matcher out of the enums here would copy it for every pattern and event.
  func process(_ word: inout UInt32, matched: UInt64, effect: inout Effect) {
    guard word & Self.dead == 0 else { return }
    // The scope's matchers follow the kind's: its start (or only) one, then its close.
    let scopeBits = matched &>> UInt64(kindMatcherCount)
    switch scope {
    case .globally:
      break
    case .before:
      if word & 3 == Self.open, scopeBits & 1 != 0 {
        return closeStretch(&word, for: good, &effect)
      }
    case .after:
      if word & 3 == 0, scopeBits & 1 != 0 { word = Self.open }
    case .between, .afterUntil:
      if word & 3 == Self.open, scopeBits & 2 != 0 { return closeStretch(&word, for: 0, &effect) }
      if word & 3 == 0, scopeBits & 1 != 0 { word = Self.open }
    }
    guard word & 3 == Self.open else { return }
    apply(matched, to: &word, &effect)
  }

  /// Whether the pattern is an `always` condition, checked after each step
  /// (``afterStep(_:state:effect:)``); the others change on events only.
  var isUniversality: Bool {
    if case .universality = kind { return true }
    return false
  }

  /// How many of ``matchers`` are the kind's (they come first).
  var kindMatcherCount: Int {
    switch kind {
    case .universality: 0
    case .absence, .existence, .bounded: 1
    case .precedence, .response: 2
    }
  }

  /// Checks an `always` condition against the state after a step (or the initial state).
  func afterStep(_ word: inout UInt32, state words: [UInt32], effect: inout Effect) {
    guard case .universality(let condition) = kind, word & Self.dead == 0,
      word & 3 == Self.open, word & Self.bad == 0, !condition.holds(in: words)
    else { return }
    breach(&word, &effect)
  }

  /// Phase after a `before` scope closes: sealed for good.
  private var good: UInt32 { Self.sealed }

  /// The pattern's own matchers, in ``matchers`` order: bit 0 the event of absence,
  /// existence and bounded existence, the first of precedence, the answer of response;
  /// bit 1 precedence's then and response's trigger.
  private func apply(_ matched: UInt64, to word: inout UInt32, _ effect: inout Effect) {
    switch kind {
    case .absence:
      if matched & 1 != 0 { breach(&word, &effect) }
    case .existence:
      if matched & 1 != 0 {
        if word & Self.flag == 0, isLiveness { effect.discharged = true }
        word |= Self.flag
      }
    case .bounded(let limit, _):
      guard matched & 1 != 0 else { return }
      let count = min((word >> 8) & 0xFFFF, UInt32(min(limit, 0xFFFE))) + 1
      word = (word & ~0xFF_FF00) | (count << 8)
      if count > UInt32(limit) { breach(&word, &effect) }
    case .precedence:
      if matched & 1 != 0 {
        word |= Self.flag
      } else if matched & 2 != 0, word & Self.flag == 0 {
        breach(&word, &effect)
      }
    case .response:
      if matched & 2 != 0 { word |= Self.flag }
      if matched & 1 != 0 {
        if word & Self.flag != 0, isLiveness { effect.discharged = true }
        word &= ~Self.flag
      }
    case .universality:
      break
    }
  }

  /// A violation inside the open stretch: reported now, or judged when it closes.
  private func breach(_ word: inout UInt32, _ effect: inout Effect) {
    if reportsAtOnce {
      effect.violated = true
      word = Self.dead
    } else {
      word |= Self.bad
    }
  }

  /// The stretch's closing event: judge what the stretch owes, then close it (to `phase`).
  private func closeStretch(_ word: inout UInt32, for phase: UInt32, _ effect: inout Effect) {
    let violated: Bool
    switch kind {
    case .absence, .bounded, .precedence, .universality: violated = word & Self.bad != 0
    case .existence: violated = word & Self.flag == 0
    case .response: violated = word & Self.flag != 0
    }
    if isPending(word) { effect.discharged = true }
    if violated {
      effect.violated = true
      word = Self.dead
    } else {
      word = phase
    }
  }
}

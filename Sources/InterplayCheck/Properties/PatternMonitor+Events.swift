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

  /// Advances the word by one event.
  func process(_ word: inout UInt32, event: PropertyEvent, effect: inout Effect) {
    guard word & Self.dead == 0 else { return }
    switch scope {
    case .globally:
      break
    case .before(let close):
      if word & 3 == Self.open, close.matches(event) {
        return closeStretch(&word, for: good, &effect)
      }
    case .after(let start):
      if word & 3 == 0, start.matches(event) { word = Self.open }
    case .between(let start, let close), .afterUntil(let start, let close):
      if word & 3 == Self.open, close.matches(event) { return closeStretch(&word, for: 0, &effect) }
      if word & 3 == 0, start.matches(event) { word = Self.open }
    }
    guard word & 3 == Self.open else { return }
    apply(event, to: &word, &effect)
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

  private func apply(_ event: PropertyEvent, to word: inout UInt32, _ effect: inout Effect) {
    switch kind {
    case .absence(let forbidden):
      if forbidden.matches(event) { breach(&word, &effect) }
    case .existence(let wanted):
      if wanted.matches(event) {
        if word & Self.flag == 0, isLiveness { effect.discharged = true }
        word |= Self.flag
      }
    case .bounded(let limit, let counted):
      guard counted.matches(event) else { return }
      let count = min((word >> 8) & 0xFFFF, UInt32(min(limit, 0xFFFE))) + 1
      word = (word & ~0xFF_FF00) | (count << 8)
      if count > UInt32(limit) { breach(&word, &effect) }
    case .precedence(let first, let then):
      if first.matches(event) {
        word |= Self.flag
      } else if then.matches(event), word & Self.flag == 0 {
        breach(&word, &effect)
      }
    case .response(let answer, let trigger):
      if trigger.matches(event) { word |= Self.flag }
      if answer.matches(event) {
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

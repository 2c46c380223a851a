/// Where pending timers (`send ... after D`) live in the packed state: a run of slots,
/// ``ModelLimits/timersPerSend`` for each `send ... after` of the model.
///
/// A slot is `width` words: the remaining milliseconds plus one (0: the slot is free),
/// the timer's rank among the pending ones (the order they were set in), the header of
/// the notification it will deliver (case, sender), then its payload. Remaining times
/// are relative to now, so the state stays finite: time is logical (see
/// ``CompiledSystem/enabledSteps(in:)``).
struct TimerLayout: Sendable {
  /// The first word of the first slot.
  var word = 0
  /// The number of slots.
  var slots = 0
  /// Words per slot.
  var width = 3

  /// The first word of slot `slot`.
  @inline(__always)
  func base(_ slot: Int) -> Int { word + slot * width }
}

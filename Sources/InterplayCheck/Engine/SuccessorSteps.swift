import InterplayRuntime

/// The steps of one state, each applied as it comes: the steps listed, or, where the
/// system walks its choices (``CompiledSystem/walksChoices``), every way of each modelled
/// actor's step listed naming no options, learnt from the runs themselves (see
/// ``ChoiceWalk``). Either way the steps come in the order and with the positions
/// ``CompiledSystem/enabledSteps(in:)`` lists them, each applied once.
struct SuccessorSteps {
  private let listed: [Step]
  private let walksChoices: Bool
  /// The next listed step, and the position of the last step applied.
  private var next = 0
  private var position = -1
  /// The walk of the listed step before `next`, when it has ways left: a caller that
  /// lists the steps of many states passes one walk from each to the next (``walk``),
  /// so its buffers are allocated once.
  var walk: ChoiceWalk
  private var walking = false

  init(_ listed: [Step], walksChoices: Bool, walk: ChoiceWalk = ChoiceWalk()) {
    self.listed = listed
    self.walksChoices = walksChoices
    self.walk = walk
  }

  /// Applies the next step to `words` in `workspace` and returns it with its position;
  /// nil when every step was applied.
  mutating func next(
    _ system: CompiledSystem, _ words: [UInt32], _ workspace: inout StepWorkspace
  ) -> (position: Int, step: Step)? {
    position += 1
    if walking, walk.advance() {
      return (position, system.apply(listed[next - 1], walking: &walk, to: words, in: &workspace))
    }
    guard next < listed.count else { return nil }
    let step = listed[next]
    next += 1
    // Only modelled actors' steps make choices (as ``CompiledSystem/enabledSteps(in:)``
    // writes out).
    switch step {
    case .take, .eventless: walking = walksChoices
    default: walking = false
    }
    guard walking else {
      system.apply(step, to: words, in: &workspace)
      return (position, step)
    }
    walk.begin()
    return (position, system.apply(step, walking: &walk, to: words, in: &workspace))
  }
}

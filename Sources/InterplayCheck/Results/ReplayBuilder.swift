import InterplayRuntime

/// Replays step indexes from the initial state (through ``RunReplay``), with full
/// records unless asked for fewer.
public struct ReplayBuilder: Sendable {
  /// The system replayed.
  public let system: CompiledSystem

  /// A builder for `system`.
  public init(system: CompiledSystem) { self.system = system }

  /// The run that takes, from the initial state the initialization's options
  /// `initialChoices` lead to, the enabled step at each index, with records of `detail`.
  public func replay(
    _ steps: [Int], initialChoices: [UInt32] = [], detail: StepDetail = .full
  ) -> Counterexample {
    var replay = RunReplay(system: system, initialChoices: initialChoices, detail: detail)
    for index in steps where replay.take(index: index) == nil { break }
    return replay.run
  }

  /// The run a stored path names.
  func replay(_ path: RunPath, detail: StepDetail = .full) -> Counterexample {
    replay(path.steps, initialChoices: path.start, detail: detail)
  }
}

/// Steps replayed from a ``StepMemo``: the same successors as the step function's.
extension CompiledSystem {
  /// Applies a modelled actor's step taking its entry `index` like ``apply(_:to:in:)``,
  /// replaying the effect the workspace's memo remembers for it, or running the step
  /// and remembering its effect once replaying it gives the same words.
  func applyRemembering(
    _ step: Step, actor: Int, entry index: Int, choices: [UInt32], to words: [UInt32],
    _ workspace: inout StepWorkspace
  ) {
    let found = workspace.memo!.find(
      actor, entry: index, choices: choices, withEvents: workspace.run.recordsEvents, in: words)
    workspace.run.reset(words: words, step: step)
    let region = memoPlan.regions[actor]
    if found >= 0 {
      if replay(found, actor: actor, entry: index, region: region, &workspace) { return }
      workspace.run.reset(words: words, step: step)
      _ = workspace.run.run(step)
      return
    }
    guard found == -1, workspace.memo!.hasRoom else {
      _ = workspace.run.run(step)
      return
    }
    workspace.run.beginCapture()
    _ = workspace.run.run(step)
    guard let start = workspace.run.writeEffect(into: &workspace.memo!, region: region) else {
      return
    }
    // Remembered only if replaying it on the same words gives the step function's words.
    let expected = workspace.run.words.values
    workspace.run.reset(words: words, step: step)
    let replays =
      replay(start, actor: actor, entry: index, region: region, &workspace)
      && workspace.run.words.values == expected
    workspace.memo!.remember(replays: replays, effectStart: start)
    if !replays {
      workspace.run.reset(words: words, step: step)
      _ = workspace.run.run(step)
    }
  }

  /// Replays the memo's effect at `start` on the words loaded in the workspace.
  @inline(__always)
  private func replay(
    _ start: Int, actor: Int, entry index: Int, region: StepMemo.Plan.Region,
    _ workspace: inout StepWorkspace
  ) -> Bool {
    let recorded = Int(workspace.memo!.effects[start + 1])
    let record = recorded == 0 ? nil : workspace.memo!.records[recorded - 1]
    // The effects are lent out of the memo for the replay and given back: read in place
    // while the run changes the workspace, they were retained and released per step,
    // two atomic operations that cost as much as a tenth of a replay.
    var effects: [UInt32] = []
    workspace.memo!.swapEffects(&effects)
    defer { workspace.memo!.swapEffects(&effects) }
    return effects.withUnsafeBufferPointer { effects in
      workspace.run.replay(
        effects, at: start, actor: actor, entry: index, region: region,
        timerWords: memoPlan.timerWords, recorded: record)
    }
  }
}

import InterplayRuntime

/// Re-executes a trace file's steps with the step function (``RunReplay``), from the
/// initial state.
///
/// Each step must be enabled where it is taken (one of
/// ``CompiledSystem/enabledSteps(in:)``); a step that is not stops the replay. What the
/// step did is compared with what the file recorded (its transitions and the actor's
/// states after it); differences are reported but do not stop the replay.
public struct TraceReplay: Sendable {
  /// The system to replay on.
  public let system: CompiledSystem

  /// Creates a replayer.
  public init(system: CompiledSystem) { self.system = system }

  /// The result of a replay.
  public struct Outcome: Sendable {
    /// The run: initialization and every step replayed, with full records.
    public var run: Counterexample
    /// Where the model no longer does what the trace recorded, one line each.
    public var mismatches: [String]
    /// Why the replay stopped early, if it did.
    public var stopped: String?
    /// Whether every step was replayed and did what the file recorded.
    public var isFaithful: Bool { stopped == nil && mismatches.isEmpty }
  }

  /// Replays a trace file.
  public func replay(_ file: TraceFile) -> Outcome {
    let start = file.initialChoices ?? []
    var replay = RunReplay(system: system, initialChoices: start, detail: .full)
    var mismatches: [String] = []
    func outcome(stopped: String?) -> Outcome {
      var run = replay.run
      run.loopStart = file.loopStart
      return Outcome(run: run, mismatches: mismatches, stopped: stopped)
    }
    if file.system != system.model.name {
      mismatches.append("the trace is of system '\(file.system)', not '\(system.model.name)'")
    }
    for entry in file.steps {
      let step: Step
      switch self.step(entry) {
      case .failure(let problem):
        return outcome(stopped: "step \(entry.number): \(problem.message)")
      case .success(let decoded): step = decoded
      }
      guard let record = replay.take(step) else {
        return outcome(stopped: "step \(entry.number) (\(entry.text)) is not enabled in this state")
      }
      let state = replay.state
      let transitions = record.transitions.map { system.describe($0) }
      if transitions != entry.transitions {
        mismatches.append(
          "step \(entry.number): fired [\(transitions.joined(separator: "; "))], the trace recorded [\(entry.transitions.joined(separator: "; "))]"
        )
      }
      let after =
        system.isAlive(step.actor, in: state) ? system.activeLeaves(step.actor, in: state) : []
      if after != entry.after {
        mismatches.append(
          "step \(entry.number): '\(entry.actor)' is in [\(after.joined(separator: ", "))], the trace recorded [\(entry.after.joined(separator: ", "))]"
        )
      }
    }
    return outcome(stopped: nil)
  }

  /// The step an entry describes, resolved by name.
  func step(_ entry: TraceFile.Entry) -> Result<Step, TraceFileError> {
    guard let actor = (0..<system.actorCount).first(where: { system.actorName($0) == entry.actor })
    else { return .failure(TraceFileError(message: "no actor '\(entry.actor)'")) }
    func gid() -> Result<Int, TraceFileError> {
      guard let name = entry.case,
        let gid = (0..<system.caseCount).first(where: { system.caseName($0) == name })
      else { return .failure(TraceFileError(message: "no case '\(entry.case ?? "")'")) }
      return .success(gid)
    }
    switch entry.kind {
    case "take":
      return .success(
        .take(actor: actor, index: entry.index ?? 0, choices: entry.choices ?? []))
    case "eventless": return .success(.eventless(actor: actor, choices: entry.choices ?? []))
    case "timeout": return .success(.timeout(actor: actor))
    case "stubTake":
      return .success(.stubTake(actor: actor, index: entry.index ?? 0, reply: entry.reply))
    case "stubEmit":
      return gid().map { .stubEmit(actor: actor, gid: $0, payload: entry.payload ?? []) }
    case "stubSend":
      return gid().map { .stubSend(actor: actor, gid: $0, payload: entry.payload ?? []) }
    default: return .failure(TraceFileError(message: "unknown step kind '\(entry.kind)'"))
    }
  }
}

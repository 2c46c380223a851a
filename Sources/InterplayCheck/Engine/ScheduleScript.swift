import InterplayRuntime

/// What a run on the deterministic schedule does beside following it (``ScheduleRun``):
/// it watches each step and may stop the run, and it may make a step happen when the
/// system is quiescent (a scripted stub's message of a sequence).
///
/// A script is a value: a run that starts over (its state codec had to widen) starts
/// again from a copy of the script as it was handed in.
public protocol ScheduleScript {
  /// Looks at one step the run took; true stops the run once the steps the schedule
  /// picked with it (a Swift stub's take and what its code sent) are taken too.
  mutating func observe(_ step: ScheduledStep) -> Bool
  /// The step to take in the quiescent `state`, or nil to end the run there.
  mutating func injection(at state: SystemState) -> Step?
}

/// One step of a run on the schedule, as a ``ScheduleScript`` sees it.
public struct ScheduledStep: Sendable {
  /// Its number among the run's steps after its prefix, from 0.
  public let position: Int
  /// The step, its options written out.
  public let step: Step
  /// What it did, with the detail a search keeps (`StepDetail.essential`); apply
  /// ``step`` to ``source`` for the full record.
  public let record: StepRecord
  /// The state it was taken in.
  public let source: SystemState
  /// The state it reached.
  public let target: SystemState
  /// Whether the script's ``ScheduleScript/injection(at:)`` made it, not the schedule.
  public let isInjected: Bool
  /// The Swift stubs' problems so far (`Schedule.stubProblems`): a stub's answer that
  /// names nothing is noted before its steps are taken.
  public let stubProblems: [String]
}

/// A script that only keeps the steps: it never stops the run nor injects a step. Its
/// memory grows with the run.
public struct FollowingScript: ScheduleScript {
  /// Every step the run took, in order.
  public private(set) var steps: [ScheduledStep] = []
  /// Creates the script.
  public init() {}
  /// Keeps the step; never stops the run.
  public mutating func observe(_ step: ScheduledStep) -> Bool {
    steps.append(step)
    return false
  }
  /// Never injects.
  public mutating func injection(at state: SystemState) -> Step? { nil }
}

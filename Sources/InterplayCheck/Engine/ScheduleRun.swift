import InterplayRuntime

/// A run on the executor's deterministic schedule (`Schedule`: eventless steps first,
/// then the oldest notification, Swift stubs answering in that order, time passing when
/// nothing else is scheduled), made by the exploration engine: its schedule strategy
/// expands one step at a time through the engine's worker and commits it to the state
/// store, so faults, invariants, monitors and observers are the checker's.
///
/// `interplay run` with Swift stubs plays sequences on it (a ``ScheduleScript`` matches
/// the sequence and injects scripted stubs' messages), and a witness is settled on it
/// after the checker found it. The store tells when the run comes back to a point it
/// was at, with the same send order: the schedule then repeats forever
/// (``Outcome/cycle``).
public struct ScheduleRun: Sendable {
  /// Why a run stopped.
  public enum Stop: Hashable, Sendable {
    /// No step is scheduled and the script injected none.
    case quiescent
    /// ``ScheduleRun/maxSteps`` steps were taken with steps still to take (or, if
    /// ``ScheduleRun/Outcome/isQuiescent``, none).
    case stepBound
    /// The script's ``ScheduleScript/observe(_:)`` stopped it.
    case stopped
    /// A step had a fault of an enabled check (``ScheduleRun/stopsAtFaults``).
    case fault
    /// The ``ScheduleRun/observer`` answered its question.
    case answered
    /// A limit of the search (memory, time, an interruption) stopped it.
    case limit(LimitReached)
  }

  /// How a run ended.
  public struct Outcome<Script: ScheduleScript> {
    /// Why it stopped.
    public var stop: Stop
    /// The steps taken after the prefix.
    public var steps: Int
    /// Whether no step was scheduled where it stopped.
    public var isQuiescent: Bool
    /// The step count (after the prefix) at which the run came back to a state with the
    /// same send order as at an earlier count, with no step injected between: the
    /// schedule repeats from there and the system never quiesces on it. Nil with Swift
    /// stubs bound (their values are not part of the state) or when no point repeated.
    public var cycle: Int?
    /// The schedule where the run stopped (its Swift stubs' problems).
    public var schedule: Schedule
    /// The script as the run left it.
    public var script: Script
  }

  /// The system run.
  public let system: CompiledSystem
  /// The schedule at the start, before the initialization.
  public var schedule: Schedule
  /// The initialization's options (``CompiledSystem/initialWays()``).
  public var initialChoices: [UInt32]
  /// Steps taken first, whatever the schedule says (a witness), not counted.
  public var prefix: [Step]
  /// The most steps taken after the prefix: the bound is checked before each step the
  /// schedule picks (a Swift stub's answer is taken whole).
  public var maxSteps: Int
  /// Whether a fault of an enabled check stops the run.
  public var stopsAtFaults: Bool
  /// An observer that watches every step and may answer, which stops the run.
  public var observer: (any SearchObserver)?

  /// A run of `system` on `schedule` from the initial state `initialChoices` lead to.
  public init(
    system: CompiledSystem, schedule: Schedule, initialChoices: [UInt32] = [],
    prefix: [Step] = [], maxSteps: Int, stopsAtFaults: Bool = false,
    observer: (any SearchObserver)? = nil
  ) {
    self.system = system
    self.schedule = schedule
    self.initialChoices = initialChoices
    self.prefix = prefix
    self.maxSteps = maxSteps
    self.stopsAtFaults = stopsAtFaults
    self.observer = observer
  }

  /// Runs with `script` watching and injecting, until a stop.
  public func run<Script: ScheduleScript>(_ script: Script) -> Outcome<Script> {
    // No reduction: the stored states are the schedule's own, and no graph is kept.
    var options = CheckOptions(reportsCoverage: false)
    options.reduction = .none
    var codec = StateCodec(system: system)
    while true {
      let strategy = ScheduleStrategy(run: self, script: script)
      let explorer = Explorer(
        system: system, options: options, keepsGraph: false, codec: codec,
        components: SearchComponents(observer: observer))
      explorer.strategy = strategy
      explorer.run()
      // A word outgrew its layout bound: start over, wider (the script too).
      if let word = explorer.codecOverflow {
        codec = codec.widening(word)
        continue
      }
      return Outcome(
        stop: explorer.limit.map(Stop.limit) ?? strategy.stop, steps: strategy.taken,
        isQuiescent: strategy.isQuiescent, cycle: strategy.cycle,
        schedule: strategy.schedule, script: strategy.script)
    }
  }
}

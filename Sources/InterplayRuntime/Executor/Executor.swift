/// Runs a compiled system on one deterministic schedule: global send order.
///
/// The executor owns a ``SystemState`` and applies steps of the shared step function to
/// it. It keeps, beside the state, the send stamp of every queued notification so it can
/// always take the oldest one: eventless steps first (by actor), then the step whose
/// notification was sent first. Stubs bound to Swift code take their notifications in
/// that order too; scripted stubs (driven by a sequence) take every notification that
/// needs no reply as soon as it is their turn and keep requests until the script
/// answers them.
///
/// `Executor` is a value: copying it snapshots the run (used to backtrack over sequence
/// fragments).
public struct Executor: Sendable {
  /// The system being run.
  public let system: CompiledSystem
  /// The current state.
  public private(set) var state: SystemState
  /// The number of steps applied so far (initialization not counted).
  public private(set) var stepCount = 0
  /// Every record so far, the initialization first.
  public private(set) var trace: [StepRecord] = []
  /// The state after each record of ``trace``.
  public private(set) var traceStates: [SystemState] = []
  /// Whether to keep the trace (off for throughput runs).
  public var keepsTrace: Bool
  /// How much each record tells.
  public var detail: StepDetail
  /// Problems with Swift stubs: unknown case names, values of the wrong type.
  public internal(set) var stubProblems: [String] = []

  var stamps: [[UInt64]]
  var nextStamp: UInt64 = 0
  var stubs: [(any StubActor)?]

  /// Starts a system in an initial state: the first, or the one the initialization's
  /// options `initialChoices` lead to (see ``CompiledSystem/initialWays()``).
  ///
  /// - Parameters:
  ///   - stubs: Swift implementations by actor path; other stubs are scripted.
  public init(
    system: CompiledSystem, stubs: [String: any StubActor] = [:], detail: StepDetail = .full,
    keepsTrace: Bool = true, initialChoices: [UInt32] = []
  ) {
    self.system = system
    self.detail = detail
    self.keepsTrace = keepsTrace
    self.stubs = (0..<system.actorCount).map { stubs[system.actorName($0)] }
    stamps = Array(repeating: [], count: system.actorCount)
    let (initial, record) = system.initialState(choices: initialChoices, detail: detail)
    state = initial
    note(record)
  }

  /// Whether an actor is a stub bound to Swift code.
  public func isBound(_ actor: Int) -> Bool { stubs[actor] != nil }

  /// Applies one step and keeps the schedule's bookkeeping in line.
  @discardableResult
  public mutating func apply(_ step: Step) -> StepRecord {
    // A step that names no options takes the first at each choice, written out, so the
    // run's steps are the checker's (``CompiledSystem/choiceVariants(of:words:)``).
    let step = system.stepTables.hasChoices ? system.canonical(step, in: state) : step
    let (next, record) = system.apply(step, to: state, detail: detail)
    state = next
    stepCount += 1
    note(record)
    return record
  }

  private mutating func note(_ record: StepRecord) {
    if let step = record.step, record.outcome != .deferred {
      switch step {
      case .take(let actor, let index, _), .stubTake(let actor, let index, _):
        if index < stamps[actor].count { stamps[actor].remove(at: index) }
      default: break
      }
    }
    for event in record.events {
      switch event {
      case .delivered(let delivery):
        switch delivery.outcome {
        case .queued:
          stamps[delivery.receiver].append(nextStamp)
          nextStamp += 1
        case .replaced(let index):
          stamps[delivery.receiver].remove(at: index)
          stamps[delivery.receiver].append(nextStamp)
          nextStamp += 1
        case .coalesced, .overflow, .dropped: break
        }
      case .pop(let scope):
        for actor in system.scopes[scope].actors { stamps[actor] = [] }
      default: break
      }
    }
    if keepsTrace {
      trace.append(record)
      traceStates.append(state)
    }
  }
}

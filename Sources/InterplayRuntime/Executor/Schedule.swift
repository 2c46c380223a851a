/// The executor's deterministic schedule as a policy: which step comes next in a state,
/// given the order notifications were sent in (global send order).
///
/// A schedule keeps, beside the state it does not own, the send stamp of every queued
/// notification, so it can always pick the oldest one: eventless steps first (by
/// actor), then the step whose notification was sent first. Stubs bound to Swift code
/// take their notifications in that order too (their code runs when the schedule picks
/// them, and its answer becomes steps); scripted stubs (driven by a sequence) take every
/// notification that needs no reply as soon as it is their turn and keep requests until
/// the script answers them.
///
/// It advances nothing itself: the exploration engine's schedule strategy (InterplayCheck)
/// asks it for the next steps (``next(in:)``), takes them, and shows it each step's
/// record (``note(_:)``); ``Executor`` does the same for steps applied by hand. A
/// schedule is a value: copying it snapshots it (the stubs' Swift values included).
public struct Schedule: Sendable {
  /// The system scheduled.
  public let system: CompiledSystem
  /// Problems with Swift stubs: unknown case names, values of the wrong type.
  public internal(set) var stubProblems: [String] = []

  var stamps: [[UInt64]]
  var nextStamp: UInt64 = 0
  var stubs: [(any StubActor)?]

  /// A schedule for `system` before its initialization, with `stubs` (Swift
  /// implementations by actor path) answering for their actors; other stubs are
  /// scripted. Show it the initialization's record first.
  public init(system: CompiledSystem, stubs: [String: any StubActor] = [:]) {
    self.system = system
    self.stubs = (0..<system.actorCount).map { stubs[system.actorName($0)] }
    stamps = Array(repeating: [], count: system.actorCount)
  }

  /// Whether an actor is a stub bound to Swift code.
  public func isBound(_ actor: Int) -> Bool { stubs[actor] != nil }

  /// Whether any stub is bound to Swift code, whose values the state does not hold.
  public var hasBoundStubs: Bool { stubs.contains { $0 != nil } }

  /// A step as the schedule takes it in `state`: one that names no options takes the
  /// first at each choice, written out, so the schedule's steps are the checker's
  /// (``CompiledSystem/choiceVariants(of:words:)``).
  public func canonical(_ step: Step, in state: SystemState) -> Step {
    system.stepTables.hasChoices ? system.canonical(step, in: state) : step
  }

  /// Keeps the stamps in line with a step's (or the initialization's) record: a taken
  /// notification loses its stamp, a queued one gets the next.
  public mutating func note(_ record: StepRecord) {
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
  }

  /// The relative send order of the queued notifications: the actors they are queued
  /// at, oldest first. A state and this order decide every later choice of a schedule
  /// without Swift stubs, so two points of a run that agree on both repeat forever.
  public var sendOrder: [UInt32] {
    var queued: [(stamp: UInt64, actor: UInt32)] = []
    for (actor, queue) in stamps.enumerated() {
      for stamp in queue { queued.append((stamp, UInt32(actor))) }
    }
    return queued.sorted { $0.stamp < $1.stamp }.map(\.actor)
  }
}

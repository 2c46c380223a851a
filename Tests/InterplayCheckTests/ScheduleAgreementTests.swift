import Foundation
import InterplayCheck
import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

/// The engine's schedule strategy (``ScheduleRun``) takes, step by step, the run the
/// schedule's rules make when applied by hand: for every bundled model and semantics
/// fixture, with no Swift stub and with a Swift stub bound to each stub actor, the
/// engine's steps, records and states are those of an ``Executor`` that applies
/// ``Executor/scheduled()`` with full records until it is quiescent or at the bound.
/// Both inject the same scripted stub's step (the first one enabled) when quiescent, up
/// to ``maxPokes`` times, so stub-driven models run too. The engine goes through its
/// store, codec and worker; the reference through the step function alone.
@Suite struct ScheduleAgreementTests {
  static let maxSteps = 300
  static let maxPokes = 20

  /// The first step a scripted (unbound) stub may take of its own accord in `state`.
  static func poke(_ system: CompiledSystem, _ state: SystemState, bound: (Int) -> Bool)
    -> Step?
  {
    system.enabledSteps(in: state).first { step in
      guard !bound(step.actor) else { return false }
      switch step {
      case .stubEmit, .stubSend: return true
      case .stubTake(_, _, let reply): return reply != nil
      case .take, .eventless, .timeout: return false
      }
    }
  }

  /// Keeps every step and injects ``poke(_:_:bound:)`` when quiescent.
  struct Poking: ScheduleScript {
    let system: CompiledSystem
    let isBound: (Int) -> Bool
    var pokes = 0
    var steps: [ScheduledStep] = []
    mutating func observe(_ step: ScheduledStep) -> Bool {
      steps.append(step)
      return false
    }
    mutating func injection(at state: SystemState) -> Step? {
      guard pokes < ScheduleAgreementTests.maxPokes,
        let step = ScheduleAgreementTests.poke(system, state, bound: isBound)
      else { return nil }
      pokes += 1
      return step
    }
  }

  /// A Swift stub that answers every request with `true` (a problem where the reply is
  /// not a Boolean), emits its first take's case back when it can, and counts.
  struct Answering: StubActor {
    var taken = 0
    mutating func receive(_ notification: StubNotification, _ outbox: inout StubOutbox) {
      taken += 1
      if notification.expectsReply { outbox.reply(.bool(true)) }
      if taken == 1, !notification.isReply { outbox.emit(notification.name) }
    }
  }

  static let models =
    DiagramsCheckTests.models.map { TestPaths.repositoryRoot.appendingPathComponent($0).path }
    + TestPaths.iplFiles(under: TestPaths.fixtures.appendingPathComponent("Semantics")).map(
      \.path)

  @Test(arguments: models)
  func theEngineFollowsTheSchedulesRun(_ path: String) throws {
    let compiled = CheckDriver.compile(paths: [path])
    for (system, _) in compiled.systems {
      let stubActors = system.model.actors.filter(\.isStub).map(\.path)
      var bindings: [[String: any StubActor]] = [[:]]
      for actor in stubActors { bindings.append([actor: Answering()]) }
      for stubs in bindings {
        try Self.expectAgreement(system, stubs: stubs, "\(path) \(stubs.keys.sorted())")
      }
    }
  }

  /// The engine's run and the reference run of `system` with `stubs` bound agree.
  static func expectAgreement(
    _ system: CompiledSystem, stubs: [String: any StubActor], _ label: String
  ) throws {
    let schedule = Schedule(system: system, stubs: stubs)
    let run = ScheduleRun(system: system, schedule: schedule, maxSteps: maxSteps).run(
      Poking(system: system, isBound: schedule.isBound))
    var reference = Executor(system: system, stubs: stubs)
    var taken = 0
    var pokes = 0
    var atRest = false
    while taken < maxSteps {
      if let steps = reference.scheduled() {
        for step in steps { reference.apply(step) }
        taken += steps.count
      } else if pokes < maxPokes, let step = poke(system, reference.state, bound: schedule.isBound)
      {
        reference.apply(step)
        taken += 1
        pokes += 1
      } else {
        atRest = true
        break
      }
    }
    let steps = run.script.steps
    #expect(steps.count == reference.stepCount, "\(label)")
    for (position, step) in steps.enumerated() where position + 1 < reference.trace.count {
      let record = reference.trace[position + 1]
      #expect(step.step == record.step, "\(label) step \(position)")
      #expect(step.target == reference.traceStates[position + 1], "\(label) step \(position)")
      #expect(step.source == reference.traceStates[position], "\(label) step \(position)")
      #expect(step.record.deliveries == record.deliveries, "\(label) step \(position)")
      #expect(step.record.faults == record.faults, "\(label) step \(position)")
      #expect(step.record.outcome == record.outcome, "\(label) step \(position)")
      // The engine's essential record, in full again, is the reference's.
      #expect(system.apply(step.step, to: step.source).1 == record, "\(label) step \(position)")
    }
    #expect(run.schedule.stubProblems == reference.stubProblems, "\(label)")
    #expect((run.stop == .quiescent) == atRest, "\(label) \(run.stop)")
    #expect(run.isQuiescent == reference.isQuiescent, "\(label)")
  }

  /// Two actors bouncing a request forever: the store sees the schedule come back to a
  /// state with the same send order, so the run never quiesces; a run that quiesces
  /// repeats nothing.
  @Test func theStoreTellsASchedulesCycle() throws {
    let forever = TestPaths.repositoryRoot.appendingPathComponent(
      "Benchmarks/runtime/pingpong.ipl"
    ).path
    let system = try #require(CheckDriver.compile(paths: [forever]).systems.first?.0)
    let run = ScheduleRun(system: system, schedule: Schedule(system: system), maxSteps: 1_000)
      .run(FollowingScript())
    #expect(run.stop == .stepBound)
    // Ping counts to 8: the 16th step comes back to the first state after the
    // initialization, with the same one notification queued.
    #expect(run.cycle == 16)
    let quiet = TestPaths.fixtures.appendingPathComponent("Semantics/29_request_reply.ipl").path
    let other = try #require(CheckDriver.compile(paths: [quiet]).systems.first?.0)
    let settled = ScheduleRun(system: other, schedule: Schedule(system: other), maxSteps: 1_000)
      .run(FollowingScript())
    #expect(settled.stop == .quiescent)
    #expect(settled.cycle == nil)
  }

  /// Answers at the first notification a modelled actor takes.
  struct FirstTake: SearchObserver {
    mutating func observe(_ step: ObservedStep) -> Bool {
      if case .take = step.step { return true }
      return false
    }
    mutating func merge(_ other: FirstTake) {}
  }

  /// The engine's checks stop the run: a fault of an enabled check (the second `go` is
  /// unhandled) once its step is taken, and an observer's answer before its step is
  /// shown.
  @Test func theRunStopsAtAFaultAndAtAnAnswer() throws {
    let path = TestPaths.fixtures.appendingPathComponent("Run/unhandled.ipl").path
    let system = try #require(CheckDriver.compile(paths: [path]).systems.first?.0)
    let schedule = Schedule(system: system)
    let poking = Poking(system: system, isBound: schedule.isBound)
    let faulted = ScheduleRun(
      system: system, schedule: schedule, maxSteps: 100, stopsAtFaults: true
    ).run(poking)
    #expect(faulted.stop == .fault)
    let last = try #require(faulted.script.steps.last)
    #expect(!last.record.faults.isEmpty)
    #expect(faulted.script.steps.dropLast().allSatisfy { $0.record.faults.isEmpty })
    let unchecked = ScheduleRun(system: system, schedule: schedule, maxSteps: 100).run(poking)
    #expect(unchecked.stop != .fault && unchecked.steps >= faulted.steps)
    let answered = ScheduleRun(
      system: system, schedule: schedule, maxSteps: 100, observer: FirstTake()
    ).run(poking)
    #expect(answered.stop == .answered)
    #expect(
      answered.script.steps.map(\.step).allSatisfy { if case .take = $0 { false } else { true } })
    #expect(answered.steps == 1)
  }
}

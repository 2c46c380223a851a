import InterplayDrivers
import InterplayModel
import InterplayPipeline
import InterplayRuntime
import InterplayTestSupport
import Testing

/// The API the model checker uses: enabled steps, a pure step function, canonical
/// states; and the promise that every executor trace is a path the checker knows.
@Suite struct SuccessorTests {
  static func compile(
    _ name: String, folder: String = "Semantics", options: CompileOptions = CompileOptions()
  ) throws -> CompiledSystem {
    let path = TestPaths.fixtures.appendingPathComponent("\(folder)/\(name)").path
    let lint = ModelPipeline.load(paths: [path], options: .linting)
    let model = try #require(lint.models.first)
    return try CompiledSystem.compile(model, options: options).get()
  }

  @Test func stepIsPure() throws {
    let system = try Self.compile("16_shallow_history.ipl")
    let (initial, _) = system.initialState()
    let copy = initial
    for step in system.enabledSteps(in: initial) {
      let first = system.apply(step, to: initial)
      let second = system.apply(step, to: initial)
      #expect(first.0 == second.0)
      #expect(first.1 == second.1)
      #expect(initial == copy)
    }
  }

  @Test func stubsAreFreeWithinTheirBudget() throws {
    let system = try Self.compile("16_shallow_history.ipl")
    let (initial, _) = system.initialState()
    // Env emits any of its four events (budget 4); Chart has nothing queued.
    #expect(system.enabledSteps(in: initial).count == 4)
    var state = initial
    for _ in 0..<(system.budget(of: 0) ?? system.options.defaultBudget) {
      state = system.apply(.stubEmit(actor: 0, gid: 0, payload: []), to: state).0
      state = system.apply(.take(actor: 1, index: 0), to: state).0
    }
    #expect(system.enabledSteps(in: state).isEmpty, "the budget is spent")
  }

  @Test func equalSituationsHaveEqualStates() throws {
    let system = try Self.compile("30_scope_push_pop.ipl")
    let (initial, _) = system.initialState()
    let env = 0
    func emit(_ name: String, _ state: SystemState) -> SystemState {
      let gid = (0..<100).first { system.caseName($0) == "Env.\(name)" }!
      return system.apply(.stubEmit(actor: env, gid: gid, payload: []), to: state).0
    }
    func drain(_ state: SystemState) -> SystemState {
      var state = state
      while let step = system.enabledSteps(in: state).first(where: {
        if case .stubEmit = $0 { return false } else { return true }
      }) {
        state = system.apply(step, to: state).0
      }
      return state
    }
    // Open then close the scope: every word of the popped scope is zero again, so the
    // state equals the initial one except for the stub's spent budget.
    let closed = drain(emit("close", drain(emit("open", initial))))
    var expected = initial.words
    let budgetWord = zip(initial.words, closed.words).enumerated().first { $1.0 != $1.1 }?.offset
    #expect(budgetWord != nil)
    if let budgetWord { expected[budgetWord] = 2 }
    #expect(closed.words == expected)
  }

  @Test(
    arguments: [
      "02_exit_entry_order.ipl", "22_done_parallel.ipl", "29_request_reply.ipl",
      "31_data_model_order.ipl", "34_global_send_order.ipl", "36_stub_reply.ipl",
    ], FastPaths.allCases)
  func everyExecutorTraceIsAPathOfTheSuccessorRelation(_ name: String, _ fastPaths: FastPaths)
    throws
  {
    let system = try Self.compile(name, options: fastPaths.options)
    let runner = SequenceRunner(system: system)
    for sequence in system.model.sequences {
      let outcome = runner.run(sequence)
      #expect(outcome.status == .passed)
      var state = system.initialState().0
      #expect(state == outcome.states[0])
      for (record, after) in zip(outcome.trace.dropFirst(), outcome.states.dropFirst()) {
        let step = try #require(record.step)
        #expect(system.enabledSteps(in: state).contains(step), "\(step) is not enabled")
        let (next, checkerRecord) = system.apply(step, to: state)
        #expect(next == after)
        #expect(checkerRecord.deliveries == record.deliveries)
        state = next
      }
    }
  }

  @Test func deferredEntriesAreNotOffered() throws {
    let system = try Self.compile("37_deferred_order.ipl")
    var state = system.initialState().0
    let a = (0..<100).first { system.caseName($0) == "Env.a" }!
    state = system.apply(.stubEmit(actor: 0, gid: a, payload: [1]), to: state).0
    #expect(system.firstTakeable(1, in: state) == nil)
    let (same, record) = system.apply(.take(actor: 1, index: 0), to: state)
    #expect(record.outcome == .deferred)
    #expect(same == state)
  }
}

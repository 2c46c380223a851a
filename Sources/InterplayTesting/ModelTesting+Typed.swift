import InterplayDrivers
import InterplayRuntime

/// Running sequences and conformance cases with typed, async Swift code.
extension ModelTesting {
  /// Runs the sequence `sequence` of the model at `path` with the Swift stubs of
  /// `stubs` (stub actors left out are scripted by the sequence); throws a
  /// ``ModelTestingFailure`` carrying every problem when it does not pass.
  ///
  /// A problem is an input error of the model, a sequence that fails or stops at
  /// `maxSteps`, a sequence the model does not have, stubs generated from another model,
  /// and a binding for an actor the model has no stub named so (the generated code is
  /// older than the model). The run happens on a thread of its own, so the stubs' async
  /// methods run on the concurrency pool meanwhile.
  public static func run<Bindings: StubBindings>(
    _ sequence: String, model path: String, stubs: Bindings, maxSteps: Int = 10_000
  ) async throws {
    let bindings = stubs.bindings
    let report = await DedicatedThread.run {
      run([path], stubs: bindings, sequence: sequence, maxSteps: maxSteps)
    }
    var messages = failureMessages(report)
    let names = report.systems.map(\.system.model.name)
    if !names.isEmpty, !names.contains(Bindings.modelName) {
      messages.append(
        "the stubs were generated from the model '\(Bindings.modelName)', but \(path) holds "
          + names.map { "'\($0)'" }.joined(separator: ", ") + ": run interplay gen swift again")
    }
    if !messages.isEmpty { throw ModelTestingFailure(messages: messages) }
  }

  /// Runs a conformance case (`interplay gen tests`) against Swift code for its actor,
  /// usually the generated binding of an implementation
  /// (`LocationButton.BehaviourBinding(MyBehaviour())`); throws a
  /// ``ModelTestingFailure`` at the first step where it does not do what the model does.
  public static func conformance(_ testCase: ConformanceCase, implementation: some StubActor)
    async throws
  {
    if let mismatch = await conformanceMismatch(testCase, implementation: implementation) {
      throw ModelTestingFailure(messages: [mismatch])
    }
  }

  /// The first difference between the implementation and the model on a conformance
  /// case, or nil: for tests that expect an implementation to fail.
  public static func conformanceMismatch(
    _ testCase: ConformanceCase, implementation: some StubActor
  ) async -> String? {
    await DedicatedThread.run {
      ConformanceCheck.firstMismatch(of: testCase, against: implementation)
    }
  }
}

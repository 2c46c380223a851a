import InterplayPipeline
import InterplayRuntime
import InterplayTestSupport
import Testing

/// Stepping a loaded state and restoring it (``StepWorkspace/load(_:)``,
/// ``CompiledSystem/apply(_:in:)``, ``StepWorkspace/restore(_:)``) is the same function
/// as stepping a copy of it (``CompiledSystem/apply(_:to:in:)``).
@Suite struct StepRestoreTests {
  static func compile(_ path: String, options: CompileOptions = CompileOptions()) throws
    -> CompiledSystem
  {
    let url = TestPaths.repositoryRoot.appendingPathComponent(path)
    let lint = ModelPipeline.load(paths: [url.path], options: .linting)
    let model = try #require(lint.models.first)
    return try CompiledSystem.compile(model, options: options).get()
  }

  @Test(
    arguments: [
      "Benchmarks/check/models/philosophers_3.ipl", "Diagrams/AccountApp/AccountApp.ipl",
      "Diagrams/TodoCore/TodoCore.ipl", "Diagrams/WebURL/WebURL.ipl",
    ], FastPaths.allCases)
  func loadApplyRestoreEqualsApplyingACopy(_ path: String, _ fastPaths: FastPaths) throws {
    let system = try Self.compile(path, options: fastPaths.options)
    var reference = StepWorkspace(system: system)
    // Replays mark only the words they change: the blocks are compared with the step
    // function's own (``StepMemoTests`` checks replays).
    reference.remembersSteps = false
    var workspace = StepWorkspace(system: system)
    var steps: [Step] = []
    var between: [Step] = []
    // A breadth-first search over the first states reached, each expanded once.
    var queue = [system.initialState(detail: .essential).0.words]
    var seen: Set<[UInt32]> = [queue[0]]
    var next = 0
    var stepped = 0
    while next < queue.count, next < 400 {
      let words = queue[next]
      next += 1
      system.enabledSteps(in: words, into: &steps, using: &workspace)
      #expect(steps == system.enabledSteps(in: SystemState(words: words)))
      workspace.load(words)
      for (position, step) in steps.enumerated() {
        system.apply(step, to: words, in: &reference)
        system.apply(step, in: &workspace)
        stepped += 1
        #expect(workspace.words == reference.words)
        #expect(workspace.record == reference.record)
        #expect(workspace.run.words.written == reference.run.words.written)
        let successor = workspace.words
        if position.isMultiple(of: 2) {
          // Listing steps in between lends other words and must leave these as they are.
          system.enabledSteps(in: successor, into: &between, using: &workspace)
          #expect(between == system.enabledSteps(in: SystemState(words: successor)))
          #expect(workspace.run.words.written == reference.run.words.written)
        }
        // `successor` is still held: restoring must not change it.
        workspace.restore(words)
        #expect(workspace.words == words)
        #expect(workspace.run.words.written == 0)
        #expect(successor == reference.words)
        if seen.insert(successor).inserted { queue.append(successor) }
      }
    }
    #expect(stepped > 100)
  }

  @Test func stepsAddUpWithoutRestore() throws {
    let system = try Self.compile("Benchmarks/check/models/philosophers_3.ipl")
    let initial = system.initialState(detail: .essential).0
    var workspace = StepWorkspace(system: system)
    workspace.load(initial.words)
    var state = initial
    for _ in 0..<6 {
      guard let step = system.enabledSteps(in: state).first else { break }
      state = system.apply(step, to: state, detail: .essential).0
      system.apply(step, in: &workspace)
      #expect(workspace.words == state.words)
    }
    workspace.restore(initial.words)
    #expect(workspace.words == initial.words)
  }
}

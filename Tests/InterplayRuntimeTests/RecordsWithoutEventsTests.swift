import InterplayPipeline
import InterplayRuntime
import InterplayTestSupport
import Testing

/// A record that keeps no events (``StepWorkspace/recordsEvents`` off, what a search
/// nothing observes uses) comes from the same step function: the same successor words,
/// the same written blocks, the same step, entry taken, outcome and faults as the
/// essential record, with its events and transitions empty.
@Suite struct RecordsWithoutEventsTests {
  /// The bundled models and the fixtures of the checker and the semantics: between them
  /// scopes pushed and popped, timers, data models, faults, dropped and unobserved
  /// notifications.
  static let paths: [String] =
    (TestPaths.bundledModels
    + TestPaths.iplFiles(under: TestPaths.fixtures.appendingPathComponent("Check"))
    + TestPaths.iplFiles(under: TestPaths.fixtures.appendingPathComponent("Semantics")))
    .map { $0.path }

  /// States expanded per system, breadth first.
  static let statesPerSystem = 150

  @Test func withoutEventsTheStepsAreTheSameSteps() throws {
    var systems = 0
    var stepped = 0
    var withEvents = 0
    var faulty = 0
    for path in Self.paths {
      let loaded = ModelPipeline.load(paths: [path], options: .linting)
      for model in loaded.models {
        guard case .success(let system) = CompiledSystem.compile(model) else { continue }
        systems += 1
        let counts = Self.compare(system, path: path)
        stepped += counts.steps
        withEvents += counts.withEvents
        faulty += counts.faulty
      }
    }
    // The comparison saw what it is about: many systems, steps that record events, and
    // steps with faults.
    #expect(systems > 50)
    #expect(stepped > 5_000)
    #expect(withEvents > 1_000)
    #expect(faulty > 10)
  }

  /// Steps a system's first states both ways; returns how many steps were compared, how
  /// many recorded events with them on, and how many had faults.
  static func compare(_ system: CompiledSystem, path: String) -> (
    steps: Int, withEvents: Int, faulty: Int
  ) {
    var essential = StepWorkspace(system: system)
    // Replays mark only the words they change: the blocks are compared with the step
    // function's own (``StepMemoTests`` checks replays).
    essential.remembersSteps = false
    var bare = StepWorkspace(system: system)
    bare.recordsEvents = false
    #expect(essential.recordsEvents)
    var steps: [Step] = []
    var queue = system.initialStates(detail: .essential).map(\.state.words)
    var seen = Set(queue)
    var next = 0
    var counts = (steps: 0, withEvents: 0, faulty: 0)
    while next < queue.count, next < statesPerSystem {
      let words = queue[next]
      next += 1
      system.enabledSteps(in: words, into: &steps, using: &essential)
      bare.load(words)
      for step in steps {
        system.apply(step, to: words, in: &essential)
        system.apply(step, in: &bare)
        let full = essential.record
        let kept = bare.record
        #expect(bare.words == essential.words, "\(path): \(step)")
        #expect(bare.run.words.written == essential.run.words.written, "\(path): \(step)")
        #expect(kept.step == full.step && kept.taken == full.taken, "\(path): \(step)")
        #expect(kept.outcome == full.outcome && kept.faults == full.faults, "\(path): \(step)")
        #expect(kept.events.isEmpty && kept.transitions.isEmpty, "\(path): \(step)")
        counts.steps += 1
        if !full.events.isEmpty || !full.transitions.isEmpty { counts.withEvents += 1 }
        if !full.faults.isEmpty { counts.faulty += 1 }
        let successor = essential.words
        bare.restore(words)
        if seen.insert(successor).inserted { queue.append(successor) }
      }
    }
    return counts
  }
}

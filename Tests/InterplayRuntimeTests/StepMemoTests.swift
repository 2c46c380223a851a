import Foundation
import InterplayPipeline
import InterplayTestSupport
import Testing

@testable import InterplayRuntime

/// Remembered steps (``StepMemo``) are the step function's steps: a workspace that
/// replays them gives the same successor words, step, entry taken, outcome, faults and
/// choices as one that runs every step, whether the effect was just learned, replayed,
/// or replayed until a delivery no longer fits and the step ran again.
@Suite struct StepMemoTests {
  /// The fixtures, the bundled models and small instances of the benchmark families
  /// (go-back-N, pipelines, pools, gossip), whose systems the memo may serve.
  static let paths: [String] =
    RecordsWithoutEventsTests.paths
    + ["gbn_2", "gbn_3", "pipeline_3", "pipeline_4", "pool_3", "gossip_3"].map {
      TestPaths.repositoryRoot.appendingPathComponent(
        "Benchmarks/check/models/families/\($0).ipl"
      ).path
    }

  /// States expanded per system, breadth first.
  static let statesPerSystem = 400

  /// A forwarder whose receiver's queue holds one entry: the forwarder's step is learned
  /// while there is room and replayed when there is none, where the delivery overflows.
  static let overflowing = """
    system Overflowing
    actor Source budget 3 {
      requests Relay.request
    }
    actor Relay {
      request capacity 3 { tick(n: Int(0...1)) }
      requests Sink.request
      initial state Up {
        on tick(n) { send Sink.item(n) }
      }
    }
    actor Sink {
      request capacity 1 { item(n: Int(0...1)) }
      var total: Int(0...3) = 0
      initial state Up {
        on item(n) [total < 3] { total = total + 1 }
        on item(n) { }
      }
    }
    """

  @Test(arguments: [false, true])
  func rememberedStepsAreTheStepFunctionsSteps(withEvents: Bool) throws {
    let folder = TemporaryFolder()
    var systems = 0
    var totals = (steps: 0, replayed: 0, faulty: 0, chose: 0)
    for path in Self.paths + [folder.write("overflowing.ipl", Self.overflowing)] {
      let loaded = ModelPipeline.load(paths: [path], options: .linting)
      for model in loaded.models {
        guard case .success(let system) = CompiledSystem.compile(model),
          system.memoPlan.isUsed
        else { continue }
        systems += 1
        let counts = Self.compare(system, path: path, withEvents: withEvents)
        totals.steps += counts.steps
        totals.replayed += counts.replayed
        totals.faulty += counts.faulty
        totals.chose += counts.chose
      }
    }
    // The comparison saw what it is about: systems the memo serves, steps it replayed,
    // steps that chose, and replays that fell back on a fault.
    #expect(systems >= 15, "\(systems)")
    #expect(totals.steps > 20_000, "\(totals)")
    #expect(totals.replayed > 10_000, "\(totals)")
    #expect(totals.chose > 500, "\(totals)")
    #expect(totals.faulty > 10, "\(totals)")
  }

  /// Steps a system's first states with and without the memo, each step twice with it
  /// (learned, then replayed), with records that keep events or not; returns how many steps were compared, how many the memo
  /// replayed, how many faulted and how many met a choice.
  static func compare(_ system: CompiledSystem, path: String, withEvents: Bool) -> (
    steps: Int, replayed: Int, faulty: Int, chose: Int
  ) {
    var remembering = StepWorkspace(system: system)
    var running = StepWorkspace(system: system)
    remembering.recordsEvents = withEvents
    running.recordsEvents = withEvents
    running.remembersSteps = false
    #expect(remembering.remembersSteps && running.memo == nil)
    var steps: [Step] = []
    var queue = system.initialStates(detail: .essential).map(\.state.words)
    var seen = Set(queue)
    var next = 0
    var counts = (steps: 0, replayed: 0, faulty: 0, chose: 0)
    while next < queue.count, next < statesPerSystem {
      let words = queue[next]
      next += 1
      system.enabledSteps(in: words, into: &steps, using: &running)
      for step in steps {
        system.apply(step, to: words, in: &running)
        let expected = (running.words, running.record, running.run.choiceCounts)
        for _ in 0..<2 {
          let hitsBefore = remembering.memo!.hits
          system.apply(step, to: words, in: &remembering)
          if remembering.memo!.hits > hitsBefore { counts.replayed += 1 }
          let record = remembering.record
          #expect(remembering.words == expected.0, "\(path): \(step)")
          // The blocks not marked written hold the parent's words.
          let written = remembering.run.words.written
          let shift = remembering.run.words.blockShift
          for word in words.indices where written & (1 << UInt64(word >> shift)) == 0 {
            #expect(remembering.words[word] == words[word], "\(path): \(step)")
          }
          #expect(record.step == expected.1.step && record.taken == expected.1.taken)
          #expect(record.outcome == expected.1.outcome, "\(path): \(step)")
          #expect(record.faults == expected.1.faults, "\(path): \(step)")
          #expect(remembering.run.choiceCounts == expected.2, "\(path): \(step)")
          #expect(record.events == expected.1.events, "\(path): \(step)")
          #expect(record.transitions == expected.1.transitions, "\(path): \(step)")
        }
        counts.steps += 1
        if !expected.1.faults.isEmpty { counts.faulty += 1 }
        if !expected.2.isEmpty { counts.chose += 1 }
        if seen.insert(expected.0).inserted { queue.append(expected.0) }
      }
    }
    return counts
  }

  @Test func onlyStepsThatReadNothingButTheirOwnWordsAreRemembered() throws {
    let folder = TemporaryFolder()
    let peeking = folder.write(
      "peeking.ipl",
      """
      system Peeking
      actor Env budget 2 {
        requests A.request
      }
      actor A {
        request capacity 2 { go }
        requests B.request
        initial state Idle {
          on go [B in Busy] { }
          on go { send B.poke }
        }
      }
      actor B {
        request capacity 2 { poke }
        initial state Idle {
          on poke -> Busy
        }
        state Busy {
          ignore poke
        }
      }
      """)
    let system = try Self.system(peeking)
    let plan = system.memoPlan
    let index = { (name: String) in system.actors.firstIndex { $0.path == name }! }
    #expect(!plan.isMemoized(index("Env")))  // a stub
    #expect(!plan.isMemoized(index("A")))  // its guard reads B's configuration
    #expect(plan.isMemoized(index("B")))
    #expect(!plan.regions[index("B")].usesTimers)
    // Switched off, nothing is remembered and a workspace has no memo.
    let off = try Self.system(peeking, CompileOptions(memoizesSteps: false))
    #expect(!off.memoPlan.isUsed)
    #expect(StepWorkspace(system: off).memo == nil)
    // A detailed workspace never replays: its records carry what a replay does not.
    #expect(StepWorkspace(system: system, detail: .full).memo == nil)
    // Go-back-N's sender sets a timer: its key holds the timer slots.
    let gbn = try Self.system(
      TestPaths.repositoryRoot.appendingPathComponent(
        "Benchmarks/check/models/families/gbn_2.ipl"
      ).path)
    let sender = gbn.actors.firstIndex { $0.path == "Sender" }!
    #expect(gbn.memoPlan.isMemoized(sender) && gbn.memoPlan.regions[sender].usesTimers)
  }

  /// An actor most of whose first lookups miss is not looked up again, whether the
  /// lookup that ends its probation hits or misses; one whose lookups hit stays.
  @Test(arguments: [false, true])
  func anActorThatMostlyMissesIsNoLongerLookedUp(lastLookupHits: Bool) throws {
    let folder = TemporaryFolder()
    let system = try Self.system(
      folder.write(
        "counting.ipl",
        """
        system Counting
        actor Env budget 2 {
          requests Counter.request
        }
        actor Counter {
          request capacity 1 { tick }
          var n: Int(0...9999) = 0
          initial state Up {
            on tick [n < 9999] { n = n + 1 }
            on tick { }
          }
        }
        """))
    let counter = try #require(system.actors.firstIndex { $0.path == "Counter" })
    let region = system.memoPlan.regions[counter]
    #expect(system.memoPlan.isMemoized(counter))
    var words = system.blankWords
    words[region.queueWord] = 1  // one entry queued: a step may take it
    let variable = region.own.upperBound - 1  // the counter's `n`, its last own word
    var missing = StepMemo(plan: system.memoPlan)
    var hitting = StepMemo(plan: system.memoPlan)
    for lookup in 0..<StepMemo.probation {
      // Each lookup of the first memo is a new key, but the last may repeat the first.
      let last = lookup == StepMemo.probation - 1
      words[variable] = last && lastLookupHits ? 0 : UInt32(lookup % 9999)
      let found = missing.find(counter, entry: 0, choices: [], withEvents: false, in: words)
      if found == -1 { Self.learnNothing(&missing) }
      // Read out first: a failed expectation on the memo itself would print all of it.
      let stillLookedUp = missing.looksUp(counter)
      #expect(stillLookedUp != last, "lookup \(lookup)")
      words[variable] = 0
      let again = hitting.find(counter, entry: 0, choices: [], withEvents: false, in: words)
      if again == -1 { Self.learnNothing(&hitting) }
    }
    let (missingLooksUp, hittingLooksUp, hits) =
      (missing.looksUp(counter), hitting.looksUp(counter), hitting.hits)
    #expect(!missingLooksUp)
    #expect(hittingLooksUp)
    #expect(hits == StepMemo.probation - 1)
  }

  /// Remembers, for the key last looked up, an empty effect (handled, nothing else).
  static func learnNothing(_ memo: inout StepMemo) {
    let start = memo.beginEffect()
    memo.append(contentsOf: [1, 0, 0])
    memo.remember(replays: true, effectStart: start)
  }

  @Test func systemsWithScopesOrDataModelsRememberNothing() throws {
    var scoped = 0
    for url in TestPaths.bundledModels {
      let loaded = ModelPipeline.load(paths: [url.path], options: .linting)
      for model in loaded.models {
        guard case .success(let system) = CompiledSystem.compile(model) else { continue }
        let hasScopes = system.actors.contains { $0.scope >= 0 }
        if hasScopes || system.stepTables.hasRegistrations {
          scoped += 1
          #expect(!system.memoPlan.isUsed, "\(url.lastPathComponent)")
        }
      }
    }
    #expect(scoped > 0)
  }

  static func system(_ path: String, _ options: CompileOptions = CompileOptions()) throws
    -> CompiledSystem
  {
    let model = try #require(ModelPipeline.load(paths: [path], options: .linting).models.first)
    guard case .success(let system) = CompiledSystem.compile(model, options: options) else {
      Issue.record("\(path) does not compile")
      throw CancellationError()
    }
    return system
  }
}

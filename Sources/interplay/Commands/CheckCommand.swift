import ArgumentParser
import Foundation
import InterplayCheck
import InterplayDiagnostics
import InterplayDrivers
import InterplayModel
import InterplayRender
import InterplayRuntime

/// `interplay check PATH...`: explore every reachable state of each system.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Explore every reachable state; prove the properties or print counterexamples.",
    discussion: """
      Checks the built-in properties (deadlock, unhandled notifications, queue overflow, \
      scope discipline, assertions, the data-model mutation rule), the invariants, the \
      pattern properties and the sequences of each system. The search is breadth-first, \
      so every safety counterexample is a shortest one (when partial-order reduction \
      applies, a shortest one of the reduced graph with the steps the violation does \
      not need dropped: see --reduce). Stubs act freely within their \
      budgets (`budget N` on the actor, else --budget, default \(CompileOptions().defaultBudget)). \
      Ctrl-C or SIGTERM stops the search as a limit does (a second signal ends the \
      process). Exit codes: 0 no violation, 1 violations, 2 the search stopped at a limit \
      or on a signal, 64 usage error, 65 input errors, 73 a trace or diagram cannot be \
      written.
      """)

  @OptionGroup var input: InputOptions
  @OptionGroup var configuration: ConfigurationOptions

  @Option(help: "Output format: text, json, sarif or junit.")
  var format: CheckFormat = .text

  @Option(help: "Search order: bfs (shortest counterexamples) or dfs.")
  var search: CheckOptions.SearchOrder = .bfs

  @Option(
    help: """
      How visited states are remembered: exact, compact (64-bit fingerprints) or bitstate \
      (3 bits per state). The lossy modes may miss states and say how likely that is.
      """)
  var storage: StorageChoice = .exact

  @Option(
    help: """
      State-space reductions, applied only where they are sound: all (the default: \
      symmetry where the model is symmetric, and partial-order on top or alone), sym (symmetry over \
      replicated actors), por (partial-order reduction over actor steps) or none (the \
      full graph).
      """)
  var reduce: Reduction = .all

  @Option(help: "Size of the bit array of --storage bitstate, e.g. 64M (rounded down to 2^n).")
  var bitstateSize: String = "64M"

  @Option(help: "Seed mixed into a lossy search's hashing: other seeds miss other states.")
  var seed: UInt64 = 0

  @Option(
    help: """
      Run N searches with seeds 1 to N as separate processes (lossy: bitstate unless \
      --storage compact) and merge their verdicts (text or json).
      """)
  var swarm: Int?

  @Option(help: "Do not expand states deeper than this many steps (exit 2 if any had steps).")
  var maxDepth: Int?

  @OptionGroup var limits: SearchLimitOptions

  @Option(
    name: .customLong("budget"),
    help: "Stub budget: N for every stub without one, or Actor=N for one stub (repeatable).")
  var budgets: [String] = []

  @Option(help: "Write each counterexample to this folder as a trace file for `run --replay`.")
  var traceDir: String?

  @OptionGroup var rendering: SequenceRenderOptions<Counterexamples>

  @Flag(help: "Do not prove the sequences.")
  var noSequences = false

  @Flag(help: "Do not report unreached states and transitions.")
  var noCoverage = false

  @Flag(
    help: """
      Stop at the end of the breadth-first level where the first violation is found (its \
      counterexample is still a shortest one; exit 1); what is not violated by then is \
      undecided.
      """)
  var stopAtFirst = false

  @Flag(help: "Print a shortest witness of each sequence.")
  var witnesses = false

  @Flag(help: "Show the source line under each text diagnostic.")
  var annotated = false

  @Flag(
    help: """
      Leave time, rate, memory and threads out of every format (same input, same bytes, \
      whatever --jobs).
      """)
  var noTiming = false

  @OptionGroup var progress: ProgressOptions

  @Flag(
    help: """
      Also print the partial-order reduction's statistics in the text report (how many \
      states stored one actor's successors only; JSON always has them).
      """)
  var verbose = false

  func validate() throws {
    if let maxDepth, maxDepth < 0 { throw ValidationError("'--max-depth' must not be negative") }
    _ = try budgetSettings()
    guard let bytes = ByteCount.parse(bitstateSize),
      bytes >= StateStorage.minimumBitstateBytes, bytes <= StateStorage.maximumBitstateBytes
    else {
      throw ValidationError(
        "'--bitstate-size' takes a size from 1K to 16G, such as 64M, not '\(bitstateSize)'")
    }
    _ = bytes
    if let swarm {
      guard (1...SwarmLimits.maxMembers).contains(swarm) else {
        throw ValidationError(
          "'--swarm' takes 1 to \(SwarmLimits.maxMembers) members, not \(swarm)")
      }
      guard format == .text || format == .json else {
        throw ValidationError("'--swarm' reports as text or json, not \(format.rawValue)")
      }
      guard rendering.render == nil else {
        throw ValidationError("'--swarm' cannot be combined with '--render'")
      }
    }
  }

  /// The storage `--storage` and `--bitstate-size` ask for.
  var stateStorage: StateStorage {
    switch storage {
    case .exact: .exact
    case .compact: .compact
    case .bitstate:
      .bitstate(bytes: ByteCount.parse(bitstateSize) ?? StateStorage.defaultBitstateBytes)
    }
  }

  /// The default budget and the per-stub budgets.
  func budgetSettings() throws -> (default: Int?, stubs: [String: Int]) {
    var fallback: Int?
    var stubs: [String: Int] = [:]
    for text in budgets {
      let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
      guard let value = Int(parts.last ?? ""), value >= 0 else {
        throw ValidationError("'--budget' takes N or Actor=N with N ≥ 0, not '\(text)'")
      }
      // The same limit as `budget N` in a model (`limit.budget`), as a usage error.
      guard value <= ModelLimits.maxBudget else {
        throw ValidationError(
          "'--budget' \(value) exceeds the limit of \(ModelLimits.maxBudget), not '\(text)'")
      }
      if parts.count == 2 { stubs[parts[0]] = value } else { fallback = value }
    }
    return (fallback, stubs)
  }

  @OptionGroup var watching: WatchOptions

  func run() throws {
    // Watching, a save that changes no model's meaning reuses its last search.
    let memory = watching.watch ? SearchMemory() : nil
    try watching.run(paths: input.paths) { try runOnce(memory: memory) }
  }

  private func runOnce(memory: SearchMemory?) throws {
    if let swarm { return try runSwarm(members: swarm) }
    SignalHandling.install(searches: true)
    let searchLimits = limits.startLimits(maxDepth: maxDepth)
    let (fallback, stubs) = try budgetSettings()
    var compile = CompileOptions()
    if let fallback { compile.defaultBudget = fallback }
    var check = CheckOptions(
      order: search, limits: searchLimits, checksSequences: !noSequences,
      reportsCoverage: !noCoverage, jobs: limits.jobs)
    check.storage = stateStorage
    check.seed = seed
    check.reduction = reduce
    check.stopsAtFirstViolation = stopAtFirst
    let options = CheckRunOptions(
      check: check,
      compile: compile, budgets: stubs, maxFileSize: input.maxFileSize,
      pipeline: configuration.pipeline(maxFileSize: input.maxFileSize))
    let progressLine = progress.start()
    let report = CheckDriver.check(paths: input.paths, options: options, memory: memory)
    progressLine?.stop()
    if report.reusedSearches > 0 {
      let count = report.reusedSearches
      FileOutput.standardError.write(
        "[watch] \(count) system\(count == 1 ? "" : "s") unchanged in meaning: the last search, moved to where the model is written now\n"
      )
    }
    var status = report.status
    var traceFiles: [[String?]] = []
    if let traceDir {
      do {
        traceFiles = try TraceWriter.write(report, to: traceDir)
      } catch {
        FileOutput.standardError.write("error: \(error)\n")
        status = status.combined(with: .outputError)
      }
    }
    let rendered: String
    switch format {
    case .text:
      rendered = CheckTextRenderer(
        annotated: annotated, witnesses: witnesses, timing: !noTiming, verbose: verbose
      )
      .render(report, traceFiles: traceFiles)
    case .json:
      rendered = CheckJSONRenderer(witnesses: witnesses, timing: !noTiming).render(
        report, traceFiles: traceFiles)
    case .sarif:
      rendered = SARIFDiagnosticRenderer(toolVersion: Interplay.configuration.version).render(
        report.allDiagnostics(withTraces: true), in: report.sources)
    case .junit:
      rendered = CheckJUnitRenderer(timing: !noTiming).render(report, traceFiles: traceFiles)
    }
    print(rendered, terminator: "")
    if let failed = rendering.write(counterexampleDiagrams(report)) {
      status = status.combined(with: failed)
    }
    if format != .text, let usage = report.usageError {
      FileOutput.standardError.write("error: \(usage)\n")
    }
    if status != .clean { throw ExitCode(status.rawValue) }
  }
}

/// What `check --render` draws.
enum Counterexamples: RenderedOutcomes {
  static var renderHelp: String {
    "Draw each counterexample as a sequence diagram into this folder."
  }
}

extension CheckCommand {
  /// `<Model>-counterexample-<Property>`: a sequence diagram of every violation's
  /// counterexample, for `--render`.
  func counterexampleDiagrams(_ report: CheckReport) -> [Diagram] {
    var diagrams: [Diagram] = []
    for result in report.results {
      for violation in result.violations {
        diagrams.append(
          ModelDiagrams.sequenceDiagram(
            SequenceDiagram(
              counterexample: violation.counterexample,
              title: violation.name ?? violation.check.rawValue, message: violation.message,
              system: result.system),
            model: result.system.model.name, label: "counterexample"))
      }
    }
    return diagrams
  }
}

/// The values of `--storage`.
enum StorageChoice: String, ExpressibleByArgument, CaseIterable {
  /// Every state's words: a complete search proves.
  case exact
  /// Hash compaction.
  case compact
  /// Bitstate hashing.
  case bitstate
}

/// The formats `interplay check` prints its report in.
enum CheckFormat: String, ExpressibleByArgument, CaseIterable {
  /// Summary, diagnostics and numbered counterexamples.
  case text
  /// A versioned JSON report.
  case json
  /// SARIF 2.1.0: one result per violation, the counterexample in its notes.
  case sarif
  /// JUnit XML: one test suite per system, one test case per built-in check, invariant,
  /// pattern property and sequence.
  case junit
}

extension CheckOptions.SearchOrder: ExpressibleByArgument {}
extension Reduction: ExpressibleByArgument {}

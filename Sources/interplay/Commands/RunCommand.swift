import ArgumentParser
import InterplayCheck
import InterplayDiagnostics
import InterplayDrivers
import InterplayRender
import InterplayRuntime

/// `interplay run PATH...`: execute each sequence of the models as a test.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Run each sequence of the models as a test: the checker's verdict, played.",
    discussion: """
      A sequence's items must happen in the order written; anything may happen in \
      between (the one matching rule, shared with `check`). The model is searched as \
      `check` searches it, stubs acting freely within their budgets, and the run is the \
      shortest witness of the sequence (ties: the step listed first), so a run passes \
      exactly when `check` calls the sequence possible. When no run matches, the report \
      shows the item no run gets past and the run that matched the most. A forbidden \
      sequence passes when no run matches it. A fault of an enabled built-in check on \
      the witness fails the run. Exit codes: 0 every sequence passed, 1 a sequence \
      failed (or a lint error), 2 a bound or a signal (Ctrl-C, SIGTERM) stopped the \
      search, 64 usage error, 65 input errors, 73 a diagram cannot be written.
      """)

  @OptionGroup var input: InputOptions
  @OptionGroup var configuration: ConfigurationOptions

  @Option(help: "Run only the sequences with this name.")
  var sequence: String?

  @Flag(help: "Print every step: actor, notification, transitions, messages, state after.")
  var trace = false

  @Option(help: "Output format: text, json or junit.")
  var format: RunFormat = .text

  @Option(help: "The longest run looked for, in steps (exit 2 when none is found within it).")
  var maxSteps = 10_000

  @OptionGroup var limits: SearchLimitOptions

  @OptionGroup var rendering: SequenceRenderOptions<FailedRuns>

  @Flag(help: "Re-execute the trace files given as PATH (from `interplay check --trace-dir`).")
  var replay = false

  // `run`'s reports hold no time or memory, so every format is already the same bytes
  // for the same input; the flag is accepted so scripts can pass `check`'s flags to it.
  @Flag(help: "Accepted for symmetry with `check`: run's output never holds timings.")
  var noTiming = false

  @OptionGroup var progress: ProgressOptions

  func validate() throws {
    if maxSteps <= 0 { throw ValidationError("'--max-steps' must be positive") }
  }

  func run() throws {
    SignalHandling.install(searches: true)
    if replay { return try runReplay() }
    let options = RunOptions(
      sequence: sequence, runner: .init(maxSteps: maxSteps), maxFileSize: input.maxFileSize,
      pipeline: configuration.pipeline(maxFileSize: input.maxFileSize),
      limits: limits.startLimits(), jobs: limits.jobs)
    let progressLine = progress.start()
    let report = RunDriver.run(paths: input.paths, options: options)
    progressLine?.stop()
    switch format {
    case .text:
      print(
        TextDiagnosticRenderer(annotated: false).render(report.diagnostics, in: report.sources),
        terminator: "")
      print(RunTextRenderer(trace: trace).render(report), terminator: "")
    case .json: print(RunJSONRenderer(trace: trace).render(report), terminator: "")
    case .junit: print(RunJUnitRenderer().render(report), terminator: "")
    }
    if let failed = rendering.write(failedRunDiagrams(report)) {
      throw ExitCode(failed.rawValue)
    }
    if report.status != .clean { throw ExitCode(report.status.rawValue) }
  }

  /// `<Model>-run-<Sequence>`: a sequence diagram of every run that did not pass, for
  /// `--render`.
  private func failedRunDiagrams(_ report: RunReport) -> [Diagram] {
    var diagrams: [Diagram] = []
    for run in report.systems {
      for outcome in run.outcomes where outcome.status != .passed {
        diagrams.append(
          ModelDiagrams.sequenceDiagram(
            SequenceDiagram(outcome: outcome, system: run.system), model: run.system.model.name,
            label: "run"))
      }
    }
    return diagrams
  }
}

/// What `run --render` draws.
enum FailedRuns: RenderedOutcomes {
  static var renderHelp: String {
    "Draw each failed or incomplete run as a sequence diagram into this folder."
  }
}

import ArgumentParser
import InterplayDiagnostics
import InterplayRender
import InterplayRuntime

/// `interplay run PATH...`: execute each sequence of the models as a test.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Run each sequence of the models as a test against scripted stub actors.",
    discussion: """
      Messages from stub actors are injected when the sequence reaches them; every \
      other message among the sequence's participants must happen in the order \
      written. A run stops at the first divergence and reports expected against \
      actual, the step, and every actor's state. Exit codes: 0 every sequence passed, \
      1 a sequence failed, 2 a run hit the step bound, 64 usage error, 65 input errors.
      """)

  @OptionGroup var input: InputOptions

  @Option(help: "Run only the sequences with this name.")
  var sequence: String?

  @Flag(help: "Print every step: actor, notification, transitions, messages, state after.")
  var trace = false

  @Option(help: "Output format: text, json or junit.")
  var format: RunFormat = .text

  @Option(help: "Steps per sequence before the run stops as incomplete (exit 2).")
  var maxSteps = 10_000

  @Option(help: "Draw each failed or incomplete run as an SVG sequence diagram into this folder.")
  var render: String?

  @Flag(help: "Re-execute the trace files given as PATH (from `interplay check --trace-dir`).")
  var replay = false

  func validate() throws {
    if maxSteps <= 0 { throw ValidationError("'--max-steps' must be positive") }
  }

  func run() throws {
    if replay { return try runReplay() }
    let options = RunOptions(
      sequence: sequence, runner: .init(maxSteps: maxSteps), maxFileSize: input.maxFileSize)
    let report = RunDriver.run(paths: input.paths, options: options)
    switch format {
    case .text:
      print(
        TextDiagnosticRenderer(annotated: false).render(report.diagnostics, in: report.sources),
        terminator: "")
      print(RunTextRenderer(trace: trace).render(report), terminator: "")
    case .json: print(RunJSONRenderer(trace: trace).render(report), terminator: "")
    case .junit: print(RunJUnitRenderer().render(report), terminator: "")
    }
    if let render { try drawDivergences(report, into: render) }
    if report.status != .clean { throw ExitCode(report.status.rawValue) }
  }

  /// Writes `<Model>-run-<Sequence>.svg` for every run that did not pass.
  private func drawDivergences(_ report: RunReport, into folder: String) throws {
    var diagrams: [Diagram] = []
    for run in report.systems {
      for outcome in run.outcomes where outcome.status != .passed {
        diagrams.append(
          ModelDiagrams.sequenceDiagram(
            SequenceDiagram(outcome: outcome, system: run.system), model: run.system.model.name,
            label: "run"))
      }
    }
    let written = DiagramWriter.write(diagrams, format: .svg, to: folder)
    for file in written.written { FileOutput.standardError.write("drew \(file.path)\n") }
    for failure in written.failures { FileOutput.standardError.write("error: \(failure)\n") }
    if !written.failures.isEmpty { throw ExitCode(ExitStatus.internalError.rawValue) }
  }
}

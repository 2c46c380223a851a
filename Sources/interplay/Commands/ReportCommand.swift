import ArgumentParser
import InterplayCheck
import InterplayDiagnostics
import InterplayDrivers
import InterplayRender
import InterplayReport

/// `interplay report PATH... --output DIR`: a static HTML report of lint findings, check
/// verdicts, diagrams, steppable counterexamples and the coverage heat map.
struct ReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract:
      "Write a static HTML report: findings, verdicts, diagrams, counterexamples, coverage.",
    discussion: """
      Lints and checks every system (coverage on) and writes DIR/index.html with every \
      diagram inlined, DIR/assets/report.css, DIR/assets/report.js and each diagram as \
      DIR/assets/<stem>.svg. No network resources: open index.html from disk. \
      Counterexamples step with their buttons or the arrow keys; index.html?step=3 opens \
      the first one at step 3 (&trace=<id> picks another). The same inputs give the same \
      bytes. Exit 0 when written (findings do not fail it), 73 when it cannot be written. \
      See docs/Preview.md.
      """)

  @OptionGroup var input: InputOptions

  @Option(name: .shortAndLong, help: "Folder to write the report into (created if missing).")
  var output: String = "interplay-report"

  @Option(
    help: "How sequence diagrams measure text: engine (Graphviz, this machine's fonts) or table.")
  var textMetrics: TextMetrics.Source = .engine

  @OptionGroup var configuration: ConfigurationOptions

  @OptionGroup var bounds: SearchBoundOptions

  func run() throws {
    SignalHandling.install(searches: false)
    let options = ReportOptions(
      pipeline: configuration.pipeline(maxFileSize: input.maxFileSize),
      check: CheckOptions(limits: bounds.limits), textMetrics: TextMetrics(textMetrics))
    let page = ReportBuilder.build(paths: input.paths, options: options)
    do {
      let written = try page.write(to: output)
      print(written.first ?? output)
    } catch {
      FileOutput.standardError.write("error: \(error)\n")
      throw ExitCode(ExitStatus.outputError.rawValue)
    }
  }
}

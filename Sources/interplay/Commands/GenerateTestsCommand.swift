import ArgumentParser
import InterplayCheck
import InterplayDrivers

/// `interplay gen tests [--actor NAME] PATH... [--output FILE|DIR]`.
struct GenerateTestsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tests",
    abstract: "Derive conformance tests covering every transition of a modelled actor.",
    discussion: """
      Explores the model (as check does) and picks, greedily, the shortest run to each \
      transition of the actor no earlier case fires. Each case lists the notifications \
      the actor takes on it and what it sends in answer; ModelTesting.conformance runs \
      them against Swift code written to the actor's generated protocol. One file per \
      system (System+Conformance.swift, extending the gen swift namespace). Without \
      --actor, every modelled actor. What no case covers is printed on standard error.
      """)

  @OptionGroup var input: InputOptions

  @Option(help: "The path of the modelled actor to test (default: every modelled actor).")
  var actor: String?

  @Option(name: [.short, .long], help: "A .swift file (one system) or a folder to write into.")
  var output: String?

  @Option(help: "The most states to explore.")
  var maxStates: Int?

  @OptionGroup var configuration: ConfigurationOptions

  @OptionGroup var diagnostics: DiagnosticOutputOptions

  func validate() throws {
    if let maxStates, maxStates <= 0 { throw ValidationError("'--max-states' must be positive") }
  }

  func run() throws {
    SignalHandling.install(searches: true)
    var options = configuration.pipeline(maxFileSize: input.maxFileSize)
    options.warningsAsErrors = options.warningsAsErrors || diagnostics.warningsAsErrors
    let report = GenerateDriver.tests(
      paths: input.paths, actor: actor, output: try GenerateOutput.prepare(output),
      limits: CheckLimits(maxStates: maxStates), options: options)
    try GenerateOutput.finish(report, printed: output == nil, diagnostics: diagnostics)
  }
}

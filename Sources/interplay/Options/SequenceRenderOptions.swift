import ArgumentParser
import InterplayDiagnostics
import InterplayRender

/// What `--render` draws, for its help: a command's sequence diagrams of what did not
/// pass.
protocol RenderedOutcomes {
  /// The help of `--render`.
  static var renderHelp: String { get }
}

/// `--render` and `--render-format` of `check` and `run`: draw what did not pass (a
/// counterexample, a failed run) as sequence diagrams into a folder.
struct SequenceRenderOptions<Drawn: RenderedOutcomes>: ParsableArguments {
  @Option(help: ArgumentHelp(Drawn.renderHelp))
  var render: String?

  @Option(help: "File format of --render: svg, png, dot, mermaid (.mmd) or plantuml (.puml).")
  var renderFormat: DiagramWriter.Format = .svg

  /// Writes `diagrams` into the `--render` folder in `--render-format`, naming each file
  /// written and each failure on standard error; the exit status the failures call for
  /// when a diagram could not be drawn or written (the others are still written), else
  /// nil. Nothing is written without `--render`.
  func write(_ diagrams: @autoclosure () -> [Diagram]) -> ExitStatus? {
    guard let render else { return nil }
    let written = DiagramWriter.write(diagrams(), format: renderFormat, to: render)
    for file in written.written { FileOutput.standardError.write("drew \(file.path)\n") }
    for failure in written.failures { FileOutput.standardError.write("error: \(failure)\n") }
    return DiagramWriter.status(of: written)
  }
}

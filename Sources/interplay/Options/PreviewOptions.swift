import ArgumentParser
import InterplayRender

/// The options of `interplay preview` and of the `interplay-preview` executable it runs:
/// one declaration, so the two parse and validate the same flags (the executable's
/// target links this file, as it links the other option groups).
struct PreviewOptions: ParsableArguments {
  /// What the server does, the start of both commands' help.
  static let serving = """
    Prints the URL, then serves the page 'interplay report' writes: findings, verdicts, \
    diagrams, steppable counterexamples, the coverage heat map. The model files (and \
    .interplay.yml) are polled every 250 ms; after a save the report is rebuilt and the \
    open page, which polls /version, reloads at the same counterexample step. Only \
    requests for a loopback host (localhost, 127.0.0.1, [::1] with the port) are \
    answered, others get 421; a connection without an answer for --idle-timeout seconds \
    is closed. Ctrl-C stops it.
    """

  /// The model files and folders served, and the largest file read.
  @OptionGroup var input: InputOptions

  @Option(help: "Port to listen on, on 127.0.0.1 (0 picks a free one).")
  var port: Int = 8040

  @Option(
    help: """
      Seconds a connection may go without an answer (idle, or sending its request too \
      slowly) before it is closed.
      """)
  var idleTimeout: Int = 30

  @Option(
    help: "How sequence diagrams measure text: engine (Graphviz, this machine's fonts) or table.")
  var textMetrics: TextMetrics.Source = .engine

  @OptionGroup var configuration: ConfigurationOptions

  @OptionGroup var bounds: SearchBoundOptions

  func validate() throws {
    if !(0...65535).contains(port) { throw ValidationError("'--port' must be 0 to 65535") }
    if !(1...86_400).contains(idleTimeout) {
      throw ValidationError("'--idle-timeout' must be 1 to 86400 seconds")
    }
  }
}

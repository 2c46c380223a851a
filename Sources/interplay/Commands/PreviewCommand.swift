import ArgumentParser
import InterplayRender

/// `interplay preview PATH... [--port N]`: serve the HTML report on 127.0.0.1 and
/// rebuild it when a model file is saved; the page reloads itself.
///
/// The server is the `interplay-preview` executable (Hummingbird and SwiftNIO are linked
/// into it alone, so building `interplay` compiles neither): this command checks its
/// arguments, then replaces itself with that executable, given the same arguments
/// (``PreviewExecutable``). The options are declared here too so that `--help` and a
/// usage error read as for every other subcommand, whether the server is built or not.
struct PreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Serve the HTML report on 127.0.0.1; it rebuilds and reloads when a model is saved.",
    discussion: """
      Prints the URL, then serves the page 'interplay report' writes: findings, verdicts, \
      diagrams, steppable counterexamples, the coverage heat map. The model files (and \
      .interplay.yml) are polled every 250 ms; after a save the report is rebuilt and the \
      open page, which polls /version, reloads at the same counterexample step. Only \
      requests for a loopback host (localhost, 127.0.0.1, [::1] with the port) are \
      answered, others get 421; a connection without an answer for --idle-timeout seconds \
      is closed. Ctrl-C stops it. See docs/Preview.md.

      The server is the interplay-preview executable, looked for beside interplay, then \
      on PATH: 'swift build --product interplay-preview' builds it (with '-c release' \
      for a release build). Without it this command prints that and exits 69.
      """)

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

  /// Runs `interplay-preview` with the arguments that followed `preview`; returns only
  /// when it cannot (exit 69, with the command that builds it).
  func run() throws {
    let arguments = CommandLine.arguments
    // The root command has no options of its own, so `preview` is the first argument
    // that names it; everything after it is this command's, passed on unchanged.
    let start = arguments.dropFirst().firstIndex(of: "preview").map { $0 + 1 } ?? 1
    throw PreviewExecutable.replaceProcess(arguments: Array(arguments[start...]))
  }
}

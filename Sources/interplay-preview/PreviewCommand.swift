import ArgumentParser
import Dispatch
import Foundation
import InterplayCheck
import InterplayDiagnostics
import InterplayLint
import InterplayPreview
import InterplayRender
import InterplayReport
import Synchronization

/// `interplay-preview PATH... [--port N]`, which `interplay preview` runs: serve the HTML
/// report on 127.0.0.1 and rebuild it when a model file is saved; the page reloads itself.
///
/// An executable of its own so that only it links Hummingbird and SwiftNIO: building
/// `interplay` compiles neither. The options are `interplay preview`'s, from the same
/// files (this target's option files are links to `Sources/interplay/Options`).
@main
struct PreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "interplay-preview",
    abstract: "Serve the HTML report on 127.0.0.1; it rebuilds and reloads when a model is saved.",
    discussion: """
      Prints the URL, then serves the page 'interplay report' writes: findings, verdicts, \
      diagrams, steppable counterexamples, the coverage heat map. The model files (and \
      .interplay.yml) are polled every 250 ms; after a save the report is rebuilt and the \
      open page, which polls /version, reloads at the same counterexample step. Only \
      requests for a loopback host (localhost, 127.0.0.1, [::1] with the port) are \
      answered, others get 421; a connection without an answer for --idle-timeout seconds \
      is closed. Ctrl-C stops it. 'interplay preview' runs this executable with its \
      arguments. See docs/Preview.md.
      """,
    version: DiagnosticOutput.toolVersion)

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

  func run() throws {
    let server = PreviewServer(
      paths: input.paths,
      options: ReportOptions(
        pipeline: configuration.pipeline(maxFileSize: input.maxFileSize),
        check: CheckOptions(limits: bounds.limits), textMetrics: TextMetrics(textMetrics)),
      port: port, timeout: .seconds(idleTimeout))
    let done = DispatchSemaphore(value: 0)
    let failure = Mutex<String?>(nil)
    Task {
      do {
        try await server.run(
          started: { url in
            print("serving \(url)  (Ctrl-C stops)")
            fflush(nil)
          },
          rebuilt: { version in
            print("rebuilt: version \(version)")
            fflush(nil)
          })
      } catch {
        failure.withLock { $0 = "\(error)" }
      }
      done.signal()
    }
    done.wait()
    if let message = failure.withLock({ $0 }) {
      try? FileHandle.standardError.write(contentsOf: Data("error: \(message)\n".utf8))
      throw ExitCode(ExitStatus.outputError.rawValue)
    }
  }
}

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
    discussion: PreviewOptions.serving + """
       'interplay preview' runs this executable with its arguments. See docs/Preview.md.
      """,
    version: DiagnosticOutput.toolVersion)

  /// The files served, the port and the bounds of each rebuild's search.
  @OptionGroup var options: PreviewOptions

  func run() throws {
    let server = PreviewServer(
      paths: options.input.paths,
      options: ReportOptions(
        pipeline: options.configuration.pipeline(maxFileSize: options.input.maxFileSize),
        check: CheckOptions(limits: options.bounds.limits),
        textMetrics: TextMetrics(options.textMetrics)),
      port: options.port, timeout: .seconds(options.idleTimeout))
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

import ArgumentParser

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
    discussion: PreviewOptions.serving + """
       See docs/Preview.md.

      The server is the interplay-preview executable, looked for beside interplay, then \
      on PATH: 'swift build --product interplay-preview' builds it (with '-c release' \
      for a release build). Without it this command prints that and exits 69.
      """)

  /// The files served, the port and the bounds of each rebuild's search.
  @OptionGroup var options: PreviewOptions

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

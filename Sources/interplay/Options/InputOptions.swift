import ArgumentParser
import InterplayPipeline

/// The inputs every command reads: files or folders (all `.ipl` files below).
struct InputOptions: ParsableArguments {
  @Argument(
    help: """
      Model files or folders (every .ipl file below a folder is read); - reads a model \
      from standard input, named <stdin> in diagnostics.
      """)
  var paths: [String]

  @Option(help: "Largest input file read, in bytes.")
  var maxFileSize: Int = SourceLoader.defaultMaxFileSize

  func validate() throws {
    if paths.isEmpty { throw ValidationError("no input: name at least one file or folder") }
    if maxFileSize <= 0 { throw ValidationError("'--max-file-size' must be positive") }
  }
}

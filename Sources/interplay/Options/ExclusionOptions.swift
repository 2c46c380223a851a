import ArgumentParser

/// `--exclude PATH`: the inputs every command that reads models may leave out, shared by
/// ``ConfigurationOptions`` (`lint`, `check`, `run`, `render`, `export`) and `fmt`, which
/// reads no configuration.
struct ExclusionOptions: ParsableArguments {
  @Option(help: "Leave a file or folder out of the inputs (repeatable).")
  var exclude: [String] = []
}

import ArgumentParser

/// `interplay gen swift|tests`: Swift source from models.
struct GenerateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gen",
    abstract: "Generate Swift source from models: types and protocols, or conformance tests.",
    subcommands: [GenerateSwiftCommand.self, GenerateTestsCommand.self])
}

import ArgumentParser
import InterplayLint

/// `interplay rules`: list the lint rules, explain one, or print the rule reference.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract: "List the lint rules, explain one (--explain ID), or print the reference.")

  @Option(help: "Print the documentation of one rule, with a bad and a good example.")
  var explain: String?

  @Flag(help: "Print the rule reference in Markdown (docs/Rules.md).")
  var markdown = false

  func validate() throws {
    if explain != nil && markdown {
      throw ValidationError("'--explain' and '--markdown' exclude each other")
    }
  }

  func run() throws {
    if markdown {
      print(RuleReference.markdown(), terminator: "")
    } else if let explain {
      guard let rule = RuleRegistry.rule(named: explain) else {
        var message = "unknown rule '\(explain)'"
        if let suggestion = RuleRegistry.suggestion(for: explain) {
          message += "; did you mean '\(suggestion)'?"
        }
        FileOutput.standardError.write("error: \(message) ('interplay rules' lists them)\n")
        throw ExitCode(64)
      }
      print(RuleReference.explain(rule), terminator: "")
    } else {
      print(RuleReference.list(), terminator: "")
    }
  }
}

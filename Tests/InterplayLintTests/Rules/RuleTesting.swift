import InterplayDiagnostics
import InterplayLint
import InterplayModel
import InterplaySyntax
import InterplayTestSupport
import Testing

/// Runs one rule on an inline model, for the per-rule tests.
enum RuleTesting {
  /// The model of `text` with its syntax and sources; records an issue for any parse or
  /// resolve error that `rule` does not supersede, since findings of a broken model mean
  /// nothing.
  static func resolve(
    _ text: String, rule: (any LintRule)? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> (model: Model, syntax: SourceFileSyntax, sources: SourceSet) {
    var sources = SourceSet()
    let file = sources.add(SourceFile(path: "test.ipl", text: text))
    let parsed = Parser.parse(sources[file], file: file)
    let resolved = Resolver.resolve([parsed.syntax], in: sources)
    let runner = RuleRunner(rules: rule.map { [$0] } ?? [])
    let errors = runner.withoutSuperseded(
      parsed.diagnostics + resolved.diagnostics, for: resolved.model
    ).filter { $0.severity == .error }
    if !errors.isEmpty {
      let rendered = TextDiagnosticRenderer().render(errors, in: sources)
      Issue.record("the test model has errors:\n\(rendered)", sourceLocation: sourceLocation)
    }
    return (resolved.model, parsed.syntax, sources)
  }

  /// The diagnostics of `rule` alone on `text`: the rule runs when the model (or
  /// `configuration`) turns it on, and a rule that is off by default is turned on as a note.
  static func diagnostics(
    _ rule: any LintRule, _ text: String, configuration: LintConfiguration? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> [Diagnostic] {
    let (model, syntax, sources) = resolve(text, rule: rule, sourceLocation: sourceLocation)
    let defaults =
      rule.defaultSeverity == .off
      ? LintConfiguration(severities: [rule.name: .note]) : LintConfiguration()
    let runner = RuleRunner(rules: [rule], configuration: configuration ?? defaults)
    return runner.run(model, syntax: [syntax], sources: sources)
  }

  /// The findings of `rule` on a marked source, mapped to its markers.
  static func findings(
    _ rule: any LintRule, _ source: MarkedSource, configuration: LintConfiguration? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> [ExpectedFinding] {
    source.findings(
      diagnostics(
        rule, source.text, configuration: configuration, sourceLocation: sourceLocation))
  }
}

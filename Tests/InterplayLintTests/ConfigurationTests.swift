import InterplayDiagnostics
import InterplayPipeline
import InterplayTestSupport
import Testing

/// `.interplay.yml`: discovery, severities, profiles, warnings-as-errors, and every way a
/// configuration file can be wrong, each a diagnostic at its line and column.
@Suite struct ConfigurationTests {
  let folder = TemporaryFolder()

  /// The diagnostics about configuration files (which sort after the models' findings).
  private func configDiagnostics(_ report: PipelineResult) -> [Diagnostic] {
    report.diagnostics.filter { $0.id.rawValue.hasPrefix("config.") }
  }

  private func lint(_ config: String?, model: String = LintFixtures.lonelyTimer) -> PipelineResult {
    if let config { folder.write(".interplay.yml", config) }
    return ModelPipeline.load(paths: [folder.write("model/clock.ipl", model)], options: .linting)
  }

  @Test func withoutAFileEveryRuleRunsAtItsDefaultSeverity() {
    let report = lint(nil)
    #expect(
      LintFixtures.positions(report) == [
        "clock.ipl:2:9: lint.isolated-actor", "clock.ipl:3:3: lint.unobserved-event",
      ])
    #expect(report.diagnostics.allSatisfy { $0.severity == .warning })
    #expect(report.status == .clean)
  }

  @Test func severitiesTurnRulesOffOrUp() {
    let report = lint("rules:\n  unobserved-event: off\n  lint.isolated-actor: error\n")
    #expect(LintFixtures.ids(report) == ["lint.isolated-actor"])
    #expect(report.diagnostics.map(\.severity) == [.error])
    #expect(report.status == .findings)
  }

  @Test func noteSeverityNeverFailsTheRun() {
    let report = lint(
      "warnings-as-errors: true\nrules: { isolated-actor: note, unobserved-event: note }\n")
    #expect(report.diagnostics.map(\.severity) == [.note, .note])
    #expect(report.status == .clean)
  }

  @Test func warningsAsErrorsFailsTheRun() {
    let report = lint("warnings-as-errors: true\n")
    #expect(report.warningsAsErrors)
    #expect(report.status == .findings)
    #expect(lint("warnings-as-errors: false\n").status == .clean)
  }

  @Test func profilesTurnProfileRulesOn() {
    let model =
      "system S\nactor Timer {\n  event { tick }\n}\nbehaviour Flow {\n  observes Timer.event\n}\n"
    #expect(!LintFixtures.ids(lint(nil, model: model)).contains("lint.bsp-top-level-role"))
    #expect(
      LintFixtures.ids(lint("profiles: [bsp]\n", model: model)) == ["lint.bsp-top-level-role"])
    #expect(LintFixtures.ids(lint("profiles: bsp\n", model: model)) == ["lint.bsp-top-level-role"])
  }

  @Test func aSeverityTurnsOnASingleProfileRule() {
    let model =
      "system S\nactor Timer {\n  event { tick }\n}\nbehaviour Flow {\n  observes Timer.event\n}\n"
    let report = lint("rules: { bsp-top-level-role: warning }\n", model: model)
    #expect(LintFixtures.ids(report) == ["lint.bsp-top-level-role"])
    #expect(report.diagnostics.map(\.severity) == [.warning])
  }

  @Test func theNearestFileAboveTheInputApplies() {
    folder.write(".interplay.yml", "rules: { unobserved-event: off, isolated-actor: off }\n")
    folder.write("model/.interplay.yml", "rules: { isolated-actor: off }\n")
    let report = ModelPipeline.load(
      paths: [folder.write("model/deep/clock.ipl", LintFixtures.lonelyTimer)], options: .linting)
    #expect(LintFixtures.ids(report) == ["lint.unobserved-event"])
  }

  @Test func anExplicitFileReplacesDiscovery() {
    folder.write(".interplay.yml", "rules: { unobserved-event: off }\n")
    let other = folder.write("other.yml", "rules: { isolated-actor: off }\n")
    let path = folder.write("clock.ipl", LintFixtures.lonelyTimer)
    let report = ModelPipeline.load(
      paths: [path], options: PipelineOptions(configurationPath: other, lastStage: .lint))
    #expect(LintFixtures.ids(report) == ["lint.unobserved-event"])
    let ignored = ModelPipeline.load(
      paths: [path], options: PipelineOptions(discoversConfiguration: false, lastStage: .lint))
    #expect(LintFixtures.ids(ignored) == ["lint.isolated-actor", "lint.unobserved-event"])
  }

  @Test func aMissingExplicitFileIsAnInputError() {
    let path = folder.write("clock.ipl", LintFixtures.lonelyTimer)
    let missing = folder.path + "/missing.yml"
    let report = ModelPipeline.load(
      paths: [path], options: PipelineOptions(configurationPath: missing, lastStage: .lint))
    #expect(configDiagnostics(report).map(\.id) == ["config.unreadable"])
    #expect(
      configDiagnostics(report).first?.message == "configuration file '\(missing)' does not exist")
    #expect(report.status == .inputError)
  }

  @Test func unknownRulesAreWarningsWithASuggestion() {
    let report = lint("rules:\n  unobserved-evnt: off\n  made-up: error\n")
    #expect(
      LintFixtures.positions(report) == [
        "clock.ipl:2:9: lint.isolated-actor", "clock.ipl:3:3: lint.unobserved-event",
        ".interplay.yml:2:3: config.unknown-rule", ".interplay.yml:3:3: config.unknown-rule",
      ])
    let first = configDiagnostics(report)[0]
    #expect(first.severity == .warning)
    #expect(first.message == "unknown rule 'unobserved-evnt'")
    #expect(first.notes.map(\.message) == ["did you mean 'unobserved-event'?"])
    #expect(first.fixIts.first?.edits.map(\.replacement) == ["unobserved-event"])
    #expect(first.fixIts.first?.edits.first?.range.length == "unobserved-evnt".utf8.count)
    #expect(configDiagnostics(report)[1].notes.isEmpty)
    #expect(report.status == .clean)
  }

  @Test func invalidValuesAreErrorsAtTheValue() {
    let report = lint(
      "rules:\n  unobserved-event: fatal\nprofiles: [bsp, mvc]\nwarnings-as-errors: maybe\ncolour: red\n"
    )
    #expect(
      LintFixtures.positions(report) == [
        "clock.ipl:2:9: lint.isolated-actor", "clock.ipl:3:3: lint.unobserved-event",
        ".interplay.yml:2:21: config.invalid-value", ".interplay.yml:3:17: config.unknown-profile",
        ".interplay.yml:4:21: config.invalid-value", ".interplay.yml:5:1: config.unknown-key",
      ])
    #expect(
      configDiagnostics(report).map(\.message) == [
        "invalid severity 'fatal' for rule 'unobserved-event': expected 'error', 'warning', "
          + "'note' or 'off'",
        "unknown profile 'mvc'; known profiles: 'bsp', 'quantwm'",
        "'warnings-as-errors' must be 'true' or 'false', found 'maybe'",
        "unknown setting 'colour'",
      ])
    #expect(report.status == .inputError)
  }

  @Test func malformedYAMLIsAnErrorAtItsLine() {
    let report = lint("rules:\n  unobserved-event: off\n   bad: [unclosed\n")
    let first = configDiagnostics(report).first
    #expect(first?.id == "config.malformed")
    #expect(first?.message.hasPrefix("malformed configuration: ") == true)
    if let first {
      #expect(report.sources.location(of: first.range).line == 3)
    }
    #expect(report.status == .inputError)
  }

  @Test func aNonMappingFileIsAnInvalidValue() {
    let report = lint("- just\n- a list\n")
    #expect(configDiagnostics(report).first?.id == "config.invalid-value")
    #expect(
      configDiagnostics(report).first?.message
        == "the configuration must be a mapping of settings such as 'rules:'")
  }

  @Test func anEmptyFileMeansTheDefaults() {
    #expect(LintFixtures.ids(lint("# nothing yet\n")) == LintFixtures.ids(lint(nil)))
  }

  @Test func binaryGarbageNeverCrashes() {
    folder.write(".interplay.yml", bytes: [0xFF, 0xFE, 0x00, 0x41, 0x0A, 0xC3, 0x28])
    let report = ModelPipeline.load(
      paths: [folder.write("clock.ipl", LintFixtures.lonelyTimer)], options: .linting)
    #expect(!configDiagnostics(report).isEmpty)
    #expect(report.status == .inputError)
  }

  @Test func oneFileSharedByManyInputsIsReportedOnce() {
    folder.write(".interplay.yml", "rules: { nope: off }\n")
    folder.write("a.ipl", LintFixtures.lonelyTimer)
    folder.write("b.ipl", LintFixtures.lonelyTimer.replacingOccurrences(of: "Clock", with: "Other"))
    let report = ModelPipeline.load(paths: [folder.path], options: .linting)
    #expect(LintFixtures.ids(report).filter { $0 == "config.unknown-rule" }.count == 1)
  }
}

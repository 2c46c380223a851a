import Foundation
import InterplayDiagnostics
import InterplayLint
import InterplayPipeline
import InterplayTestSupport
import Testing

/// The lint driver with rules: which rules run, exit statuses, determinism.
@Suite struct LinterRulesTests {
  let folder = TemporaryFolder()

  @Test func aRuleReplacesTheResolverErrorItSupersedes() {
    let report = ModelPipeline.load(
      paths: [folder.write("f.ipl", LintFixtures.undeclaredSend)], options: .linting)
    #expect(
      LintFixtures.ids(report) == [
        "lint.isolated-actor", "lint.isolated-actor", "lint.send-outside-pathway",
      ])
    #expect(report.status == .findings)
    let off = folder.write("off.yml", "rules: { send-outside-pathway: off }\n")
    let silenced = ModelPipeline.load(
      paths: [folder.path + "/f.ipl"],
      options: PipelineOptions(configurationPath: off, lastStage: .lint))
    #expect(LintFixtures.ids(silenced) == ["lint.isolated-actor", "lint.isolated-actor"])
    #expect(silenced.status == .clean)
  }

  @Test func aProfileRuleSupersedesOnlyWhileItsProfileIsOn() {
    let model = """
      system S
      behaviour Player {}
      data Queue {
        var tracks: Int(0...3)
        recurring refresh by Player reads tracks writes tracks
      }

      """
    let plain = ModelPipeline.load(paths: [folder.write("plain.ipl", model)], options: .linting)
    #expect(LintFixtures.ids(plain) == ["resolve.recurring-writes"])
    #expect(plain.status == .inputError)
    let profiled = ModelPipeline.load(
      paths: [
        folder.write(
          "profiled.ipl",
          model.replacingOccurrences(of: "system S", with: "system S\nprofile quantwm"))
      ], options: .linting)
    #expect(LintFixtures.ids(profiled) == ["lint.quantwm-recurring-writes"])
    #expect(profiled.status == .findings)
  }

  @Test func rulesDoNotRunOnAModelWithErrors() {
    let report = ModelPipeline.load(
      paths: [
        folder.write(
          "e.ipl", LintFixtures.lonelyTimer + "behaviour B {\n  observes Nope.event\n}\n")
      ], options: .linting)
    #expect(LintFixtures.ids(report) == ["resolve.unknown-actor"])
    #expect(report.status == .inputError)
  }

  @Test func exitStatusFollowsSeverities() {
    let path = folder.write("w.ipl", LintFixtures.lonelyTimer)
    #expect(ModelPipeline.load(paths: [path], options: .linting).status == .clean)
    let strict = ModelPipeline.load(
      paths: [path], options: PipelineOptions(warningsAsErrors: true, lastStage: .lint))
    #expect(strict.status == .findings)
    #expect(strict.warningsAsErrors)
  }

  @Test func parseOnlyAndNoRulesRunNoRule() {
    let path = folder.write("w.ipl", LintFixtures.lonelyTimer)
    #expect(
      ModelPipeline.load(paths: [path], options: PipelineOptions(lastStage: .parse)).diagnostics
        == [])
    let resolved = ModelPipeline.load(paths: [path], options: PipelineOptions(lastStage: .resolve))
    #expect(resolved.diagnostics == [])
    #expect(resolved.models.count == 1)
  }

  @Test func eachSystemUsesTheConfigurationOfItsOwnFolder() {
    folder.write("quiet/.interplay.yml", "rules: { unobserved-event: off, isolated-actor: off }\n")
    folder.write("quiet/a.ipl", LintFixtures.lonelyTimer)
    folder.write("loud/b.ipl", LintFixtures.lonelyTimer)
    let report = ModelPipeline.load(
      paths: [folder.path + "/loud", folder.path + "/quiet"], options: .linting)
    #expect(
      LintFixtures.positions(report) == [
        "b.ipl:2:9: lint.isolated-actor", "b.ipl:3:3: lint.unobserved-event",
      ])
  }

  @Test func outputIsTheSameOnEveryRun() {
    var reports: [PipelineResult] = []
    for _ in 0..<3 {
      let paths = RuleRegistry.rules.enumerated().map { index, rule in
        folder.write("all/\(index).ipl", rule.documentation.bad)
      }
      reports.append(ModelPipeline.load(paths: paths, options: .linting))
    }
    #expect(!reports[0].diagnostics.isEmpty)
    #expect(reports[0].diagnostics == reports[1].diagnostics)
    #expect(reports[1].diagnostics == reports[2].diagnostics)
    #expect(reports[0].diagnostics == Diagnostic.sorted(reports[0].diagnostics))
  }
}

/// `--exclude`: inputs below an excluded path are left out.
@Suite struct ExcludedInputsTests {
  let folder = TemporaryFolder()

  @Test func excludedFoldersAndFilesAreNotLinted() {
    folder.write("models/good.ipl", LintFixtures.lonelyTimer)
    folder.write("models/bad/one.ipl", "system Broken\nservice {\n")
    folder.write("models/skip.ipl", "system AlsoBroken\nservice {\n")
    let report = ModelPipeline.load(
      paths: [folder.path + "/models"],
      options: PipelineOptions(
        excludedPaths: [folder.path + "/models/bad/", folder.path + "/models/skip.ipl"],
        lastStage: .lint))
    #expect(report.sources.files.map { ($0.path as NSString).lastPathComponent } == ["good.ipl"])
    #expect(report.status == .clean)
  }

  @Test func excludingEverythingLintsNothing() {
    folder.write("m/a.ipl", LintFixtures.lonelyTimer)
    let report = ModelPipeline.load(
      paths: [folder.path + "/m"],
      options: PipelineOptions(excludedPaths: [folder.path + "/m"], lastStage: .lint))
    #expect(report.diagnostics == [])
    #expect(report.status == .clean)
  }
}

import Foundation
import InterplayTestSupport
import Testing

/// `render`'s exit code for lint findings is `lint`'s, as the README's exit-code table
/// and docs/Rendering.md say: 1 for a lint error, 0 for warnings alone; the diagrams are
/// drawn either way (the models are `Diagrams/bad/`). A diagram past Graphviz's layout
/// limits is an input error at what it draws (65), not an internal error (70).
@Suite struct RenderExitCodeCommandTests {
  static func model(_ name: String) -> String {
    TestPaths.diagrams.appendingPathComponent("bad/" + name).path
  }

  @Test func aLintErrorIsExitOneAndTheDiagramsAreWritten() throws {
    let folder = TemporaryFolder()
    let run = try CommandLineRun.run(
      ["render", Self.model("forbidden-pathway.ipl"), "--format", "dot", "-o", "out"],
      in: folder.path)
    #expect(run.status == 1, "\(run.errors)")
    #expect(run.errors.contains("error:") && run.errors.contains("[lint.forbidden-pathway]"))
    let written = (try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/out")) ?? []
    #expect(written.contains("ForbiddenPathway-topology.dot"), "\(written)")
  }

  @Test func warningsAloneAreExitZero() throws {
    let folder = TemporaryFolder()
    let run = try CommandLineRun.run(
      ["render", Self.model("unused-type.ipl"), "--format", "dot", "-o", "out"], in: folder.path)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.contains("warning:") && run.errors.contains("[lint.unused-type]"))
  }

  @Test func aDiagramPastGraphvizLimitsIsALocatedInputError() throws {
    let folder = TemporaryFolder()
    let model = TestPaths.fixtures.appendingPathComponent("Hostile/render-layout-limit.ipl").path
    let run = try CommandLineRun.run(["render", model, "-o", "out"], in: folder.path)
    #expect(run.status == 65, "\(run.errors)")
    #expect(
      run.errors.hasPrefix(
        "\(model):11:1: error: the statechart diagram 'Sink' is past what Graphviz can lay "
          + "out (Edge length "), "\(run.errors)")
    #expect(run.errors.contains("larger than maximum 65535 allowed"))
    #expect(run.errors.contains("[limit.diagram-layout]\n"))
    #expect(!run.errors.contains("cannot render"))
    let written = (try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/out")) ?? []
    #expect(written == ["WideLabel-topology.svg"], "\(written)")
  }
}

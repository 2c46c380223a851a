import Foundation
import InterplayTestSupport
import Testing

/// `interplay export mermaid|plantuml` writes what `render --format mermaid|plantuml`
/// writes, byte for byte under the same names; one diagram is printed; an unknown format
/// names the formats export writes and `render --format` for the others.
@Suite struct ExportDiagramsCommandTests {
  let folder = TemporaryFolder()
  static let model = TestPaths.diagrams.appendingPathComponent("AccountApp").path

  @Test(arguments: [("mermaid", "mmd"), ("plantuml", "puml")])
  func exportWritesWhatRenderWrites(format: String, fileExtension: String) throws {
    let render = try CommandLineRun.run(
      ["render", Self.model, "--format", format, "-o", "render"], in: folder.path, timeout: 120)
    #expect(render.status == 0, "\(render.errors)")
    let export = try CommandLineRun.run(
      ["export", format, Self.model, "-o", "export"], in: folder.path, timeout: 120)
    #expect(export.status == 0, "\(export.errors)")
    let rendered = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/render")
      .sorted()
    let exported = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/export")
      .sorted()
    #expect(rendered == exported)
    #expect(rendered.count > 5 && rendered.allSatisfy { $0.hasSuffix("." + fileExtension) })
    for name in rendered {
      #expect(folder.read("render/" + name) == folder.read("export/" + name), "\(name)")
    }
    #expect(export.output.split(separator: "\n").count == exported.count)
  }

  /// One diagram (an actor's statechart) is printed; several without `--output` are a
  /// usage error.
  @Test func oneDiagramIsPrinted() throws {
    let printed = try CommandLineRun.run(
      ["export", "mermaid", Self.model, "--actor", "NetworkPortalBehaviour"], in: folder.path,
      timeout: 120)
    #expect(printed.status == 0, "\(printed.errors)")
    let render = try CommandLineRun.run(
      ["render", Self.model, "--kind", "statechart", "--format", "mermaid", "-o", "r"],
      in: folder.path, timeout: 120)
    #expect(render.status == 0)
    #expect(folder.read("r/AccountApp-statechart-NetworkPortalBehaviour.mmd") == printed.output)
    #expect(printed.output.hasPrefix("---\ntitle: "))
    let several = try CommandLineRun.run(
      ["export", "plantuml", Self.model], in: folder.path, timeout: 120)
    #expect(several.status == 64)
    #expect(several.errors.contains("give --output DIR"))
    let noActor = try CommandLineRun.run(
      ["export", "mermaid", Self.model, "--actor", "Nobody"], in: folder.path, timeout: 120)
    #expect(noActor.status == 64)
    #expect(noActor.errors.contains("no modelled actor named 'Nobody'"))
  }

  @Test func unknownFormatNamesTheFormatsAndRender() throws {
    let svg = try CommandLineRun.run(["export", "svg", Self.model], in: folder.path)
    #expect(svg.status == 64)
    #expect(svg.errors.contains("export writes scxml, mermaid or plantuml"))
    #expect(svg.errors.contains("`interplay render --format svg`"))
    let other = try CommandLineRun.run(["export", "graphml", Self.model], in: folder.path)
    #expect(other.status == 64)
    #expect(other.errors.contains("`interplay render --format svg|png|dot|mermaid|plantuml`"))
    let kind = try CommandLineRun.run(
      ["export", "scxml", Self.model, "--kind", "topology"], in: folder.path)
    #expect(kind.status == 64)
  }
}

import Foundation
import InterplayPipeline
import InterplayTestSupport
import Testing

@testable import InterplayRender

/// The README's pictures (`docs/images/*.svg`) are fresh: the DOT committed beside each,
/// laid out with the Helvetica table (`--text-metrics table`, the same on every machine),
/// is what the renderer makes today. Rerun `Scripts/render-readme-images.sh` when this
/// fails.
@Suite struct ReadmeImagesTests {
  static let folder = TestPaths.repositoryRoot.appendingPathComponent("docs/images")

  static var dotFiles: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".dot") }.sorted()
  }

  /// Every diagram the CLI draws for the bundled models, by file stem, text measured with
  /// the Helvetica table; topologies also at `--detail overview`, as `<stem>-overview`.
  static func currentDiagrams() throws -> [String: Diagram] {
    var result: [String: Diagram] = [:]
    for file in RenderFixtures.diagramFiles {
      let report = ModelPipeline.load(paths: [file.path], options: .linting)
      for model in report.models {
        for diagram in ModelDiagrams.diagrams(
          for: model, findings: report.diagnostics, textMetrics: .table)
        {
          result[diagram.fileStem] = diagram
        }
        for diagram in ModelDiagrams.diagrams(
          for: model, kinds: [.topology], findings: report.diagnostics, textMetrics: .table,
          topologyDetail: .overview)
        {
          result[diagram.fileStem + "-overview"] = diagram
        }
      }
    }
    return result
  }

  /// The README shows each bundled system's topology and one of its sequences, and every
  /// picture it links exists.
  @Test func theReadmeLinksEverySystem() throws {
    let readme = try String(
      contentsOf: TestPaths.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let systems = TestPaths.bundledModels.map { $0.deletingPathExtension().lastPathComponent }
    #expect(systems.count >= 8)
    for system in systems {
      #expect(readme.contains("docs/images/\(system)-topology.svg"), "\(system) topology")
      #expect(readme.contains("docs/images/\(system)-sequence-"), "\(system) sequence")
    }
    let linked = readme.components(separatedBy: "(docs/images/").dropFirst()
      .map { String($0.prefix { $0 != ")" }) }
    #expect(!linked.isEmpty)
    for name in linked {
      #expect(
        FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(name).path),
        "README links docs/images/\(name), which does not exist")
    }
  }

  @Test func thereArePictures() {
    #expect(Self.dotFiles.count >= 6)
  }

  @Test func everyPictureIsFresh() throws {
    let current = try Self.currentDiagrams()
    for name in Self.dotFiles {
      let stem = String(name.dropLast(4))
      let diagram = try #require(current[stem], "\(name) shows no current diagram")
      let committed = try String(
        contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
      #expect(
        committed == diagram.dot, "\(name) is stale: run Scripts/render-readme-images.sh")
    }
  }

  /// Each SVG was rendered from the DOT beside it: it parses, and it has exactly the
  /// visible nodes and the clusters that DOT declares.
  @Test func everySVGMatchesItsDOT() throws {
    let current = try Self.currentDiagrams()
    for name in Self.dotFiles {
      let stem = String(name.dropLast(4))
      let diagram = try #require(current[stem])
      let url = Self.folder.appendingPathComponent(stem + ".svg")
      let bytes = try #require(FileManager.default.contents(atPath: url.path), "no \(stem).svg")
      let svg = try SVGDocument(Array(bytes))
      #expect(
        Set(try svg.groups("node").map(\.title))
          == Set(
            diagram.planned.graph.allNodes.filter { $0.attributes["style"] != "invis" }.map(\.id)),
        "\(stem).svg")
      #expect(
        Set(try svg.groups("cluster").map(\.title))
          == Set(diagram.planned.graph.allSubgraphs.filter(\.isCluster).map(\.id)),
        "\(stem).svg")
    }
  }
}

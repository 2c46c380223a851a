import Foundation
import InterplayTestSupport
import Testing

/// `interplay render --detail overview` draws the topology with each scope as one node;
/// `full`, the default, draws every companion.
@Suite struct RenderDetailCommandTests {
  let folder = TemporaryFolder()

  @Test func overviewDrawsScopesAsNodes() throws {
    let model = TestPaths.diagrams.appendingPathComponent("AccountApp/AccountApp.ipl").path
    for detail in ["full", "overview"] {
      let run = try CommandLineRun.run(
        [
          "render", model, "--kind", "topology", "--format", "dot", "--detail", detail,
          "-o", detail,
        ],
        in: folder.path, timeout: 120)
      #expect(run.status == 0, "\(run.errors)")
    }
    let full = try #require(folder.read("full/AccountApp-topology.dot"))
    let overview = try #require(folder.read("overview/AccountApp-topology.dot"))
    #expect(full.contains("subgraph cluster_c0") && !full.contains("  s0 ["))
    #expect(overview.contains("  s0 [") && !overview.contains("subgraph cluster_c0"))
    let wrong = try CommandLineRun.run(
      ["render", model, "--detail", "some"], in: folder.path, timeout: 120)
    #expect(wrong.status != 0)
  }
}

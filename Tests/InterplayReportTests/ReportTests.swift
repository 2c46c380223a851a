import Foundation
import InterplayReport
import InterplayTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `interplay report`: the page of a good model and of a bad one with a counterexample,
/// read back as XML: diagrams, findings, verdicts, trace steps and heat classes; the
/// same bytes twice.
@Suite struct ReportTests {
  static let good = TestPaths.diagrams.appendingPathComponent("AccountApp/AccountApp.ipl").path
  static let bad = TestPaths.diagrams.appendingPathComponent(
    "bad/AccountApp/scope-popped-out-of-order.ipl"
  ).path

  @Test func theGoodModelsPageHasEveryDiagramAndHeat() throws {
    let page = ReportBuilder.build(paths: [Self.good])
    let index = try XMLSummary(page.index)
    #expect(index.figures.contains("topology"))
    #expect(index.figures.filter { $0 == "statechart" }.count == 5)
    #expect(index.figures.filter { $0 == "sequence" }.count == 6)
    #expect(index.verdicts["deadlock"] == "proved")
    #expect(index.verdicts["OneQuickLoginPerForeground"] == "proved")
    #expect(index.heatIDs.contains { $0.contains("state_") })
    #expect(index.heatIDs.contains { $0.contains("transition_") })
    #expect(index.heatIDs.contains { $0.contains("pathway_") })
    #expect(index.heatLevels.contains(5))
    #expect(index.traces.isEmpty)
    // Every asset is an SVG that parses, and names a diagram the page links to.
    for file in page.files where file.path.hasSuffix(".svg") {
      #expect(XMLParser(data: Data(file.bytes)).parse(), "\(file.path) is not XML")
      #expect(page.index.contains("href=\"\(file.path)\""))
    }
    #expect(page["assets/report.css"] != nil && page["assets/report.js"] != nil)
    #expect(!page.index.contains("http://") || !page.index.contains("src=\"http"))
  }

  @Test func theBadModelsPageHasItsViolationAndSteps() throws {
    let page = ReportBuilder.build(paths: [Self.bad])
    let index = try XMLSummary(page.index)
    #expect(index.findingIDs.contains("check.scopes"))
    #expect(index.verdicts["scopes"] == "violated")
    #expect(index.traces == ["AccountApp-trace0"])
    #expect(index.steps == 5)
    #expect(page.index.contains("<script type=\"application/json\" id=\"interplay-data\">"))
    // The trace's highlights name elements of the page.
    let data = try #require(index.scriptData.data(using: .utf8))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let steps = try #require(json["AccountApp-trace0"] as? [[String: [String]]])
    #expect(steps.count == 5)
    let ids = Set(index.ids)
    for step in steps {
      for id in step["actor", default: []] + step["states", default: []]
        + step["transitions", default: []]
      {
        #expect(ids.contains(id), "\(id) is not in the page")
      }
      for id in step["messages", default: []] { #expect(ids.contains(id + "_label")) }
    }
    #expect(steps.contains { !$0["transitions", default: []].isEmpty })
    #expect(steps.contains { !$0["messages", default: []].isEmpty })
  }

  @Test func theSameModelsGiveTheSameBytes() {
    let first = ReportBuilder.build(paths: [Self.bad])
    let second = ReportBuilder.build(paths: [Self.bad])
    #expect(first == second)
    #expect(first.version == second.version)
  }

  @Test func theCommandWritesTheFolder() throws {
    let folder = TemporaryFolder()
    let run = try CommandLineRun.run(["report", Self.bad, "--output", folder.path + "/out"])
    #expect(run.status == 0, "\(run.errors)")
    let index = try String(contentsOfFile: folder.path + "/out/index.html", encoding: .utf8)
    #expect(index.contains("check.scopes"))
    #expect(FileManager.default.fileExists(atPath: folder.path + "/out/assets/report.js"))
  }
}

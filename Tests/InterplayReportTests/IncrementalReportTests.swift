import Foundation
import InterplayCheck
import InterplayReport
import InterplayTestSupport
import Testing

/// The preview's builds with a ``ReportMemory``: a save that keeps the model's meaning
/// reuses the last search with its findings moved, the quick page leaves the search for
/// later, and a file that stops parsing keeps its last good diagrams.
@Suite struct IncrementalReportTests {
  /// `Tests/Fixtures/Report/door.ipl`.
  static let door = try! String(
    contentsOf: TestPaths.fixtures.appendingPathComponent("Report/door.ipl"), encoding: .utf8)

  /// Options whose searches are cancelled before they start: a page built with them
  /// shows a search only if it was not run again.
  static var cancelled: ReportOptions {
    var options = ReportOptions()
    let cancellation = SearchCancellation()
    cancellation.cancel()
    options.check.cancellation = cancellation
    return options
  }

  /// The `file:line:column` of the first finding with id `id` on the page.
  static func location(of id: String, in page: ReportPage) throws -> String {
    let items = page.index.components(separatedBy: "<li ").filter {
      $0.hasPrefix("class=\"finding") && $0.contains("data-id=\"\(id)\"")
    }
    let item = try #require(items.first)
    let start = try #require(item.range(of: "<span class=\"where\">")).upperBound
    return String(item[start...].prefix { $0 != "<" })
  }

  @Test func aCommentOnlySaveReusesTheSearchWithItsFindingsMoved() throws {
    let folder = TemporaryFolder()
    let path = folder.write("door.ipl", Self.door)
    let memory = ReportMemory()
    let first = ReportBuilder.build(paths: [path], memory: memory)
    #expect(try XMLSummary(first.index).verdicts["NeverOpen"] == "violated")
    #expect(try Self.location(of: "check.invariant", in: first) == "\(path):24:11")
    _ = folder.write("door.ipl", "// a comment\n// and another\n" + Self.door)
    let second = ReportBuilder.build(paths: [path], options: Self.cancelled, memory: memory)
    let index = try XMLSummary(second.index)
    #expect(index.verdicts["NeverOpen"] == "violated")
    #expect(index.traces == (try XMLSummary(first.index).traces) && !index.traces.isEmpty)
    #expect(try Self.location(of: "check.invariant", in: second) == "\(path):26:11")
    #expect(!second.isSearching)
  }

  @Test func aChangeOfMeaningSearchesAgain() throws {
    let folder = TemporaryFolder()
    let path = folder.write("door.ipl", Self.door)
    let memory = ReportMemory()
    _ = ReportBuilder.build(paths: [path], memory: memory)
    _ = folder.write("door.ipl", Self.door.replacingOccurrences(of: "budget 2", with: "budget 1"))
    // Searched again, and cancelled at once: nothing is decided, nothing is violated.
    let page = ReportBuilder.build(paths: [path], options: Self.cancelled, memory: memory)
    let index = try XMLSummary(page.index)
    #expect(index.verdicts["NeverOpen"] == "undecided")
    #expect(index.traces.isEmpty)
  }

  @Test func theQuickPageHasLintAndDiagramsAndLeavesTheSearch() throws {
    let folder = TemporaryFolder()
    let path = folder.write("door.ipl", Self.door)
    let page = ReportBuilder.build(paths: [path], memory: ReportMemory(), searches: false)
    #expect(page.isSearching)
    let index = try XMLSummary(page.index)
    #expect(index.figures.contains("topology") && index.figures.contains("statechart"))
    #expect(index.verdicts.isEmpty && index.traces.isEmpty)
    #expect(page.index.contains("class=\"notice searching\""))
    #expect(page.index.contains("<p class=\"summary\">searching…</p>"))
  }

  @Test func aSyntaxErrorKeepsTheLastGoodDiagramsUnderTheError() throws {
    let folder = TemporaryFolder()
    let path = folder.write("door.ipl", Self.door)
    let memory = ReportMemory()
    _ = ReportBuilder.build(paths: [path], memory: memory)
    let broken = String(Self.door.prefix(while: { $0 != "}" }))
    _ = folder.write("door.ipl", broken)
    // Without the memory the page has nothing to draw.
    let blank = try XMLSummary(ReportBuilder.build(paths: [path]).index)
    #expect(blank.figures.isEmpty)
    let page = ReportBuilder.build(paths: [path], memory: memory)
    let index = try XMLSummary(page.index)
    #expect(index.figures.contains("topology") && index.figures.contains("statechart"))
    #expect(index.findingIDs.contains { $0.hasPrefix("parse.") })
    #expect(page.index.contains("class=\"finding error\""))
    #expect(page.index.contains("class=\"notice last-good\""))
    #expect(page.index.contains("not rebuilt: fix the errors first"))
    #expect(index.verdicts.isEmpty)
    // Fixed again, the page is current and no longer says otherwise.
    _ = folder.write("door.ipl", Self.door)
    let fixed = ReportBuilder.build(paths: [path], memory: memory)
    #expect(!fixed.index.contains("notice"))
  }
}

import Foundation
import InterplayTestSupport
import Testing

/// `interplay preview`: the real process on a free port serves the report of a temporary
/// copy of a model; saving the file changes the version and the page.
@Suite(.serialized) struct PreviewTests {
  static func copy(_ relative: String, into folder: TemporaryFolder) throws -> String {
    let source = TestPaths.diagrams.appendingPathComponent(relative).path
    return folder.write(
      (relative as NSString).lastPathComponent, try String(contentsOfFile: source, encoding: .utf8))
  }

  @Test func savingTheModelServesANewVersion() throws {
    let folder = TemporaryFolder()
    let model = try Self.copy("LocationButton/LocationButton.ipl", into: folder)
    let server = try PreviewProcess([model])
    let (page, version) = try #require(try server.settled())
    #expect(page.contains("Locating"))
    let status = try server.fetch("status")
    #expect(
      status.hasPrefix("{\"builds\":")
        && status.hasSuffix("\"searching\":false,\"version\":\"\(version)\"}"))
    #expect(try server.fetch("assets/report.js").contains("interplay-data"))
    let text = try String(contentsOfFile: model, encoding: .utf8)
    try text.replacingOccurrences(of: "Locating", with: "Searching").write(
      toFile: model, atomically: true, encoding: .utf8)
    let next = try #require(try server.nextVersion(after: version))
    #expect(next != version)
    let (updated, _) = try #require(try server.settled())
    #expect(updated.contains("Searching") && !updated.contains("Locating"))
    #expect(server.stop() == 0)
  }

  /// Issue #31: a save that changes no meaning is not searched again (its first page is
  /// already whole, where a search would first serve `searching…`), and a syntax error
  /// keeps the last good diagrams under the error.
  @Test func aCommentKeepsTheSearchAndASyntaxErrorKeepsTheDiagrams() throws {
    let folder = TemporaryFolder()
    // A model with a counterexample: its findings' lines move with the comment.
    let model = try Self.copy("bad/Calculator/divide-guard-after-divide.ipl", into: folder)
    let server = try PreviewProcess([model])
    let (_, version) = try #require(try server.settled())
    let text = try String(contentsOfFile: model, encoding: .utf8)
    try ("// a comment on top\n" + text).write(toFile: model, atomically: true, encoding: .utf8)
    let commented = try #require(try server.nextVersion(after: version))
    let page = try server.fetch("")
    #expect(page.contains("content=\"\(commented)\"") && !page.contains("searching…"))
    // Cut in the middle of the first actor: the file no longer parses as a system.
    let actor = try #require(text.range(of: "\nactor "))
    try String(text[..<actor.upperBound] + "Broken {").write(
      toFile: model, atomically: true, encoding: .utf8)
    _ = try #require(try server.nextVersion(after: commented))
    let (broken, _) = try #require(try server.settled())
    #expect(broken.contains("class=\"finding error\" data-id=\"parse."))
    #expect(broken.contains("class=\"notice last-good\""))
    #expect(broken.contains("<svg"))
    #expect(server.stop() == 0)
  }

  /// Issue #35: a save while a slow rebuild runs cancels it. The slow model (twelve free
  /// stubs: billions of states) would search until `--max-memory` (the default 1G) or
  /// the 120 s timeout stopped it, and its page would be served first; the fix saved
  /// three seconds later is the next page served instead, and soon.
  @Test func aNewerSaveCancelsASlowRebuild() throws {
    let folder = TemporaryFolder()
    let model = folder.write(
      "model.ipl",
      "system Quick\nactor A budget 1 { event { first } }\nactor B { observes A.event }\n")
    let server = try PreviewProcess([model], arguments: ["--timeout", "120"])
    let version = try server.fetch("version")
    let stubs = (0..<12).map { "actor S\($0) budget 6 { event { tick } }" }
    let observed = (0..<12).map { "S\($0).event" }.joined(separator: ", ")
    try (["system Slow"] + stubs + ["actor Sink { observes \(observed) }", ""])
      .joined(separator: "\n").write(toFile: model, atomically: true, encoding: .utf8)
    Thread.sleep(forTimeInterval: 3)
    try "system Fixed\nactor A budget 1 { event { second } }\nactor B { observes A.event }\n"
      .write(toFile: model, atomically: true, encoding: .utf8)
    let saved = Date()
    // Each save first serves its lint and diagrams (the slow model's too, at once), then
    // its search: the fixed model's checked page comes, and soon.
    var next = version
    var page = ""
    while Date().timeIntervalSince(saved) < 100 {
      next = try #require(try server.nextVersion(after: next, seconds: 100))
      page = try server.fetch("")
      if page.contains("Fixed") && !page.contains("searching…") { break }
    }
    #expect(Date().timeIntervalSince(saved) < 60)
    #expect(page.contains("Fixed") && !page.contains("Slow"), "version \(next)")
    #expect(!page.contains("searching…"))
    #expect(server.stop() == 0)
  }
}

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
    let page = try server.fetch("")
    let version = try server.fetch("version")
    #expect(page.contains("<meta name=\"interplay-version\" content=\"\(version)\"/>"))
    #expect(page.contains("Locating"))
    #expect(try server.fetch("assets/report.js").contains("interplay-data"))
    let text = try String(contentsOfFile: model, encoding: .utf8)
    try text.replacingOccurrences(of: "Locating", with: "Searching").write(
      toFile: model, atomically: true, encoding: .utf8)
    let next = try #require(try server.nextVersion(after: version))
    #expect(next != version)
    let updated = try server.fetch("")
    #expect(updated.contains("Searching") && !updated.contains("Locating"))
    #expect(server.stop() == 0)
  }
}

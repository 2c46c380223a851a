import Foundation
import InterplayDiagnostics
import Testing

/// How file paths become SARIF artifact URIs.
@Suite("SARIF artifact URIs")
struct SARIFArtifactURITests {
  private typealias Object = [String: Any]

  @Test(
    "artifact URIs are percent-encoded RFC 3986 references",
    arguments: [
      ("models/app.ipl", "models/app.ipl"),
      ("modèles/café ☕.ipl", "mod%C3%A8les/caf%C3%A9%20%E2%98%95.ipl"),
      ("/tmp/a b.ipl", "file:///tmp/a%20b.ipl"),
      ("c:x.ipl", "c%3Ax.ipl"),
      ("100%#?.ipl", "100%25%23%3F.ipl"),
      ("../up/(x)+y,z~.ipl", "../up/(x)+y,z~.ipl"),
      ("back\\slash[1].ipl", "back%5Cslash%5B1%5D.ipl"),
    ])
  func artifactURIs(path: String, uri: String) throws {
    var sources = SourceSet()
    sources.add(SourceFile(path: path, text: "x"))
    let data = Data(SARIFDiagnosticRenderer(toolVersion: "1").render([], in: sources).utf8)
    let artifacts = try #require(
      ((try JSONSerialization.jsonObject(with: data) as? Object)?["runs"] as? [Object])?.first?[
        "artifacts"] as? [Object])
    let location = try #require(artifacts.first?["location"] as? Object)
    #expect(location["uri"] as? String == uri)
    #expect(location["index"] as? Int == 0)
    #expect(artifacts.first?["length"] as? Int == 1)
    let parsed = try #require(URL(string: uri))
    #expect(parsed.scheme == (path.hasPrefix("/") ? "file" : nil))
    #expect(parsed.path == path)  // Foundation decodes the percent escapes
    #expect(parsed.query == nil && parsed.fragment == nil)
    #expect(uri.removingPrefix("file://").removingPercentEncoding == path)
  }
}

extension String {
  fileprivate func removingPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }
}

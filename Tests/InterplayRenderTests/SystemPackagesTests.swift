import Foundation
import InterplayTestSupport
import Testing

/// Every Debian package the suite relies on is listed in `Scripts/debian-packages.txt`,
/// which `Scripts/install-deps.sh` installs: this test fails on a machine where one of
/// them is missing, instead of a render test failing later for a reason that looks like
/// a layout bug (a missing font, a missing Graphviz plugin).
@Suite struct SystemPackagesTests {
  /// The packages listed, comments and blank lines left out.
  static let listed: [String] = {
    let url = TestPaths.repositoryRoot.appendingPathComponent("Scripts/debian-packages.txt")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("#") }
  }()

  /// `dpkg-query`, where the machine has one (Debian and Ubuntu).
  static let dpkgQuery = ["/usr/bin/dpkg-query", "/bin/dpkg-query"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  @Test func theListHasTheRendererAndItsFonts() {
    for package in ["libgraphviz-dev", "libgvc6", "fonts-liberation", "fontconfig"] {
      #expect(Self.listed.contains(package), "\(package) is not in Scripts/debian-packages.txt")
    }
  }

  @Test(.enabled(if: dpkgQuery != nil, "not a Debian machine"), arguments: listed)
  func isInstalled(_ package: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.dpkgQuery))
    process.arguments = ["-W", "-f=${Status}", package]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    try process.run()
    process.waitUntilExit()
    let status = String(
      decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(
      status.hasSuffix("install ok installed"),
      "\(package) is not installed: run Scripts/install-deps.sh")
  }

  /// The render tests measure text with Liberation Sans: fontconfig must resolve the
  /// family the diagrams name to it.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fc-match")))
  func helveticaResolvesToLiberationSans() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/fc-match")
    process.arguments = ["Helvetica"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    process.waitUntilExit()
    let match = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(match.contains("Liberation Sans"), "fc-match Helvetica gives \(match)")
  }
}

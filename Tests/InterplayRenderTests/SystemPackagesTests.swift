import Foundation
import InterplayTestSupport
import Testing

/// Every Debian package the suite relies on is listed in `Scripts/install-deps.sh`, which
/// installs them (`--list` prints them): this test fails on a machine where one of them
/// is missing, instead of a render test failing later for a reason that looks like
/// a layout bug (a missing font, a missing Graphviz plugin).
@Suite struct SystemPackagesTests {
  /// The packages `Scripts/install-deps.sh --list` prints.
  static let listed: [String] = {
    let process = Process()
    // Through /bin/bash, so the list is read whatever PATH holds.
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [
      TestPaths.repositoryRoot.appendingPathComponent("Scripts/install-deps.sh").path, "--list",
    ]
    let output = Pipe()
    process.standardOutput = output
    guard (try? process.run()) != nil else { return [] }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }()

  /// The programs the command-line tests run the executable through: `setpriv` and
  /// `prlimit` (util-linux) and `/bin/sh`, all in every Debian base system. A missing one
  /// is named here rather than failing a test about permissions or full disks.
  @Test(arguments: ["/usr/bin/setpriv", "/usr/bin/prlimit", "/bin/sh"])
  func aProgramTheTestsRunIsThere(_ path: String) {
    #expect(
      FileManager.default.isExecutableFile(atPath: path),
      "\(path) is missing (util-linux and dash are part of every Debian base system)")
  }

  /// `dpkg-query`, where the machine has one (Debian and Ubuntu).
  static let dpkgQuery = ["/usr/bin/dpkg-query", "/bin/dpkg-query"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  @Test func theListHasTheRendererAndItsFonts() {
    for package in ["libgraphviz-dev", "libgvc6", "fonts-liberation", "fontconfig"] {
      #expect(
        Self.listed.contains(package), "\(package) is not installed by Scripts/install-deps.sh")
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

  /// The font the diagrams get for "Helvetica" comes from a package install-deps.sh
  /// installs, not from one that happens to be on this machine (fonts-liberation2 came
  /// with PlantUML and Chromium): `Scripts/test.sh` shows fontconfig only those fonts
  /// (`Scripts/fontconfig.conf`).
  @Test(
    .enabled(
      if: dpkgQuery != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/fc-match")))
  func theDiagramFontComesFromAListedPackage() throws {
    let file = try Self.output("/usr/bin/fc-match", ["-f", "%{file}", "Helvetica"])
    #expect(!file.isEmpty)
    let owner = try Self.output(try #require(Self.dpkgQuery), ["-S", file])
    let package = owner.split(separator: ":").first.map(String.init) ?? ""
    #expect(
      Self.listed.contains(package),
      "Helvetica resolves to \(file), from '\(package)', which Scripts/install-deps.sh does not install (run the suite with Scripts/test.sh)"
    )
  }

  /// `/usr/bin/python3` (the one the SARIF test runs) has jsonschema from a listed
  /// package.
  @Test(.enabled(if: dpkgQuery != nil))
  func theSchemaValidatorComesFromAListedPackage() throws {
    let file = try Self.output(
      "/usr/bin/python3", ["-c", "import jsonschema; print(jsonschema.__file__, end='')"])
    let owner = try Self.output(try #require(Self.dpkgQuery), ["-S", file])
    let package = owner.split(separator: ":").first.map(String.init) ?? ""
    #expect(Self.listed.contains(package), "jsonschema is \(file), from '\(package)'")
  }

  /// What a program prints on standard output.
  static func output(_ program: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}

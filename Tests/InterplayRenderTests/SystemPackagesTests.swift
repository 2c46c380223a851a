import Foundation
import InterplayTestSupport
import Testing

/// Every Debian package the suite relies on is listed in `Scripts/install-deps.sh`, which
/// installs them (`--list` prints them): this test fails on a machine where one of them
/// is missing, instead of a render test failing later for a reason that looks like
/// a layout bug (a missing font, a missing Graphviz plugin). The suite does not depend on
/// which font the machine resolves the diagram font to (sequence layouts measure text
/// with Graphviz's text layout); `TextFitsTests` draws with the fonts of two listed
/// packages, one at a time.
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
    for package in [
      "libgraphviz-dev", "libgvc6", "fonts-liberation", "fonts-dejavu-core", "fontconfig",
    ] {
      #expect(
        Self.listed.contains(package), "\(package) is not installed by Scripts/install-deps.sh")
    }
  }

  @Test(.enabled(if: dpkgQuery != nil, "not a Debian machine"), arguments: listed)
  func isInstalled(_ package: String) throws {
    let status = try ProcessOutput.standardOutput(
      of: try #require(Self.dpkgQuery), ["-W", "-f=${Status}", package])
    #expect(
      status.hasSuffix("install ok installed"),
      "\(package) is not installed: run Scripts/install-deps.sh")
  }

  /// The fonts `TextFitsTests` draws with, one family at a time, are the files of listed
  /// packages (the folders also hold other packages' fonts, such as fonts-dejavu-extra's).
  @Test(.enabled(if: dpkgQuery != nil), arguments: FontSetup.allCases)
  func theFontsOfTheFontTestsComeFromListedPackages(_ fonts: FontSetup) throws {
    #expect(Self.listed.contains(fonts.package), "\(fonts.package) is not listed")
    for file in fonts.files.map({ fonts.folder + "/" + $0 }) {
      let owner = try ProcessOutput.standardOutput(of: try #require(Self.dpkgQuery), ["-S", file])
      let package = owner.split(separator: ":").first.map(String.init) ?? ""
      #expect(package == fonts.package, "\(file) comes from '\(package)', not \(fonts.package)")
    }
  }

  /// Graphviz's text layout plugin (pango), which draws every label and measures the text
  /// of sequence layouts, comes from a listed package.
  @Test(.enabled(if: dpkgQuery != nil))
  func theTextLayoutPluginComesFromAListedPackage() throws {
    let folders = ["/usr/lib/x86_64-linux-gnu/graphviz", "/usr/lib/aarch64-linux-gnu/graphviz"]
    let plugin = try #require(
      folders.map { $0 + "/libgvplugin_pango.so.6" }.first {
        FileManager.default.fileExists(atPath: $0)
      }, "no libgvplugin_pango.so.6: run Scripts/install-deps.sh")
    let owner = try ProcessOutput.standardOutput(of: try #require(Self.dpkgQuery), ["-S", plugin])
    let package = owner.split(separator: ":").first.map(String.init) ?? ""
    #expect(Self.listed.contains(package), "\(plugin) comes from '\(package)'")
  }

  /// `/usr/bin/python3` (the one the SARIF test runs) has jsonschema, and the modules it
  /// cannot load without, from listed packages.
  @Test(.enabled(if: dpkgQuery != nil), arguments: ["jsonschema", "attr", "pyrsistent"])
  func theSchemaValidatorComesFromAListedPackage(_ module: String) throws {
    let file = try ProcessOutput.standardOutput(
      of:
        "/usr/bin/python3", ["-c", "import \(module); print(\(module).__file__, end='')"])
    let owner = try Self.owner(of: file)
    #expect(Self.listed.contains(owner), "\(module) is \(file), from '\(owner)'")
  }

  /// The modules `jsonschema` imports only when they are there (format checkers' helpers
  /// from python3-idna, -json-pointer, -rfc3987, -uritemplate, -webcolors, which this
  /// machine may have and a fresh one does not) are not needed: with them hidden, the
  /// validator the SARIF test runs (no format checker) still works, and everything it
  /// loads from dist-packages comes from a listed package. (What Python loads before the
  /// script, such as setuptools' `.pth` hook of the base system, is not the validator's.)
  @Test(.enabled(if: dpkgQuery != nil))
  func theSchemaValidatorNeedsNoUnlistedModule() throws {
    let blockers = TemporaryFolder()
    for module in ["idna", "jsonpointer", "rfc3987", "uritemplate", "webcolors"] {
      try "raise ImportError('\(module) is hidden: a fresh machine lacks it')\n".write(
        toFile: blockers.path + "/\(module).py", atomically: true, encoding: .utf8)
    }
    let script = """
      import sys
      before = set(sys.modules)
      import jsonschema
      schema = {"type": "object", "required": ["version"]}
      errors = list(jsonschema.Draft4Validator(schema).iter_errors({"runs": []}))
      assert len(errors) == 1, errors
      for name in set(sys.modules) - before:
          module = sys.modules[name]
          path = getattr(module, "__file__", None) or ""
          if "/dist-packages/" in path:
              print(path)
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = ["-c", script]
    process.environment = ["PYTHONPATH": blockers.path, "PATH": "/usr/bin:/bin"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "jsonschema does not validate without them")
    let files = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    #expect(!files.isEmpty)
    for file in files {
      let owner = try Self.owner(of: file)
      #expect(Self.listed.contains(owner), "the validator loads \(file), from '\(owner)'")
    }
  }

  /// Every font file the suite's fontconfig sees comes from a listed package, so no
  /// render here can differ from one on a fresh machine (Scripts/test.sh sets
  /// FONTCONFIG_FILE to the listed packages' files; run the suite through it).
  @Test(.enabled(if: dpkgQuery != nil))
  func everyFontTheSuiteSeesComesFromAListedPackage() throws {
    let files = try ProcessOutput.standardOutput(of: "/usr/bin/fc-list", ["--format", "%{file}\n"])
      .split(separator: "\n").map(String.init)
    #expect(!files.isEmpty)
    for file in files {
      let resolved = URL(fileURLWithPath: file).resolvingSymlinksInPath().path
      let owner = try Self.owner(of: resolved)
      #expect(
        Self.listed.contains(owner),
        "fontconfig sees \(resolved), from '\(owner)', which Scripts/install-deps.sh does not install (run the suite through Scripts/test.sh)"
      )
    }
  }

  /// The package that owns a file ("" when none does).
  static func owner(of file: String) throws -> String {
    let owner = try ProcessOutput.standardOutput(of: try #require(dpkgQuery), ["-S", file])
    return owner.split(separator: ":").first.map(String.init) ?? ""
  }
}

import Foundation
import InterplayTestSupport
import Testing

/// The Neovim snippet of docs/Editors.md, in Debian's Neovim against the tested
/// `interplay lsp`: `Scripts/test-neovim.sh` takes the snippet from the document and, in
/// `nvim --headless`, checks that the server's diagnostic reaches the buffer on the
/// misspelt line, that a definition request at a transition's target answers the line
/// declaring the state, and that the snippet's `:InterplayFormat` makes a badly formatted
/// buffer exactly what `interplay fmt` prints. Neovim is installed by
/// `Scripts/install-deps.sh`: a machine without it fails here, it does not skip.
@Suite struct NeovimSnippetTests {
  static let nvim = "/usr/bin/nvim"
  static let script = TestPaths.repositoryRoot.appendingPathComponent("Scripts/test-neovim.sh")
    .path
  /// The script bounds each of its waits and kills nvim after 40 s; the whole run is
  /// killed after this many seconds all the same (it takes a few seconds).
  static let timeLimit = 60

  /// What `dpkg-query` says of a package ("install ok installed" when installed), or nil
  /// on a machine without dpkg.
  static func packageStatus(_ package: String) throws -> String? {
    guard
      let query = ["/usr/bin/dpkg-query", "/bin/dpkg-query"].first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      })
    else { return nil }
    return try ProcessOutput.standardOutput(of: query, ["-W", "-f=${Status}", package])
  }

  @Test func theSnippetDiagnosesGoesToDefinitionsAndFormats() throws {
    if let status = try Self.packageStatus("neovim") {
      try #require(
        status.hasSuffix("install ok installed"),
        "Debian's neovim is not installed (dpkg: '\(status)'): run Scripts/install-deps.sh")
    }
    try #require(
      FileManager.default.isExecutableFile(atPath: Self.nvim),
      "\(Self.nvim) is missing: run Scripts/install-deps.sh (package neovim)")

    let folder = TemporaryFolder()
    let log = folder.path + "/output"
    FileManager.default.createFile(atPath: log, contents: nil)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
    let process = Process()
    // timeout(1) kills the script's whole process group (nvim, the server) at the limit.
    process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    process.arguments = ["-k", "5", String(Self.timeLimit), "/bin/bash", Self.script]
    process.environment = ProcessInfo.processInfo.environment.merging([
      // The tested executable (the script builds none), Debian's Neovim, and only the
      // system's programs (python3 is Debian's, as install-deps lists it).
      "INTERPLAY": CommandLineRun.executable.path, "NVIM": Self.nvim, "PATH": "/usr/bin:/bin",
    ]) { $1 }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = handle
    process.standardError = handle
    let start = Date()
    try process.run()
    // A backstop in case timeout(1) itself does not return.
    while process.isRunning && Date().timeIntervalSince(start) < Double(Self.timeLimit + 15) {
      usleep(50_000)
    }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    try handle.close()
    let seconds = Int(Date().timeIntervalSince(start).rounded())
    let output = String(
      decoding: (try? Data(contentsOf: URL(fileURLWithPath: log))) ?? Data(), as: UTF8.self)

    #expect(
      process.terminationStatus == 0,
      "Scripts/test-neovim.sh exited \(process.terminationStatus) after \(seconds) s (124 or 137: killed at the \(Self.timeLimit) s limit):\n\(output)"
    )
    guard process.terminationStatus == 0 else { return }
    for check in [
      "passed: the server's resolve.unknown-state diagnostic reached the buffer, on line 10",
      "passed: go to definition from Closed on line 13 answers its declaration on line 9",
      "passed: :InterplayFormat made the buffer what 'interplay fmt' prints",
    ] {
      #expect(output.contains(check), "'\(check)' missing from:\n\(output)")
    }
  }
}

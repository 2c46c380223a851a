import InterplayDiagnostics
import InterplaySyntax
import InterplayTestSupport
import Testing

/// `interplay fmt`: check mode changes nothing, in-place rewrites atomically, errors block.
@Suite struct FormatDriverTests {
  let folder = TemporaryFolder()
  let messy = "system   S\nenum Place{home,work}\n"

  @Test func checkReportsWithoutWriting() {
    let path = folder.write("m.ipl", messy)
    let report = FormatDriver.run(paths: [path], mode: .check)
    #expect(report.status == .findings)
    #expect(report.diagnostics.map(\.id) == ["fmt.not-formatted"])
    #expect(folder.read("m.ipl") == messy)
  }

  @Test func inPlaceRewritesAndIsThenClean() throws {
    let path = folder.write("m.ipl", messy)
    let first = FormatDriver.run(paths: [path], mode: .inPlace)
    #expect(first.status == .clean)
    #expect(folder.read("m.ipl") != messy)
    #expect(folder.entries() == ["m.ipl"], "no temporary file may remain")
    let second = FormatDriver.run(paths: [path], mode: .check)
    #expect(second.status == .clean)
    #expect(second.outputs.map(\.changed) == [false])
  }

  @Test func fileWithParseErrorsIsNeverRewritten() {
    let broken = "system S\nenum Place { home, \n actor {"
    let path = folder.write("broken.ipl", broken)
    let report = FormatDriver.run(paths: [path], mode: .inPlace)
    #expect(report.status == .inputError)
    #expect(!report.diagnostics.isEmpty)
    #expect(folder.read("broken.ipl") == broken)
  }

  @Test func readOnlyFolderKeepsTheOriginal() throws {
    let path = folder.write("ro/m.ipl", messy)
    chmod(folder.path + "/ro", 0o555)
    defer { chmod(folder.path + "/ro", 0o755) }
    // Root can write anywhere; the atomic path is then exercised by the other tests.
    guard getuid() != 0 else { return }
    let report = FormatDriver.run(paths: [path], mode: .inPlace)
    #expect(report.diagnostics.map(\.id) == ["fmt.write-failed"])
    #expect(folder.read("ro/m.ipl") == messy)
  }
}

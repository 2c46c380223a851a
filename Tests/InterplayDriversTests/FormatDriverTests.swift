import Foundation
import InterplayDiagnostics
import InterplayDrivers
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

  @Test(.enabled(if: getuid() != 0, "root writes into read-only folders"))
  func readOnlyFolderKeepsTheOriginal() throws {
    let path = folder.write("ro/m.ipl", messy)
    chmod(folder.path + "/ro", 0o555)
    defer { chmod(folder.path + "/ro", 0o755) }
    let report = FormatDriver.run(paths: [path], mode: .inPlace)
    #expect(report.diagnostics.map(\.id) == ["fmt.write-failed"])
    #expect(folder.read("ro/m.ipl") == messy)
  }

  @Test func failedAtomicWriteLeavesNothingBehind() {
    let path = folder.write("m.ipl", messy)
    // A path below a regular file cannot be created, not even by root.
    #expect(throws: AtomicFileWriter.WriteError.self) {
      try AtomicFileWriter.write(Array("x".utf8), to: path + "/child.ipl")
    }
    #expect(folder.read("m.ipl") == messy)
    #expect(folder.entries() == ["m.ipl"])
  }
}

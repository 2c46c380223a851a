import Foundation
import InterplayDiagnostics
import InterplayTestSupport
import Testing

/// Writes through symbolic links to regular files, and never over a special file.
@Suite struct AtomicFileWriterTests {
  let folder = TemporaryFolder()

  private func isLink(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
  }

  private func mode(_ name: String) -> mode_t {
    var status = stat()
    return stat(folder.path + "/" + name, &status) == 0 ? status.st_mode & 0o7777 : 0
  }

  /// Unnamed files (`O_TMPFILE`, linked to their name once written) and named
  /// temporaries give the same files: complete, with the replaced file's mode, and
  /// nothing else in the folder.
  @Test(arguments: [true, false])
  func newAndReplacedFilesAreComplete(_ unnamedFiles: Bool) throws {
    let text = String(repeating: "interplay ", count: 100_000)
    try AtomicFileWriter.write(
      Array(text.utf8), to: folder.path + "/new.txt", unnamedFiles: unnamedFiles)
    #expect(folder.read("new.txt") == text)
    #expect(mode("new.txt") == 0o644)
    folder.write("old.txt", "old")
    #expect(chmod(folder.path + "/old.txt", 0o600) == 0)
    try AtomicFileWriter.write(
      Array("new".utf8), to: folder.path + "/old.txt", unnamedFiles: unnamedFiles)
    #expect(folder.read("old.txt") == "new")
    #expect(mode("old.txt") == 0o600)
    #expect(folder.entries() == ["new.txt", "old.txt"])
  }

  @Test func aLinkToAFileIsWrittenThrough() throws {
    folder.write("real.txt", "old")
    #expect(symlink("real.txt", folder.path + "/link.txt") == 0)
    try AtomicFileWriter.write(Array("new".utf8), to: folder.path + "/link.txt")
    #expect(isLink(folder.path + "/link.txt"))
    #expect(folder.read("real.txt") == "new")
    #expect(folder.entries() == ["link.txt", "real.txt"])
  }

  @Test func aDanglingLinkCreatesItsTarget() throws {
    #expect(symlink("made.txt", folder.path + "/link.txt") == 0)
    try AtomicFileWriter.write(Array("new".utf8), to: folder.path + "/link.txt")
    #expect(isLink(folder.path + "/link.txt"))
    #expect(folder.read("made.txt") == "new")
  }

  /// A rename through a link to /dev/null would replace /dev/null itself (as root).
  @Test func aLinkToADeviceIsRefused() {
    #expect(symlink("/dev/null", folder.path + "/null.txt") == 0)
    #expect(throws: AtomicFileWriter.WriteError.self) {
      try AtomicFileWriter.write(Array("x".utf8), to: folder.path + "/null.txt")
    }
    var status = stat()
    #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    #expect(folder.entries() == ["null.txt"])
  }
}

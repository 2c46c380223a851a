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

import Foundation
import InterplayTestSupport
import Testing

/// Hostile inputs through the built `interplay` executable: each ends at once with its
/// diagnostic and exit 65 (input error), never a hang or an unbounded read.
///
/// A second is the goal; the bound below is looser so a loaded machine running a debug
/// build does not fail it, while a hang (killed at the timeout) still does.
@Suite struct HostileInputCommandTests {
  let folder = TemporaryFolder()
  static let bound = 10.0

  private func run(_ arguments: [String], prefix: [String] = []) throws -> CommandLineRun {
    let run = try CommandLineRun.run(
      arguments, in: folder.path, timeout: 3 * Self.bound, prefix: prefix)
    #expect(!run.timedOut)
    #expect(run.seconds < Self.bound)
    return run
  }

  @Test func lintOfADevice() throws {
    let run = try run(["lint", "/dev/zero"])
    #expect(run.status == 65)
    #expect(run.output.contains("[load.not-a-regular-file]"))
  }

  @Test func fifoInAnInputFolder() throws {
    folder.write("models/a.ipl", "system A\nenum E { x }\n")
    #expect(mkfifo(folder.path + "/models/x.ipl", 0o644) == 0)
    let run = try run(["lint", "models"])
    #expect(run.status == 65)
    #expect(run.output.contains("models/x.ipl:1:1: error: 'models/x.ipl' is a FIFO"))
  }

  @Test func configurationThatIsADevice() throws {
    folder.write("a.ipl", "system A\nenum E { x }\n")
    let run = try run(["lint", "--config", "/dev/zero", "a.ipl"])
    #expect(run.status == 65)
    #expect(run.output.contains("[config.unreadable]"))
  }

  @Test func traceThatIsADevice() throws {
    let run = try run(["run", "--replay", "/dev/zero"])
    #expect(run.status == 65)
    #expect(
      run.errors.contains("'/dev/zero' is a character device")
        || run.output.contains("'/dev/zero' is a character device"))
  }

  @Test func importOfProcEnvironIsNeverPrinted() throws {
    let path = TestPaths.fixtures.appendingPathComponent("Hostile/io-import-proc-environ.ipl").path
    let run = try run(["lint", "--annotated", path])
    #expect(run.status == 65)
    #expect(run.output.contains("[load.special-file]"))
    #expect(!run.output.contains("PATH=") && !run.errors.contains("PATH="))
  }

  /// A folder the user cannot list is a diagnostic, not skipped in silence. Root lists
  /// every folder, so as root the command runs as `nobody`.
  @Test func unreadableSubfolder() throws {
    folder.write("models/a.ipl", "system A\nenum E { x }\n")
    folder.write("models/locked/b.ipl", "system B\nenum E { x }\n")
    chmod(folder.path, 0o755)
    chmod(folder.path + "/models/locked", 0)
    defer { chmod(folder.path + "/models/locked", 0o755) }
    let asNobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
    let run = try run(["lint", "models"], prefix: getuid() == 0 ? asNobody : [])
    #expect(run.status == 65)
    #expect(
      run.output.contains(
        "models/locked:1:1: error: cannot list folder 'models/locked': its files are not checked [load.unreadable-folder]"
      ))
  }
}

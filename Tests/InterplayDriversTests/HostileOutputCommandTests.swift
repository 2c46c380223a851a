import Foundation
import InterplayTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// What the commands write, given hostile text or a hostile place to write it: no forged
/// lines, no terminal escapes, XML that stays XML, exit codes by meaning. The fixtures
/// are `Tests/Fixtures/Hostile/out-*`.
@Suite struct HostileOutputCommandTests {
  let folder = TemporaryFolder()

  static func fixture(_ name: String) -> String {
    TestPaths.fixtures.appendingPathComponent("Hostile/" + name).path
  }

  private func run(_ arguments: [String]) throws -> CommandLineRun {
    let run = try CommandLineRun.run(arguments, in: folder.path, timeout: 60)
    #expect(!run.timedOut)
    return run
  }

  private func isXML(_ path: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: path) else { return false }
    return XMLParser(data: data).parse()
  }

  @Test func aLineBreakInAnAssertionMessageForgesNoLine() throws {
    let run = try run(["check", Self.fixture("out-forged-line.ipl")])
    #expect(run.status == 1)
    let lines = run.output.split(separator: "\n")
    #expect(!lines.contains { $0.hasPrefix("fake.ipl") })
    #expect(run.output.contains(#"bad\nfake.ipl:1:1: error: forged \u{1B}[31mred\u{1B}[0m"#))
    #expect(!run.output.unicodeScalars.contains("\u{1B}"))
  }

  @Test func aLineBreakInAFileNameForgesNoLine() throws {
    let path = folder.write("x\nfake.ipl:1:1: error: forged.ipl", "system A\nenum E { x }\n")
    let run = try run(["lint", path])
    #expect(!run.output.split(separator: "\n").contains { $0.hasPrefix("fake.ipl") })
    #expect(run.output.contains(#"x\nfake.ipl:1:1: error: forged.ipl"#))
  }

  @Test func textXMLCannotCarryStillRendersAsXML() throws {
    let run = try run(["render", Self.fixture("out-control-text.ipl"), "-o", "out"])
    #expect(run.status == 0, "\(run.errors)")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/out")) ?? []
    #expect(
      files.sorted() == [
        "ControlText-sequence-Ping.svg", "ControlText-statechart-Sink.svg",
        "ControlText-topology.svg",
      ])
    for file in files { #expect(isXML(folder.path + "/out/" + file), "\(file)") }
    let sequence = folder.read("out/ControlText-sequence-Ping.svg") ?? ""
    #expect(sequence.contains(#"a\u{1}b\u{FFFE}c &amp;#1;"#))
  }

  @Test func anUnwritableOutputFolderIsExit73() throws {
    folder.write("file", "a file where a folder should be")
    let run = try run(["render", Self.fixture("out-control-text.ipl"), "-o", "file/out"])
    #expect(run.status == 73)
    #expect(run.errors.contains("error: cannot write '"))
  }

  /// Root writes into any folder, so as root the command runs as `nobody`.
  @Test func aReadOnlyOutputFolderIsExit73() throws {
    folder.write("out/.keep", "")
    chmod(folder.path, 0o755)
    chmod(folder.path + "/out", 0o555)
    defer { chmod(folder.path + "/out", 0o755) }
    let asNobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
    let run = try CommandLineRun.run(
      ["render", Self.fixture("out-control-text.ipl"), "-o", "out"], in: folder.path,
      timeout: 60, prefix: getuid() == 0 ? asNobody : [])
    #expect(run.status == 73)
    #expect(
      run.errors.contains("error: cannot write 'out/ControlText-topology.svg': permission denied"))
    #expect(folder.entries() == ["out"])
    #expect(
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/out")) ?? []) == [
        ".keep"
      ])
  }

  @Test func anUnwritableTraceFolderIsExit73WithAPlainMessage() throws {
    folder.write("file", "a file where a folder should be")
    let run = try run(["check", Self.fixture("out-forged-line.ipl"), "--trace-dir", "file/t"])
    #expect(run.status == 73)
    #expect(run.errors.hasPrefix("error: cannot create folder 'file/t'"))
    #expect(!run.errors.contains("TraceFileError"))
  }

  @Test func formatInPlaceWritesThroughASymbolicLink() throws {
    let target = folder.write("real.ipl", "system   A\nenum E {x}\n")
    #expect(symlink("real.ipl", folder.path + "/link.ipl") == 0)
    let run = try run(["fmt", "--in-place", "link.ipl"])
    #expect(run.status == 0, "\(run.output)\(run.errors)")
    var status = stat()
    #expect(lstat(folder.path + "/link.ipl", &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
    #expect(folder.read("real.ipl") == "system A\n\nenum E { x }\n")
    #expect(folder.entries() == ["link.ipl", "real.ipl"])
    _ = target
  }

  /// A full disk where the report goes: `/dev/full` fails every write with ENOSPC.
  @Test(arguments: [
    ["check", "--no-timing"], ["lint", "--format", "json"], ["run"], ["fmt"], ["--help"],
  ])
  func aFullStandardOutputIsExit73(_ command: [String]) throws {
    let arguments =
      command == ["--help"] ? command : command + [Self.fixture("out-forged-line.ipl")]
    let run = try CommandLineRun.run(
      arguments, in: folder.path, timeout: 60,
      prefix: ["/bin/sh", "-c", #"exec "$0" "$@" >/dev/full"#])
    #expect(run.status == 73, "\(arguments): \(run.errors)")
    #expect(run.errors.hasSuffix("error: cannot write standard output: No space left on device\n"))
  }

  /// A disk that fills while diagrams are written, as a file-size limit makes it: every
  /// file that does not fit is named, the exit is 73, and no temporary file is left.
  @Test func aFullDiskWhileRenderingIsExit73WithNoTemporaryFiles() throws {
    folder.write("out/.keep", "")
    let run = try CommandLineRun.run(
      ["render", TestPaths.diagrams.appendingPathComponent("AccountApp").path, "-o", "out"],
      in: folder.path, timeout: 60, prefix: ["/usr/bin/prlimit", "--fsize=2000", "--"])
    #expect(run.status == 73, "\(run.errors)")
    #expect(
      run.errors.contains("error: cannot write 'out/AccountApp-topology.svg': file too large"))
    let left = (try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/out")) ?? []
    #expect(!left.contains { $0.contains(".tmp") }, "\(left)")
  }
}

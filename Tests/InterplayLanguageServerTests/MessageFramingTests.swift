import Foundation
import InterplayLanguageServer
import InterplayTestSupport
import Testing

/// The base protocol's framing against malformed frames: a header block without
/// `Content-Length` costs only itself (the reader resynchronises on the next one), and a
/// header block is bounded and scanned once, whatever its size. The minimal inputs are
/// `Tests/Fixtures/Hostile/lsp/`.
@Suite struct MessageFramingTests {
  static func fixture(_ name: String) -> String {
    TestPaths.fixtures.appendingPathComponent("Hostile/lsp/" + name).path
  }

  /// Every frame of the file at `path`, up to the end.
  static func frames(of path: String) throws -> [MessageReader.Frame] {
    let descriptor = open(path, O_RDONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    var reader = MessageReader(descriptor: descriptor)
    var frames: [MessageReader.Frame] = []
    while true {
      let frame = reader.next()
      frames.append(frame)
      if frame == .end || frames.count > 100 { return frames }
    }
  }

  static func message(_ text: String) -> MessageReader.Frame { .message(Data(text.utf8)) }

  @Test func aFrameWithoutContentLengthCostsOnlyItself() throws {
    #expect(
      try Self.frames(of: Self.fixture("missing-length.bin")) == [
        .malformed("missing or invalid Content-Length header"),
        Self.message(
          #"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"capabilities":{}}}"#),
        Self.message(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#),
        .end,
      ])
  }

  @Test func leftoverBytesBeforeAHeaderAndABadLengthAreSkipped() throws {
    #expect(
      try Self.frames(of: Self.fixture("leftover-bytes.bin")) == [
        Self.message("{}"),
        .malformed("missing or invalid Content-Length header"),
        Self.message("[1]"),
        .malformed("missing or invalid Content-Length header"),
        Self.message(#"{"a":1}"#),
        .end,
      ])
  }

  /// The server answers the messages after the bad frame (it used to drop them all).
  @Test func theServerAnswersWhatFollowsABadFrame() throws {
    let folder = TemporaryFolder()
    let output = folder.path + "/out"
    FileManager.default.createFile(atPath: output, contents: nil)
    let input = open(Self.fixture("missing-length.bin"), O_RDONLY)
    let written = open(output, O_WRONLY)
    defer {
      close(input)
      close(written)
    }
    _ = ServerLoop.run(input: input, output: written)
    let text = try #require(folder.read("out"))
    #expect(text.contains(#""code":-32700"#))
    #expect(text.contains(#""id":2"#) && text.contains("capabilities"))
    #expect(text.contains(#""id":3"#))
    #expect(!text.contains(#""id":1"#))
  }

  /// A blank line where a header block was due (found by the framing fuzzer: the reader
  /// trapped on it) is a malformed frame like any other.
  @Test func anEmptyHeaderBlockIsMalformed() throws {
    #expect(
      try Self.frames(of: Self.fixture("empty-header-block.bin")) == [
        Self.message("{}"), .malformed("missing or invalid Content-Length header"),
        Self.message("[]"), .end,
      ])
  }

  /// Every stream under `Hostile/lsp` (where `Scripts/fuzz.sh --target lsp` saves what
  /// crashed) gives the same frames read whole and in pieces of 1 to 13 bytes, and the
  /// server serves it to its end.
  @Test func everyHostileStreamFramesTheSameHoweverSplit() throws {
    let folder = TestPaths.fixtures.appendingPathComponent("Hostile/lsp")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names.count >= 2)
    for name in names {
      let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
      #expect(FramingProbe.defect(in: bytes) == nil, "\(name)")
    }
  }

  /// 32 MiB of headers: one report, the memory of one 64 KiB block, linear time, and the
  /// next frame is read.
  @Test func aHugeHeaderBlockIsBoundedAndScannedOnce() throws {
    let folder = TemporaryFolder()
    let junk = "X-Junk: " + String(repeating: "a", count: 32 << 20) + "\r\n"
    let path = folder.write(
      "huge.bin", junk + "Content-Length: 2\r\n\r\n{}" + "Content-Length: 2\r\n\r\n[]")
    let started = ContinuousClock.now
    let frames = try Self.frames(of: path)
    let elapsed = ContinuousClock.now - started
    #expect(frames == [.malformed("header block larger than 64 KiB"), Self.message("[]"), .end])
    #expect(elapsed < .seconds(10), "\(elapsed)")
  }

  /// Many headers, each short: the same bound.
  @Test func manyHeaderLinesAreBoundedToo() throws {
    let folder = TemporaryFolder()
    let lines = String(repeating: "X-A: b\r\n", count: 100_000)
    let path = folder.write("many.bin", lines + "\r\n" + "Content-Length: 2\r\n\r\n[]")
    #expect(
      try Self.frames(of: path) == [
        .malformed("header block larger than 64 KiB"), Self.message("[]"), .end,
      ])
  }
}

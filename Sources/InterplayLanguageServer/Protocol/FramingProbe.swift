import Foundation

/// A self-check of the base protocol on arbitrary bytes, for the framing fuzz target
/// (`Scripts/fuzz-lsp.sh`) and the tests that replay what it found.
///
/// Two properties must hold for any input:
/// - the frames do not depend on how the bytes arrive: read from a pipe in one write, or
///   in pieces of 1 to 13 bytes (a client's writes and the kernel's reads split frames
///   anywhere, also inside `Content-Length:` and inside the blank line);
/// - the server serves the input to its end without trapping, whatever the messages say.
public enum FramingProbe {
  /// The most frames read from one input: more than any input of the fuzzer's length
  /// holds (each frame takes at least one byte), so reaching it is a defect (a reader
  /// that no longer consumes its input).
  static let frameLimit = 1 << 20

  /// A description of how `bytes` break a property, or nil when both hold.
  public static func defect(in bytes: [UInt8]) -> String? {
    let whole = frames(of: bytes, pieces: [bytes.count])
    let split = frames(of: bytes, pieces: Array(1...13))
    guard whole == split else {
      return "frames differ when split:\n  whole: \(describe(whole))\n  split: \(describe(split))"
    }
    if whole.count > frameLimit { return "more than \(frameLimit) frames" }
    serve(bytes)
    return nil
  }

  /// The frames the reader makes of `bytes`, written into a pipe by another thread in
  /// pieces of the sizes in `pieces`, cycled.
  static func frames(of bytes: [UInt8], pieces: [Int]) -> [MessageReader.Frame] {
    withPipe(feeding: bytes, pieces: pieces) { descriptor in
      var reader = MessageReader(descriptor: descriptor)
      var frames: [MessageReader.Frame] = []
      while frames.count <= frameLimit {
        let frame = reader.next()
        frames.append(frame)
        if frame == .end { break }
      }
      return frames
    }
  }

  /// Runs the server loop over `bytes`, writing its answers to `/dev/null`.
  static func serve(_ bytes: [UInt8]) {
    let output = open("/dev/null", O_WRONLY)
    defer { close(output) }
    _ = withPipe(feeding: bytes, pieces: [bytes.count]) { descriptor in
      ServerLoop.run(input: descriptor, output: output)
    }
  }

  /// Calls `body` with the reading end of a pipe that another thread fills with `bytes`,
  /// in pieces of the sizes in `pieces` (cycled), then closes. The reading end is
  /// drained before it is closed, so the writer never blocks on a reader that stopped.
  private static func withPipe<Result>(
    feeding bytes: [UInt8], pieces: [Int], _ body: (Int32) -> Result
  ) -> Result {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { fatalError("pipe: \(String(cString: strerror(errno)))") }
    let (reading, writing) = (ends[0], ends[1])
    let done = DispatchSemaphore(value: 0)
    let writer = Thread {
      var offset = 0
      var piece = 0
      while offset < bytes.count {
        let size = min(max(pieces[piece % pieces.count], 1), bytes.count - offset)
        let written = bytes[offset..<offset + size].withUnsafeBytes {
          write(writing, $0.baseAddress, size)
        }
        if written < 0, errno == EINTR { continue }
        if written <= 0 { break }
        offset += written
        piece += 1
      }
      close(writing)
      done.signal()
    }
    writer.start()
    let result = body(reading)
    var sink = [UInt8](repeating: 0, count: 1 << 16)
    while sink.withUnsafeMutableBytes({ read(reading, $0.baseAddress, $0.count) }) > 0 {}
    done.wait()
    close(reading)
    return result
  }

  /// The frames in a short form for a defect's message.
  private static func describe(_ frames: [MessageReader.Frame]) -> String {
    frames.prefix(20).map { frame in
      switch frame {
      case .message(let body): "message(\(body.count) bytes)"
      case .malformed(let reason): "malformed(\(reason))"
      case .end: "end"
      }
    }.joined(separator: ", ")
  }
}

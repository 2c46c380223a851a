import Foundation
import InterplayTestSupport
import Testing

/// Compares text against a snapshot file under `Snapshots/`, line by line; records it
/// instead when the environment sets `RECORD_SNAPSHOTS=1` or the file does not exist.
enum Snapshot {
  static let folder = TestPaths.repositoryRoot
    .appendingPathComponent("Tests/InterplayRuntimeTests/Snapshots")

  static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

  /// Asserts `actual` equals the snapshot `name`; the failure names the first differing
  /// line (a trace step) with what was expected and what happened.
  static func assert(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = folder.appendingPathComponent(name + ".txt")
    guard !recording, let expected = try? String(contentsOf: url, encoding: .utf8) else {
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try? actual.write(to: url, atomically: true, encoding: .utf8)
      if !recording {
        Issue.record("recorded missing snapshot \(name); run again", sourceLocation: sourceLocation)
      }
      return
    }
    guard actual != expected else { return }
    let actualLines = actual.components(separatedBy: "\n")
    let expectedLines = expected.components(separatedBy: "\n")
    let index =
      zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(actualLines.count, expectedLines.count)
    let step = actualLines[..<min(index, actualLines.count)].last { $0.hasPrefix("#") } ?? "(start)"
    Issue.record(
      """
      snapshot \(name) differs at line \(index + 1), in step \(step)
        expected: \(index < expectedLines.count ? expectedLines[index] : "<end>")
        actual:   \(index < actualLines.count ? actualLines[index] : "<end>")
      (RECORD_SNAPSHOTS=1 re-records)
      """, sourceLocation: sourceLocation)
  }
}

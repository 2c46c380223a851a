import Foundation
import InterplayTestSupport
import Testing

/// Compares generated text with `Snapshots/<name>`; records it instead when the
/// environment sets `RECORD_SNAPSHOTS=1` or the file does not exist.
enum GeneratedSnapshot {
  static let folder = TestPaths.repositoryRoot
    .appendingPathComponent("Tests/InterplayCodegenTests/Snapshots")

  /// Asserts `actual` equals the snapshot `name`, naming the first differing line.
  static func assert(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = folder.appendingPathComponent(name)
    let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
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
    Issue.record(
      """
      snapshot \(name) differs at line \(index + 1)
        expected: \(index < expectedLines.count ? expectedLines[index] : "<end>")
        actual:   \(index < actualLines.count ? actualLines[index] : "<end>")
      (RECORD_SNAPSHOTS=1 re-records)
      """, sourceLocation: sourceLocation)
  }
}

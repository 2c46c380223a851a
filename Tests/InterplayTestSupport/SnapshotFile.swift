import Foundation
import Testing

/// Text compared with a stored file: the one snapshot comparison of every test target.
///
/// A target's snapshots are in its own `Snapshots/` folder (`Tests/<Target>/Snapshots`),
/// found from the path of the file that asks. With `RECORD_SNAPSHOTS=1` in the
/// environment, or when the file does not exist yet, the text is written instead, and
/// the test fails all the same, so a recording run is never mistaken for a passing one.
public enum SnapshotFile {
  /// Whether this run records snapshots instead of comparing with them.
  public static var recording: Bool {
    ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  }

  /// `Tests/<Target>/Snapshots` of the test target that holds the file at `filePath`.
  public static func folder(for filePath: String = #filePath) -> URL {
    let tests = TestPaths.repositoryRoot.appendingPathComponent("Tests")
    let inside = URL(fileURLWithPath: filePath).standardizedFileURL.path
      .dropFirst(tests.standardizedFileURL.path.count + 1)
    let target = inside.prefix { $0 != "/" }
    return tests.appendingPathComponent(String(target)).appendingPathComponent("Snapshots")
  }

  /// Expects `actual` to be the text of the snapshot file `name` (a path in the
  /// `Snapshots/` folder, with its extension), or records it (see ``SnapshotFile``).
  ///
  /// A difference is reported at its first line, with the expected and the actual line;
  /// with a `section` prefix, also the last line before it that starts with `section`
  /// (the step of a trace a difference is in, say).
  public static func expect(
    _ actual: String, named name: String, section: String? = nil,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let folder = folder(for: filePath)
    let url = folder.appendingPathComponent(name)
    guard !recording, let expected = try? String(contentsOf: url, encoding: .utf8) else {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
        Issue.record(
          "recorded snapshot \(name); run again without RECORD_SNAPSHOTS",
          sourceLocation: sourceLocation)
      } catch {
        Issue.record("cannot record snapshot \(name): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard actual != expected else { return }
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let index =
      zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(actualLines.count, expectedLines.count)
    var place = "line \(index + 1)"
    if let section {
      let heading = actualLines[..<min(index, actualLines.count)].last { $0.hasPrefix(section) }
      place += ", in \(heading.map(String.init) ?? "(start)")"
    }
    Issue.record(
      """
      snapshot \(name) differs at \(place)
        expected: \(index < expectedLines.count ? String(expectedLines[index]) : "<end>")
        actual:   \(index < actualLines.count ? String(actualLines[index]) : "<end>")
      (RECORD_SNAPSHOTS=1 re-records)
      """, sourceLocation: sourceLocation)
  }
}

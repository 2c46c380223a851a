import Foundation
import InterplaySyntax
import Testing

/// Ugly inputs and their canonical form, kept in `Snapshots/Format/<name>.ipl`.
///
/// Set `RECORD_SNAPSHOTS=1` to rewrite the expected files (the tests then fail so a
/// recording run is never mistaken for a passing one).
@Suite struct FormatSnapshotTests {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .appendingPathComponent("Snapshots/Format")

  @Test(arguments: FormatSnapshotInputs.all.keys.sorted())
  func snapshot(_ name: String) throws {
    let input = try #require(FormatSnapshotInputs.all[name])
    let formatted = FormatHarness.checkRoundTrip(input)
    let url = Self.directory.appendingPathComponent(name + ".ipl")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try FileManager.default.createDirectory(
        at: Self.directory, withIntermediateDirectories: true)
      try formatted.write(to: url, atomically: true, encoding: .utf8)
      Issue.record("recorded \(url.lastPathComponent); run again without RECORD_SNAPSHOTS")
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(formatted == expected, "\(name) differs from its snapshot:\n\(formatted)")
    #expect(formatted != input, "snapshot input \(name) is already canonical: not a test")
  }

  /// Every expected file is itself canonical: formatting it changes nothing.
  @Test(arguments: FormatSnapshotInputs.all.keys.sorted())
  func snapshotIsFixedPoint(_ name: String) throws {
    let url = Self.directory.appendingPathComponent(name + ".ipl")
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(FormatHarness.format(expected) == expected)
  }
}

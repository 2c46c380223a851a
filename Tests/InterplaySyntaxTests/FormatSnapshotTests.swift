import Foundation
import InterplaySyntax
import InterplayTestSupport
import Testing

/// Ugly inputs and their canonical form, kept in `Snapshots/Format/<name>.ipl`
/// (``SnapshotFile``: `RECORD_SNAPSHOTS=1` rewrites them).
@Suite struct FormatSnapshotTests {
  static let directory = SnapshotFile.folder().appendingPathComponent("Format")

  @Test(arguments: FormatSnapshotInputs.all.keys.sorted())
  func snapshot(_ name: String) throws {
    let input = try #require(FormatSnapshotInputs.all[name])
    let formatted = FormatHarness.checkRoundTrip(input)
    SnapshotFile.expect(formatted, named: "Format/" + name + ".ipl")
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

import Foundation
import InterplayDiagnostics
import InterplayModel
import InterplayTestSupport
import Testing

/// The preview's cache key: a model's meaning apart from where it is written.
@Suite struct ModelFingerprintTests {
  /// `Tests/Fixtures/Report/door.ipl`.
  static let door = try! String(
    contentsOf: TestPaths.fixtures.appendingPathComponent("Report/door.ipl"), encoding: .utf8)

  static func fingerprint(_ text: String) -> ModelFingerprint {
    ModelFingerprint(resolveMarked(MarkedSource(text)).model)
  }

  @Test func aCommentAndBlankLinesMeanTheSame() throws {
    let before = Self.fingerprint(Self.door)
    let moved = Self.door.replacingOccurrences(
      of: "actor Door", with: "// the user\n\nactor Door")
    let after = Self.fingerprint(moved)
    #expect(before.means(after))
    #expect(before.ranges.count == after.ranges.count && !before.ranges.isEmpty)
    let relocation = try #require(before.relocation(to: after))
    // Every range after the comment moved down by the comment's 13 bytes; those before
    // stayed where they were.
    let cut = Self.door.components(separatedBy: "actor Door")[0].utf8.count
    for (old, new) in relocation {
      #expect(new.start - old.start == (old.start >= cut ? 13 : 0))
    }
  }

  @Test func aSequenceTitleIsDrawingOnly() {
    let retitled = Self.door.replacingOccurrences(of: "\"Opening\"", with: "\"Open the door\"")
    #expect(Self.fingerprint(Self.door).means(Self.fingerprint(retitled)))
  }

  @Test(arguments: [
    ("User -> Door: opened", "User -> Door: closed"),
    ("budget 2", "budget 3"),
    ("on User.closed -> Closed", "on User.closed -> Open"),
    ("!(Door in Open)", "!(Door in Closed)"),
    ("state Open {", "state Ajar {"),
  ])
  func aChangeOfMeaningIsSeen(_ change: (String, String)) {
    var changed = Self.door.replacingOccurrences(of: change.0, with: change.1)
    if change.1 == "state Ajar {" {
      changed = changed.replacingOccurrences(of: "-> Open", with: "-> Ajar")
        .replacingOccurrences(of: "in Open", with: "in Ajar")
    }
    #expect(changed != Self.door)
    #expect(!Self.fingerprint(Self.door).means(Self.fingerprint(changed)))
  }

  /// A bundled model, the richest at hand, read twice: the walk is deterministic (the
  /// model holds no set or dictionary whose order could differ between two reads).
  @Test func aBundledModelMeansItselfWhenReadAgain() throws {
    let path = TestPaths.diagrams.appendingPathComponent("AccountApp/AccountApp.ipl").path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let first = Self.fingerprint(text)
    let second = Self.fingerprint("// read again\n" + text)
    #expect(first.means(second))
    #expect(first.count > 10_000)
  }
}

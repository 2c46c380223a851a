import Foundation
import InterplayDiagnostics
import InterplayLanguageServer
import InterplayModel
import InterplayTestSupport
import Testing

/// Rename changes names only: every actor and every state of AccountApp renamed through
/// the language server's rename, one after another on the edited text, and `interplay
/// check` of the result gives what it gives on the original, property by property and
/// sequence by sequence, on the same number of states.
@Suite struct RenameEverythingTests {
  static let path = LanguageServerProcessTests.path

  /// The actors and states of `text` (as the file at ``path``), in declaration order.
  static func targets(_ snapshot: Snapshot) -> [Symbol] {
    snapshot.index.symbols.filter { $0.kind == .actor || $0.kind == .state }
      .sorted { $0.nameRange.start < $1.nameRange.start }
  }

  static func snapshot(_ text: String) -> Snapshot {
    Snapshot(paths: [path], overlay: [path: Array(text.utf8)])
  }

  /// `text` with the LSP text edits applied (ranges in lines and UTF-16 columns).
  static func applying(_ edits: [JSON], to text: String) -> String {
    var units = Array(text.utf16)
    var lineStarts = [0]
    for (offset, unit) in units.enumerated() where unit == 10 { lineStarts.append(offset + 1) }
    let spans = edits.compactMap { edit -> (Int, Int, String)? in
      guard let start = edit["range"]["start"]["line"].intValue,
        let startColumn = edit["range"]["start"]["character"].intValue,
        let end = edit["range"]["end"]["line"].intValue,
        let endColumn = edit["range"]["end"]["character"].intValue,
        let newText = edit["newText"].stringValue
      else { return nil }
      return (lineStarts[start] + startColumn, lineStarts[end] + endColumn, newText)
    }
    // From the end, so the offsets of the edits still to apply stay valid.
    for (start, end, newText) in spans.sorted(by: { $0.0 > $1.0 }) {
      units.replaceSubrange(start..<end, with: Array(newText.utf16))
    }
    return String(decoding: units, as: UTF16.self)
  }

  /// What `interplay check --format json` says of the model `text`: its states, and each
  /// property's and sequence's verdict.
  static func check(_ text: String) throws -> (states: Int, verdicts: [String]) {
    let folder = TemporaryFolder()
    let file = folder.path + "/AccountApp.ipl"
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    let run = try CommandLineRun.run(["check", "--format", "json", file], timeout: 600)
    let system = (JSON.parse(Data(run.output.utf8)) ?? .null)["systems"][0]
    let properties = (system["properties"].arrayValue ?? []).map {
      "\($0["name"].stringValue ?? "?") \($0["status"].stringValue ?? "?")"
    }
    let sequences = (system["sequences"].arrayValue ?? []).map {
      "\($0["name"].stringValue ?? "?") \($0["outcome"].stringValue ?? "?")"
    }
    return (system["statistics"]["states"].intValue ?? -1, properties + sequences)
  }

  @Test func renamingEveryActorAndStateKeepsTheCheck() throws {
    let original = LanguageServerProcessTests.text
    var text = original
    let count = Self.targets(Self.snapshot(text)).count
    #expect(count >= 50, "\(count) actors and states")
    for index in 0..<count {
      let snapshot = Self.snapshot(text)
      let targets = Self.targets(snapshot)
      try #require(targets.count == count, "a rename changed the declarations")
      let target = targets[index]
      let file = try #require(snapshot.file(forPath: Self.path))
      let renamed = Navigation.rename(
        snapshot, file: file, offset: target.nameRange.start,
        newName: target.name + "Renamed", uriByPath: [:])
      guard case .success(let edit) = renamed else {
        Issue.record("\(target.qualifiedName) was not renamed")
        continue
      }
      let edits = edit["changes"].objectValue?.values.flatMap { $0.arrayValue ?? [] } ?? []
      #expect(!edits.isEmpty, "\(target.qualifiedName)")
      text = Self.applying(edits, to: text)
    }
    let renamedNames = Self.targets(Self.snapshot(text)).map(\.name)
    #expect(renamedNames.allSatisfy { $0.hasSuffix("Renamed") })
    #expect(text != original)
    let before = try Self.check(original)
    let after = try Self.check(text)
    #expect(before.states > 100_000)
    #expect(after.states == before.states)
    #expect(after.verdicts == before.verdicts)
    #expect(before.verdicts.count > 10)
  }
}

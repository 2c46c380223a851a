import Foundation
import Testing

/// A bundled model broken on purpose: one edit of its text, the way a developer could
/// get a requirement wrong, and the properties that must catch it.
struct ModelMutant: Sendable, CustomTestStringConvertible {
  /// What the mistake is, in a few words.
  let name: String
  /// The lines replaced (they must occur exactly once in the model).
  let original: String
  /// What replaces it.
  let replacement: String
  /// The properties (or invariants) that must be violated.
  let caughtBy: [String]
  /// Stub budgets for the check: enough of a run to show the mistake.
  let budgets: [String: Int]

  var testDescription: String { name }

  /// The model's text with the edit made; nil unless the lines of `original` occur exactly
  /// once, consecutively. Lines are compared without their indentation, and the
  /// replacement takes the indentation of the first line replaced.
  func apply(to source: String) -> String? {
    let lines = source.components(separatedBy: "\n")
    let wanted = Self.trimmedLines(original)
    guard !wanted.isEmpty, lines.count >= wanted.count else { return nil }
    let starts = (0...(lines.count - wanted.count)).filter { start in
      wanted.indices.allSatisfy { Self.trim(lines[start + $0]) == wanted[$0] }
    }
    guard starts.count == 1, let start = starts.first else { return nil }
    let indent = String(lines[start].prefix { $0 == " " })
    let inserted = Self.trimmedLines(replacement).map { indent + $0 }
    return (lines[..<start] + inserted + lines[(start + wanted.count)...]).joined(separator: "\n")
  }

  private static func trimmedLines(_ text: String) -> [String] {
    text.components(separatedBy: "\n").map(trim).filter { !$0.isEmpty }
  }

  private static func trim(_ line: String) -> String {
    line.trimmingCharacters(in: .whitespaces)
  }

  /// Writes the mutated model to a fresh temporary folder and returns its path.
  func write(_ text: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "interplay-mutant-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("Mutant.ipl")
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file.path
  }
}

import Foundation
import InterplaySyntax
import Testing

/// The corpus rewritten in hostile layouts: comments in every gap between tokens, a
/// line comment on every line, blank lines everywhere, everything on as few lines as
/// possible. Each variant must still format to text that parses to the same tree
/// (comments included, in order) and is stable under a second formatting.
@Suite struct FormatTortureTests {
  /// Whitespace runs between tokens (outside strings and comments), each with whether
  /// it ends a `//` comment (so its newline must stay).
  static func gaps(_ text: String) -> [(range: Range<Int>, endsLineComment: Bool)] {
    let bytes = Array(text.utf8)
    let comments = FormatHarness.parse(text).1.syntax.comments
    let lineCommentEnds = Set(comments.filter { $0.text.hasPrefix("//") }.map(\.range.end))
    var runs: [(range: Range<Int>, endsLineComment: Bool)] = []
    var index = 0
    var inString = false
    func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }
    while index < bytes.count {
      if !inString, let comment = comments.first(where: { $0.range.start == index }) {
        index = comment.range.end
        continue
      }
      let byte = bytes[index]
      if inString {
        if byte == UInt8(ascii: "\\") {
          index += 1
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        index += 1
      } else if byte == UInt8(ascii: "\"") {
        inString = true
        index += 1
      } else if isSpace(byte) {
        let start = index
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        runs.append((start..<index, lineCommentEnds.contains(start)))
      } else {
        index += 1
      }
    }
    return runs
  }

  /// Replaces each gap by `replacement(gap index, gap text, whether it ends a // comment)`.
  static func rewrite(_ text: String, _ replacement: (Int, String, Bool) -> String) -> String {
    let bytes = Array(text.utf8)
    var output: [UInt8] = []
    var last = 0
    for (index, gap) in gaps(text).enumerated() {
      output += bytes[last..<gap.range.lowerBound]
      let original = String(decoding: bytes[gap.range], as: UTF8.self)
      output += Array(replacement(index, original, gap.endsLineComment).utf8)
      last = gap.range.upperBound
    }
    output += bytes[last...]
    return String(decoding: output, as: UTF8.self)
  }

  static let variants: [String: @Sendable (String) -> String] = [
    "block comment in every gap": { text in
      rewrite(text) { index, gap, _ in gap + "/* c\(index) */ " }
    },
    "line comment on every line": { text in
      rewrite(text) { index, gap, _ in gap.contains("\n") ? " // l\(index)" + gap : gap }
    },
    // A reply value must start on the `reply` line (parser rule), so that gap stays.
    "blank lines everywhere": { text in
      rewrite(text) { _, gap, _ in gap.contains("\n") ? "\n\n\n" : gap }
    },
    "as few lines as possible": { text in
      rewrite(text) { _, _, endsLineComment in endsLineComment ? "\n" : " " }
    },
  ]

  static var inputs: [String] {
    var texts = FormatRoundTripTests.formattable.compactMap {
      try? String(contentsOf: $0, encoding: .utf8)
    }
    texts += FormatSnapshotInputs.all.keys.sorted().compactMap { FormatSnapshotInputs.all[$0] }
    return texts
  }

  /// The dump without its comment lines.
  static func withoutComments(_ syntax: SourceFileSyntax) -> String {
    InterplaySyntax.SyntaxDump.dump(syntax).split(separator: "\n")
      .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("Comment ") }
      .joined(separator: "\n")
  }

  @Test(arguments: variants.keys.sorted())
  func hostileLayout(_ variant: String) throws {
    let transform = try #require(Self.variants[variant])
    #expect(!Self.inputs.isEmpty)
    for text in Self.inputs {
      let mangled = transform(text)
      let parsed = FormatHarness.parse(mangled).1
      try #require(
        parsed.diagnostics.isEmpty,
        "\(variant): mangled input does not parse: \(FormatHarness.messages(parsed.diagnostics))\n\(mangled)"
      )
      #expect(
        Self.withoutComments(parsed.syntax)
          == Self.withoutComments(FormatHarness.parse(text).1.syntax),
        "\(variant): the mangling itself changed the tree")
      _ = FormatHarness.checkRoundTrip(mangled)
    }
  }
}

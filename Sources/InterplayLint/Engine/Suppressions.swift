import InterplayDiagnostics
import InterplayModel
import InterplaySyntax

/// `// interplay-lint-ignore: rule-id, ...` comments and the declarations they cover.
///
/// A suppression comment on a line of its own covers the declaration that begins on the
/// next line that is not itself a comment (so several suppression lines may stack up); a
/// comment at the end of a line covers the declaration that begins on that line. When
/// several declarations begin on that line the outermost one is covered, with everything
/// inside it. `observes` and `requests` declarations count as declarations too. Rules are
/// named with or without the `lint.` prefix.
struct Suppressions {
  /// The comment prefix, after `//` and spaces.
  static let marker = "interplay-lint-ignore:"

  private struct Entry {
    var rule: String
    var covered: SourceRange
  }

  private var entries: [Entry] = []
  /// Warnings about the comments themselves: unknown rules, nothing to cover.
  private(set) var diagnostics: [Diagnostic] = []

  /// Reads the suppression comments of `syntax` and matches them to the model's declarations.
  init(syntax: [SourceFileSyntax], model: Model, sources: SourceSet, ruleNames: [String]) {
    var declarations: [FileID: [Int: SourceRange]]?
    for file in syntax {
      for comment in file.comments {
        guard let names = Self.ruleNames(in: comment.text) else { continue }
        let source = sources[comment.range.file]
        if declarations == nil {
          declarations = DeclarationRanges.byStartLine(model, syntax, sources)
        }
        let line = Self.targetLine(of: comment, in: source)
        let covered = declarations?[comment.range.file]?[line]
        if covered == nil {
          diagnostics.append(
            .warning(
              "suppression.no-declaration",
              "suppression comment covers no declaration: put it on the line before one, "
                + "or at the end of its first line", at: comment.range))
        }
        for (name, range) in names {
          let bare = name.hasPrefix("lint.") ? String(name.dropFirst(5)) : name
          guard ruleNames.contains(bare) else {
            let start = comment.range.start + range.lowerBound
            let nameRange = SourceRange(
              file: comment.range.file, start: start, end: start + range.count)
            let fix = DidYouMean.fix(
              name, at: nameRange, suggestion: DidYouMean.closest(to: bare, among: ruleNames))
            diagnostics.append(
              .warning(
                "suppression.unknown-rule", "suppression names unknown rule '\(name)'",
                at: nameRange, notes: fix.notes, fixIts: fix.fixIts))
            continue
          }
          if let covered { entries.append(Entry(rule: bare, covered: covered)) }
        }
      }
    }
  }

  /// Whether a finding of a rule is covered by a suppression comment.
  func suppresses(_ diagnostic: Diagnostic, rule: String) -> Bool {
    entries.contains { entry in
      entry.rule == rule && entry.covered.file == diagnostic.range.file
        && entry.covered.start <= diagnostic.range.start
        && diagnostic.range.start < max(entry.covered.end, entry.covered.start + 1)
    }
  }

  /// The rule names of a suppression comment with their byte offsets in the comment text,
  /// or nil when the comment is not a suppression.
  static func ruleNames(in text: String) -> [(String, Range<Int>)]? {
    let utf8 = text.utf8
    guard utf8.starts(with: "//".utf8),
      utf8.dropFirst(2).drop(while: { $0 == UInt8(ascii: " ") }).starts(with: marker.utf8)
    else { return nil }
    let bytes = Array(utf8)
    guard bytes.starts(with: Array("//".utf8)) else { return nil }
    var index = 2
    while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
    let marker = Array(marker.utf8)
    guard bytes[index...].starts(with: marker) else { return nil }
    index += marker.count
    var names: [(String, Range<Int>)] = []
    while index < bytes.count {
      while index < bytes.count,
        bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: ",")
      {
        index += 1
      }
      let start = index
      while index < bytes.count, bytes[index] != UInt8(ascii: " "),
        bytes[index] != UInt8(ascii: ",")
      {
        index += 1
      }
      if index > start {
        names.append((String(decoding: bytes[start..<index], as: UTF8.self), start..<index))
      }
    }
    return names
  }

  /// The 1-based line whose declaration a comment covers.
  private static func targetLine(of comment: Comment, in file: SourceFile) -> Int {
    let line = file.location(of: comment.range.start).line
    let before = file.text(in: file.lineStarts[line - 1]..<comment.range.start)
    guard before.allSatisfy({ $0 == " " || $0 == "\t" }) else { return line }
    var next = line + 1
    while next <= file.lineStarts.count {
      let text = file.lineText(next).drop { $0 == " " || $0 == "\t" }
      guard text.hasPrefix("//") || text.hasPrefix("/*") else { break }
      next += 1
    }
    return next
  }
}

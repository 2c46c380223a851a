import InterplayDiagnostics

/// The state of one formatting run: output lines, indentation and the comment cursor.
///
/// Nodes are printed in source order and comments are handed out by a cursor that
/// only moves forward, so every comment is printed exactly once and in its original
/// order. A comment goes out at the first of these places that applies:
/// - at the end of the line of the node it follows on the same source line (trailing);
/// - on the line of an opening brace it follows on the same source line;
/// - on its own line before the next member, or before the closing brace;
/// - inside a node printed on one line: on its own line before that node (hoisted).
struct FormatPrinter {
  /// The source the tree was parsed from (for blank lines and brace positions).
  let source: SourceFile
  /// The comments, sorted by position.
  let comments: [Comment]
  /// The first comment not printed yet.
  var next = 0
  /// Finished output lines, without indentation changes pending.
  var lines: [String] = []
  /// The nesting depth of the line being written.
  var depth = 0
  /// The source offset just past the last member or comment printed.
  var lastEnd = 0
  /// Whether nothing has been printed yet in the current body.
  var atBodyStart = true
  /// Whether the next member or comment must be preceded by a blank line.
  var forceBlank = false
  /// Trailing comments must start before this offset: where the next sibling starts,
  /// or the enclosing closing brace after the last one.
  var limit = Int.max

  /// Creates a printer for one file.
  init(source: SourceFile, comments: [Comment]) {
    self.source = source
    self.comments = comments.sorted {
      ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end)
    }
  }

  /// The output: lines joined, one final newline, or empty for an empty file.
  var result: String { lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n" }

  /// The column at which text of the current line starts.
  var indentWidth: Int { depth * 2 }

  /// The comment the cursor is on, if any is left.
  var pending: Comment? { next < comments.count ? comments[next] : nil }

  /// Writes one line at the current indentation.
  mutating func line(_ text: String) {
    lines.append(String(repeating: " ", count: indentWidth) + text)
  }

  /// Writes a blank line (never two in a row, never at the very start).
  mutating func blankLine() {
    if let last = lines.last, !last.isEmpty { lines.append("") }
  }

  /// Comment text with trailing whitespace removed from each of its lines.
  static func cleaned(_ comment: Comment) -> String {
    comment.text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingTrailingWhitespace() }
      .joined(separator: "\n")
  }

  /// The 1-based source line of an offset.
  func sourceLine(_ offset: Int) -> Int { source.location(of: offset).line }

  /// Whether the source has an empty line between two offsets.
  func hasBlankLine(from start: Int, to end: Int) -> Bool {
    let bytes = source.bytes
    var newlines = 0
    var index = max(0, start)
    while index < min(end, bytes.count) {
      switch bytes[index] {
      case UInt8(ascii: "\n"):
        newlines += 1
        if newlines >= 2 { return true }
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
      default: newlines = 0
      }
      index += 1
    }
    return false
  }
}

extension Substring {
  /// The text without trailing spaces, tabs and carriage returns.
  func trimmingTrailingWhitespace() -> String {
    var text = self
    while let last = text.last, last == " " || last == "\t" || last == "\r" {
      text = text.dropLast()
    }
    return String(text)
  }
}

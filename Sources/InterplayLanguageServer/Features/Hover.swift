import InterplayDiagnostics
import InterplayModel
import InterplaySyntax

/// `textDocument/hover`: what the name under the cursor is, its declaration as written
/// (a notifier case with its payload and reply type), what it belongs to, and the comments
/// written just above it or after it on its line, which serve as its documentation.
public enum Hover {
  /// The hover for an offset of a file, or `null` when no symbol is written there.
  public static func hover(_ snapshot: Snapshot, file: FileID, offset: Int) -> JSON {
    guard let occurrence = snapshot.index.occurrence(in: file, at: offset),
      let symbol = snapshot.index[occurrence.key]
    else { return .null }
    var lines = ["```ipl", signature(symbol, snapshot.index), "```"]
    lines.append(description(symbol, snapshot.index))
    if let documentation = documentation(of: symbol, snapshot) {
      lines += ["", documentation]
    }
    return [
      "contents": ["kind": "markdown", "value": .string(lines.joined(separator: "\n"))],
      "range": snapshot.converter(file).range(of: occurrence.range),
    ]
  }

  /// The declaration as written; a notifier with its cases, an enum with its cases.
  static func signature(_ symbol: Symbol, _ index: SymbolIndex) -> String {
    switch symbol.kind {
    case .notifier:
      let cases = index.children(of: symbol.key).map { "  " + $0.detail }
      return
        ([symbol.detail.split(separator: "{").first.map(String.init) ?? symbol.detail]
        + cases).joined(separator: "\n").trimmingTrailingSpaces()
    case .enumeration:
      let cases = index.children(of: symbol.key).map(\.detail).joined(separator: ", ")
      return "enum \(symbol.name) { \(cases) }"
    default:
      return symbol.detail
    }
  }

  /// One line: the kind, the qualified name, and where it belongs.
  static func description(_ symbol: Symbol, _ index: SymbolIndex) -> String {
    var text = "\(symbol.kind.rawValue) `\(symbol.qualifiedName)`"
    if let container = symbol.container.flatMap({ index[$0] }) {
      text += " in \(container.kind.rawValue) `\(container.qualifiedName)`"
    }
    if symbol.kind == .actor, index.children(of: symbol.key).allSatisfy({ $0.kind != .state }) {
      text += " (a stub: it has no statechart)"
    }
    return text
  }

  /// The `//` comments on the lines just above a declaration (no blank line between) and
  /// a comment after it on its first line, without their slashes.
  static func documentation(of symbol: Symbol, _ snapshot: Snapshot) -> String? {
    guard let syntax = snapshot.syntax[symbol.range.file.rawValue] else { return nil }
    let source = snapshot.sources[symbol.range.file]
    let line = source.location(of: symbol.range.start).line
    var above: [String] = []
    var expected = line - 1
    for comment in syntax.comments.reversed() where comment.range.end <= symbol.range.start {
      let commentLine = source.location(of: comment.range.start).line
      guard commentLine == expected, comment.text.hasPrefix("//"),
        source.lineText(commentLine).trimmingLeadingSpaces().hasPrefix("//")
      else { break }
      above.insert(strip(comment.text), at: 0)
      expected -= 1
    }
    let trailing = syntax.comments.first {
      $0.range.start >= symbol.range.start && source.location(of: $0.range.start).line == line
        && $0.text.hasPrefix("//")
    }
    let text = (above + (trailing.map { [strip($0.text)] } ?? [])).joined(separator: "\n")
    return text.isEmpty ? nil : text
  }

  private static func strip(_ comment: String) -> String {
    String(comment.dropFirst(2)).trimmingLeadingSpaces(limit: 1).trimmingTrailingSpaces()
  }
}

extension String {
  /// The string without trailing spaces and tabs.
  func trimmingTrailingSpaces() -> String {
    var result = Substring(self)
    while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
    return String(result)
  }

  /// The string without (at most `limit`) leading spaces and tabs.
  func trimmingLeadingSpaces(limit: Int = .max) -> String {
    var result = Substring(self)
    var count = 0
    while count < limit, let first = result.first, first == " " || first == "\t" {
      result = result.dropFirst()
      count += 1
    }
    return String(result)
  }
}

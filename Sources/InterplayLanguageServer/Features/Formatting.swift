import InterplayDiagnostics
import InterplaySyntax

/// `textDocument/formatting`: the canonical form `interplay fmt` prints, as one edit of the
/// whole document.
public enum Formatting {
  /// The edits that format a document: none when it is already canonical, and none when
  /// it does not parse (as `interplay fmt` leaves such files alone: the tree has lost
  /// part of the text).
  public static func edits(path: String, bytes: [UInt8]) -> JSON {
    var sources = SourceSet()
    let file = sources.add(SourceFile(path: path, bytes: bytes))
    let parsed = Parser.parse(sources[file], file: file)
    guard !parsed.diagnostics.contains(where: { $0.severity == .error }) else { return [] }
    let formatted = Formatter.format(parsed.syntax, source: sources[file])
    guard Array(formatted.utf8) != bytes else { return [] }
    let whole = SourceRange(file: file, start: 0, end: bytes.count)
    return [
      ["range": PositionConverter(sources[file]).range(of: whole), "newText": .string(formatted)]
    ]
  }
}

import InterplayDiagnostics

/// A deterministic, range-free, indented dump of a syntax tree.
///
/// Every node is one line, `Kind field=value ...`, with its children indented two
/// spaces below it; expressions are S-expressions on their node's line, with explicit
/// `(paren ...)` nodes. Comments follow the declarations as `Comment "text"` lines
/// (trailing whitespace removed), in source order. Two trees that dump the same differ
/// only in source positions, so `dump(parse(src)) == dump(parse(format(src)))` shows
/// that formatting kept the meaning and every comment.
public enum SyntaxDump {
  /// The dump of a whole file, ending with a newline.
  public static func dump(_ syntax: SourceFileSyntax) -> String {
    var writer = DumpWriter()
    writer.node("File") { writer in
      for declaration in syntax.declarations { writer.declaration(declaration) }
      let comments = syntax.comments.sorted { $0.range.start < $1.range.start }
      for comment in comments {
        writer.node("Comment " + StringLiteral.quoted(FormatPrinter.cleaned(comment)))
      }
    }
    return writer.lines.joined(separator: "\n") + "\n"
  }
}

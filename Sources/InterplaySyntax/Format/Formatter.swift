import InterplayDiagnostics

/// The canonical formatter behind `interplay fmt`.
///
/// Only format a tree whose parse produced no diagnostics: the formatter prints the
/// tree, and a tree with error nodes has lost part of the input (error nodes are
/// copied through as written, but nothing guarantees the result parses). Callers
/// (the `fmt` command) check `ParseResult.diagnostics` first and leave such files alone.
///
/// Rules:
/// - 2-space indentation; one declaration, member, case list, action or sequence item
///   per line; no trailing whitespace; the output ends with exactly one newline.
/// - Exactly one blank line between top-level declarations, with one exception: in a
///   run of one-line declarations of the same kind (`import`, `profile`, `check`,
///   `type`, `stack`, `property`, `invariant`, or the rules `forbid`/`allow`/`hub`)
///   a blank line is kept only where the source had one, so groups stay groups.
/// - Inside bodies, a single blank line is kept between members (and comments) where
///   the source had one or more, none otherwise; never after `{` or before `}`.
/// - Canonical spacing: `on A.b(x) [x > 1] -> T { send C.d(x) }`, `var n: Int(0...3) = 1`,
///   `A -> B: located(home)`, `a, b`, binary operators spaced, no space inside `()` `[]`.
/// - Action blocks (transition, `entry`, `exit`, `transaction`) stay on the header's
///   line as `{ action }` when they hold exactly one action other than `if` or
///   `transaction`, contain no comment, were written on one line, and the line fits in
///   ``lineWidth`` columns; otherwise one action per line. `if` is always expanded; `else { if … }` holding
///   only that `if` prints as `else if`. An empty block is `{}`.
/// - Enum and notifier cases: `request { locate, stop }` on one line when they were
///   written on one line, that line fits in ``lineWidth`` and no comment is inside the
///   braces; otherwise one case per line, without commas. A block the user expanded
///   stays expanded, so the formatter never fights a deliberate layout.
/// - States, actors, scopes, data models, sequences and fragments are always expanded,
///   one member per line; empty ones print as `Name {}`; a state without braces stays
///   without braces.
/// - Comma lists (`observes`, `requests`, `ignore`, `defer`, `reads`/`writes`,
///   `note over`, `allow only`, `hub … between`) fill lines up to ``lineWidth`` and
///   continue with 4 more spaces of indentation. Other long lines are not broken.
/// - Expressions get minimal parentheses; parentheses the user wrote are kept.
///   Strings are re-escaped (`\"`, `\\`, `\n`, `\t`). Empty `()` after a trigger,
///   `send`, `emit`, message, case or parameter list is dropped (it means nothing),
///   but kept on a call expression `f()`.
/// - Comments are kept, in order, with trailing whitespace removed: a comment on its
///   own line stays on its own line before what follows it; a comment after code on
///   the same line stays at the end of that line; a comment after `{` on its line stays
///   there; a comment before `}` stays inside the body. A comment written between the
///   tokens of a one-line construct moves to its own line just before that construct.
///
/// Formatting is idempotent, and parsing the output gives the same tree as parsing
/// the input (``SyntaxDump`` compares them).
public enum Formatter {
  /// The column limit that decides one-line forms and list wrapping.
  public static let lineWidth = 100

  /// The canonical text of a parsed file.
  ///
  /// - Parameters:
  ///   - syntax: The tree of a parse without diagnostics.
  ///   - source: The text it was parsed from (for comments and blank lines).
  /// - Returns: The formatted text, ending with one newline (empty for an empty file).
  public static func format(_ syntax: SourceFileSyntax, source: SourceFile) -> String {
    var printer = FormatPrinter(source: source, comments: syntax.comments)
    printer.file(syntax.asWritten)
    return printer.result
  }
}

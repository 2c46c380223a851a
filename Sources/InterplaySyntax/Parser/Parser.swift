import InterplayDiagnostics

/// The result of parsing one file: a syntax tree for all of it, and every problem found.
public struct ParseResult: Sendable {
  /// The syntax tree; regions that could not be parsed are error nodes.
  public var syntax: SourceFileSyntax
  /// Lexical and syntax diagnostics, in source order.
  public var diagnostics: [Diagnostic]

  /// Creates a result.
  public init(syntax: SourceFileSyntax, diagnostics: [Diagnostic]) {
    self.syntax = syntax
    self.diagnostics = diagnostics
  }
}

/// The error-tolerant parser for `.ipl` files (grammar: `docs/Grammar.md`).
///
/// It never fails: every input yields a tree and the diagnostics of every error in the
/// file. Missing names are empty ``Identifier``s at the point of the error; regions that
/// cannot be parsed become error nodes, each touching a diagnostic.
public enum Parser {
  /// Parses a whole file.
  ///
  /// Parsing runs on the caller's stack until it nests ``inlineNestingLimit`` deep; then it
  /// is abandoned and redone on a thread with a large stack, so ordinary files need no
  /// thread and no pre-scan.
  public static func parse(_ source: SourceFile, file: FileID) -> ParseResult {
    source.bytes.withUnsafeBufferPointer { buffer in
      if let result = parse(buffer, file: file, stackLimit: inlineNestingLimit) {
        return result
      }
      return onLargeStack { parse(buffer, file: file, stackLimit: .max)! }
    }
  }

  /// Parses bytes that outlive the call; nil if the nesting reached `stackLimit`.
  private static func parse(
    _ buffer: UnsafeBufferPointer<UInt8>, file: FileID, stackLimit: Int
  ) -> ParseResult? {
    var engine = Engine(bytes: buffer, file: file, stackLimit: stackLimit)
    let declarations = engine.parseFile()
    if engine.abandoned { return nil }
    let diagnostics = Diagnostic.sorted(engine.lexer.diagnostics + engine.diagnostics)
    return ParseResult(
      syntax: SourceFileSyntax(
        file: file, declarations: declarations, comments: engine.lexer.comments),
      diagnostics: diagnostics)
  }

  /// The deepest nesting of bodies and parentheses parsed; deeper input is skipped.
  static let maximumDepth = 256

  /// The parser's state: one token of lookahead over a streaming lexer.
  struct Engine {
    /// The token source; its comments and diagnostics become part of the result.
    var lexer: Lexer
    /// The file's bytes, for names and literal values.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The file being parsed.
    let file: FileID
    /// The current token.
    var token: Token
    /// The token after the current one, once asked for.
    var lookahead: Token?
    /// Where the current token's line starts.
    var tokenLineStart = 0
    /// Where the line of the last token consumed starts.
    var previousLineStart = 0
    /// Where the lookahead token's line starts.
    var lookaheadLineStart = 0
    /// The end offset of the last token consumed.
    var previousEnd = 0
    /// The kind of the last token consumed.
    var previousKind: TokenKind?
    /// The number of tokens consumed so far.
    var consumed = 0
    /// Syntax diagnostics.
    var diagnostics: [Diagnostic] = []
    /// After an error, further errors are suppressed until the parser reaches a
    /// recovery point, so one mistake yields one diagnostic.
    var suppressing = false
    /// `consumed` when the last diagnostic was reported.
    var consumedAtLastError = -1
    /// The range of the last diagnostic reported.
    var lastErrorRange: SourceRange?
    /// The id of the last diagnostic reported.
    var lastErrorID: DiagnosticID?
    /// The bodies being parsed, outermost first.
    var bodies: [BodyContext] = []
    /// The earliest spot where a `}` seems forgotten in a body that was closed (by a `}`
    /// probably meant for its parent), in case an enclosing body turns out unclosed.
    var closedSuspect: Suspect?
    /// Bodies plus parentheses open right now.
    var depth = 0
    /// The names made so far, to reuse: sized for about one distinct name per 128 bytes
    /// (a generated model has one per 130), so a large file rarely rehashes.
    var names: NameTable
    /// The depth at which the parse is abandoned, to be redone on a large stack.
    let stackLimit: Int
    /// Whether the parse was abandoned: its result is meaningless.
    var abandoned = false
    /// The replica indexes in scope, innermost last: a value while a replica is parsed,
    /// nil while the template is (see ``ReplicationSyntax``).
    var replicaBindings: [(name: String, value: Int?)] = []
    /// Replicas after the first of the actor just parsed, for the enclosing body (or the
    /// file) to add after it.
    var pendingReplicas: [ActorDecl] = []

    init(bytes: UnsafeBufferPointer<UInt8>, file: FileID, stackLimit: Int = .max) {
      self.bytes = bytes
      self.file = file
      self.stackLimit = stackLimit
      names = NameTable(expected: bytes.count / 128)
      lexer = Lexer(bytes: bytes, file: file)
      token = lexer.next()
      tokenLineStart = lexer.lineStart
    }

    /// Enters a body or parentheses. At ``stackLimit`` the parse is abandoned: the input
    /// ends here as far as the parser can tell, so every open construct unwinds at once.
    mutating func nest() {
      depth += 1
      if depth >= stackLimit && !abandoned {
        abandoned = true
        lexer.position = bytes.count
        lookahead = nil
        token = Token(kind: .endOfFile, range: .point(file, bytes.count))
      }
    }

    /// The current token's kind.
    var kind: TokenKind { token.kind }

    /// Whether the current token is a keyword.
    func at(_ keyword: Keyword) -> Bool { token.kind == .keyword(keyword) }

    /// Whether the current token has a kind.
    func at(_ kind: TokenKind) -> Bool { token.kind == kind }

    /// The token after the current one.
    mutating func peek() -> Token {
      if let lookahead { return lookahead }
      let next = lexer.next()
      lookahead = next
      lookaheadLineStart = lexer.lineStart
      return next
    }

    /// Consumes the current token and returns it.
    @discardableResult
    mutating func advance() -> Token {
      let current = token
      guard current.kind != .endOfFile else { return current }
      previousLineStart = tokenLineStart
      if let next = lookahead {
        token = next
        tokenLineStart = lookaheadLineStart
        lookahead = nil
      } else {
        token = lexer.next()
        tokenLineStart = lexer.lineStart
      }
      previousEnd = current.range.end
      previousKind = current.kind
      consumed += 1
      return current
    }

    /// Consumes the current token if it has `kind`.
    mutating func eat(_ kind: TokenKind) -> Token? {
      token.kind == kind ? advance() : nil
    }

    /// Consumes the current token if it is `keyword`.
    mutating func eat(_ keyword: Keyword) -> Token? {
      eat(.keyword(keyword))
    }

    /// A range from `start` to the end of the last token consumed.
    func range(from start: Int) -> SourceRange {
      SourceRange(file: file, start: start, end: max(start, previousEnd))
    }

    /// An empty range at the start of the current token.
    var here: SourceRange { .point(file, token.range.start) }

    /// The range of a node standing for something missing at the current token: from the
    /// diagnostic that reported it (which may be earlier, if later errors were suppressed)
    /// to here, so the node always touches its diagnostic.
    var errorRange: SourceRange {
      guard suppressing, let last = lastErrorRange, last.start <= token.range.start else {
        return here
      }
      return last.union(here)
    }

    /// The point for a missing name: here, or the end of the diagnostic that covers it.
    var missingPoint: SourceRange {
      guard suppressing, let last = lastErrorRange, last.end < token.range.start else {
        return here
      }
      return .point(file, last.end)
    }

    /// Whether a token's text is `word` (for contextual words), without interning it.
    func spells(_ token: Token, _ word: String) -> Bool {
      let utf8 = word.utf8
      guard token.range.end - token.range.start == utf8.count else { return false }
      return zip(bytes[token.range.start..<token.range.end], utf8).allSatisfy { $0 == $1 }
    }

    /// The text of a name token (an identifier, or a keyword taken as a name).
    mutating func text(_ token: Token) -> String {
      names.name(bytes, start: token.range.start, end: token.range.end)
    }
  }
}

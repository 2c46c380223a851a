import InterplayDiagnostics

/// A reserved word. Keywords are reserved in lower case only (`Service` is a name).
public enum Keyword: String, Hashable, Sendable, CaseIterable {
  // Declarations.
  /// `system`
  case system
  /// `import`
  case `import`
  /// `profile`
  case profile
  /// `check`
  case check
  /// `off`
  case off
  /// `type`
  case type
  /// `enum`
  case `enum`
  /// `actor`
  case actor
  /// `behaviour`
  case behaviour
  /// `service`
  case service
  /// `presentation`
  case presentation
  /// `uri`
  case uri
  /// `budget`
  case budget
  /// `stack`
  case stack
  /// `scope`
  case scope
  /// `data`
  case data
  /// `sequence`
  case sequence
  /// `forbidden`
  case forbidden
  /// `property`
  case property
  /// `invariant`
  case invariant
  /// `forbid`
  case forbid
  /// `allow`
  case allow
  /// `only`
  case only
  /// `hub`
  case hub
  // Actor members.
  /// `var`
  case `var`
  /// `request`
  case request
  /// `event`
  case event
  /// `observes`
  case observes
  /// `requests`
  case requests
  /// `fifo`
  case fifo
  /// `coalesce`
  case coalesce
  /// `latest`
  case latest
  /// `capacity`
  case capacity
  // States.
  /// `initial`
  case initial
  /// `state`
  case state
  /// `region`
  case region
  /// `final`
  case final
  /// `parallel`
  case parallel
  /// `deep`
  case deep
  /// `history`
  case history
  /// `entry`
  case entry
  /// `exit`
  case exit
  /// `on`
  case on
  /// `always`
  case always
  /// `internal`
  case `internal`
  /// `done`
  case done
  /// `ignore`
  case ignore
  /// `defer`
  case `defer`
  // Actions.
  /// `send`
  case send
  /// `emit`
  case emit
  /// `reply`
  case reply
  /// `push`
  case push
  /// `pop`
  case pop
  /// `assert`
  case assert
  /// `if`
  case `if`
  /// `else`
  case `else`
  /// `transaction`
  case transaction
  // Expressions.
  /// `true`
  case `true`
  /// `false`
  case `false`
  /// `in`
  case `in`
  // Data models.
  /// `hard`
  case hard
  /// `smart`
  case smart
  /// `recurring`
  case recurring
  /// `by`
  case by
  /// `reads`
  case reads
  /// `writes`
  case writes
  /// `priority`
  case priority
  // Sequences.
  /// `note`
  case note
  /// `over`
  case over
  /// `alt`
  case alt
  /// `opt`
  case opt
  /// `loop`
  case loop
  /// `par`
  case par
  /// `and`
  case and
  // Properties.
  /// `never`
  case never
  /// `eventually`
  case eventually
  /// `at`
  case at
  /// `most`
  case most
  /// `precedes`
  case precedes
  /// `responds`
  case responds
  /// `to`
  case to
  /// `globally`
  case globally
  /// `before`
  case before
  /// `after`
  case after
  /// `until`
  case until
  /// `between`
  case between
}

/// What a token is. Punctuation cases are named after their meaning, not their glyphs.
public enum TokenKind: Hashable, Sendable {
  /// `[A-Za-z_][A-Za-z0-9_]*` that is not a keyword.
  case identifier
  /// A decimal integer (without sign: `-` is its own token).
  case integer
  /// A string literal, quotes included.
  case string
  /// A reserved word.
  case keyword(Keyword)
  /// `{`
  case leftBrace
  /// `}`
  case rightBrace
  /// `(`
  case leftParen
  /// `)`
  case rightParen
  /// `[`
  case leftBracket
  /// `]`
  case rightBracket
  /// `,`
  case comma
  /// `:`
  case colon
  /// `.`
  case dot
  /// `...`
  case ellipsis
  /// `->`
  case arrow
  /// `-->` (a reply in a sequence)
  case replyArrow
  /// `=`
  case assign
  /// `==`
  case equal
  /// `!=`
  case notEqual
  /// `<`
  case less
  /// `<=`
  case lessEqual
  /// `>`
  case greater
  /// `>=`
  case greaterEqual
  /// `+`
  case plus
  /// `-`
  case minus
  /// `*`
  case star
  /// `/`
  case slash
  /// `%`
  case percent
  /// `!`
  case bang
  /// `&&`
  case logicalAnd
  /// `||`
  case logicalOr
  /// The end of the input (an empty range at the end of the file).
  case endOfFile
}

/// One token: its kind and the bytes it covers. Text is made on demand from the source.
public struct Token: Hashable, Sendable {
  /// What the token is.
  public var kind: TokenKind
  /// The bytes it covers.
  public var range: SourceRange

  /// Creates a token.
  public init(kind: TokenKind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }

  /// The token's text as written.
  public func text(in source: SourceFile) -> String {
    source.text(in: range.offsets)
  }
}

import InterplayDiagnostics

/// What a property pattern or scope waits for: one or more notification terms joined by
/// `or` (`Portal.reject or Portal.txnHash`); it happens when any of them happens.
public struct EventSyntax: Hashable, Sendable {
  /// The alternatives, at least one, in the order written.
  public var terms: [EventTermSyntax]
  /// Where the whole event was written.
  public var range: SourceRange

  /// Creates an event.
  public init(terms: [EventTermSyntax], range: SourceRange) {
    self.terms = terms
    self.range = range
  }

  /// The event in canonical source form (`A.x or T takes reply B.y(1)`).
  public var text: String { SyntaxText.event(self) }

  /// An event of one term naming a notification, sent (the form every older model uses).
  public init(_ notification: Path) {
    self.init(
      terms: [EventTermSyntax(taker: nil, isReply: false, notification: notification)],
      range: notification.range)
  }
}

/// One notification a pattern names: `[Taker takes] [reply] Actor.case [(args)]`.
///
/// Without `takes` it happens when the notification is sent (a request sent, an event
/// emitted, with `reply` the reply sent); with `takes`, when `Taker` takes it from its
/// queue (handles or ignores it). Arguments, when written, must equal the payload (for a
/// reply: its value); without them any payload matches.
public struct EventTermSyntax: Hashable, Sendable {
  /// The actor that takes the notification (`Taker takes ...`); nil for a send.
  public var taker: Path?
  /// Whether the term names the reply to a request case (`reply Actor.case`).
  public var isReply: Bool
  /// `Actor.case`; after `takes`, a bare `case` names a case of the taker's own notifiers.
  public var notification: Path
  /// The payload written in parentheses (empty when none is written).
  public var arguments: [Expr]
  /// Where the term was written.
  public var range: SourceRange

  /// Creates a term.
  public init(
    taker: Path?, isReply: Bool, notification: Path, arguments: [Expr] = [],
    range: SourceRange? = nil
  ) {
    self.taker = taker
    self.isReply = isReply
    self.notification = notification
    self.arguments = arguments
    self.range = range ?? notification.range
  }
}

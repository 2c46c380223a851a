import InterplayDiagnostics

extension Keyword {
  /// Whether the keyword starts a top-level declaration.
  var startsDeclaration: Bool {
    switch self {
    case .system, .import, .type, .enum, .actor, .behaviour, .service, .presentation, .stack,
      .scope, .data, .sequence, .forbidden, .property, .invariant, .forbid, .allow, .hub,
      .profile, .check:
      true
    default: false
    }
  }

  /// Whether the keyword can start only a top-level declaration, never a member.
  var startsOnlyDeclaration: Bool {
    startsDeclaration && !isRole
  }

  /// Whether the keyword is an actor role.
  var isRole: Bool {
    switch self {
    case .actor, .behaviour, .service, .presentation: true
    default: false
    }
  }

  /// Whether the parser resynchronizes at the keyword after an error (Grammar.md,
  /// "Recovery points"); such keywords are never taken as names.
  var isRecoveryPoint: Bool {
    if startsDeclaration { return true }
    switch self {
    case .var, .request, .event, .observes, .requests, .state, .initial, .final, .parallel,
      .region, .history, .deep, .entry, .exit, .on, .always, .ignore, .defer:
      return true
    default:
      return false
    }
  }
}

/// The kinds of `{ }` body, each with its own members and recovery points.
enum BodyKind {
  case actor, scope, state, block, enumeration, notifier, data, sequence, choice

  /// Names a member in messages: "expected a state member, found '42'".
  var memberDescription: String {
    switch self {
    case .actor: "an actor member"
    case .scope: "an actor in the scope"
    case .state: "a state member"
    case .block: "an action"
    case .enumeration: "an enum case"
    case .notifier: "a notification case"
    case .data: "a property, node or registration"
    case .sequence: "a sequence item"
    case .choice: "a branch ('[guard] -> Target' or 'else -> Target')"
    }
  }

  /// Whether a keyword starts a member of this kind of body.
  func startsMember(_ keyword: Keyword) -> Bool {
    switch self {
    case .actor:
      switch keyword {
      case .var, .request, .event, .observes, .requests, .initial, .state, .region, .final,
        .parallel:
        return true
      default: return keyword.isRole
      }
    case .scope: return keyword.isRole
    case .state:
      switch keyword {
      case .initial, .state, .region, .final, .parallel, .history, .deep, .entry, .exit, .on,
        .always, .after, .ignore, .defer:
        return true
      default: return false
      }
    case .block:
      switch keyword {
      case .send, .emit, .reply, .push, .pop, .assert, .if, .transaction: return true
      default: return false
      }
    case .enumeration, .notifier: return false
    case .data:
      switch keyword {
      case .var, .hard, .smart, .recurring: return true
      default: return false
      }
    case .sequence:
      switch keyword {
      case .note, .push, .pop, .alt, .opt, .loop, .par: return true
      default: return false
      }
    case .choice: return keyword == .else
    }
  }

  /// Whether a plain name starts a member (an assignment, a message, a case).
  var membersStartWithNames: Bool {
    switch self {
    case .block, .enumeration, .notifier, .sequence: true
    default: false
    }
  }

  /// Whether a name is a safe place to resume after a comma (in comma-separated case
  /// lists); a name at the start of a line always is.
  var namesResyncAfterComma: Bool {
    self == .enumeration || self == .notifier
  }
}

/// A body being parsed: what it is, how it is named, and how far its opener is indented.
struct BodyContext {
  /// What kind of body.
  let kind: BodyKind
  /// The construct named in messages, e.g. `'state' body` (static, so a context is plain
  /// data: copying one retains nothing).
  let name: StaticString
  /// The indentation of the line that opened it.
  let indent: Int
  /// Whether its `{` was missing (reported), so its end is found by indentation.
  let isVirtual: Bool
}

extension Parser.Engine {
  /// Whether nothing but blanks precede `offset` on its line.
  func isFirstOnLine(_ offset: Int) -> Bool {
    var index = offset - 1
    while index >= 0 {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"): index -= 1
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return true
      default: return false
      }
    }
    return true
  }

  /// The number of blanks that start the line of the last token consumed.
  var previousIndentation: Int {
    var end = previousLineStart
    while end < previousEnd
      && (bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t"))
    {
      end += 1
    }
    return end - previousLineStart
  }

  /// The number of blanks that start the current token's line.
  var currentIndentation: Int {
    var end = tokenLineStart
    while end < token.range.start
      && (bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t"))
    {
      end += 1
    }
    return end - tokenLineStart
  }

  /// Whether the current token starts a member of a body of `kind`.
  func startsMember(_ kind: BodyKind) -> Bool {
    switch token.kind {
    case .keyword(let keyword):
      // A case named by a weak keyword is parsed as a case, with one error for the name.
      kind.startsMember(keyword) || (kind.namesResyncAfterComma && !keyword.isRecoveryPoint)
    // The contextual words `join`, `choice` and `junction` start a state member;
    // `node` and `collector` a data-model member.
    case .identifier:
      kind.membersStartWithNames
        || (kind == .state && spells(token, "join"))
        || (kind == .data && (spells(token, "node") || spells(token, "collector")))
        || ((kind == .state || kind == .actor)
          && (spells(token, "choice") || spells(token, "junction")))
    // A branch of a choice or junction starts with its guard or its arrow.
    case .leftBracket, .arrow: kind == .choice
    default: false
    }
  }

  /// Whether the parser may resume at the current token inside a body of `kind`.
  func isSyncPoint(_ kind: BodyKind) -> Bool {
    switch token.kind {
    case .keyword(let keyword): kind.startsMember(keyword)
    case .identifier:
      // A name can be anywhere inside an action, message or case, so only one at the
      // start of a line (or after a comma in a case list) is a safe place to resume.
      (kind.membersStartWithNames
        && (isFirstOnLine(token.range.start)
          || (kind.namesResyncAfterComma && previousKind == .comma)))
        || (kind == .data && isFirstOnLine(token.range.start)
          && (spells(token, "node") || spells(token, "collector")))
    default: false
    }
  }

  /// Whether the current keyword belongs to an enclosing body or to the top level.
  func belongsOutside() -> Bool {
    guard case .keyword(let keyword) = token.kind else { return false }
    if keyword.startsDeclaration { return true }
    return bodies.dropLast().contains { $0.kind.startsMember(keyword) }
  }
}

/// A place where a `}` was probably forgotten, judged by indentation.
struct Suspect {
  /// Where the `}` should be inserted.
  let offset: Int
  /// The `{` of the body it would close.
  let open: Token
  /// That body.
  let context: BodyContext
}

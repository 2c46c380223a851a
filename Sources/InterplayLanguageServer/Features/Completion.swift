import InterplayDiagnostics
import InterplayModel
import InterplaySyntax

/// `textDocument/completion`: after `Name.`, the members of what `Name` names (an actor's
/// sub-actors, notifiers and cases; an enum's cases; a data model's properties); elsewhere
/// the keywords that fit where the cursor is (top level, an actor body, a state body) and
/// the names in scope there (the enclosing actor's variables, cases, states and
/// sub-actors, then the top-level actors, types, enum cases, scopes, stacks, data models
/// and sequences).
public enum Completion {
  /// The completion items for an offset of a file.
  public static func items(_ snapshot: Snapshot, file: FileID, offset: Int) -> JSON {
    let source = snapshot.sources[file]
    let location = source.location(of: offset)
    let lineStart = source.lineStarts[location.line - 1]
    let before = source.text(in: lineStart..<max(lineStart, min(offset, source.bytes.count)))
    if let qualifier = qualifier(before) {
      return [
        "isIncomplete": false, "items": .array(members(of: qualifier, snapshot.index).map(item)),
      ]
    }
    let index = snapshot.index
    let actor = index.innermost(.actor, in: file, at: offset)
    let state = index.innermost(.state, in: file, at: offset)
    var symbols: [Symbol] = []
    if let actor {
      symbols += index.children(of: actor.key).filter { $0.kind != .notifier }
      for notifier in index.children(of: actor.key) where notifier.kind == .notifier {
        symbols += index.children(of: notifier.key)
      }
      // The actor's nested states too: a target may name any of them.
      symbols += index.symbols.filter {
        guard case .state(let owner, _) = $0.symbol, case .actor(owner) = actor.symbol else {
          return false
        }
        return $0.container != actor.key
      }
    }
    symbols += index.symbols.filter {
      switch $0.kind {
      case .actor: $0.container.flatMap { index[$0] }.map { $0.kind == .scope } ?? true
      case .enumeration, .opaqueType, .enumCase, .stack, .scope, .dataModel, .sequence: true
      default: false
      }
    }
    var seen = Set<String>()
    let names = symbols.filter { seen.insert($0.name + "|" + $0.kind.rawValue).inserted }.map(item)
    let words = keywords(inActor: actor != nil, inState: state != nil).map {
      JSON.object(["label": .string($0), "kind": 14])
    }
    return ["isIncomplete": false, "items": .array(names + words)]
  }

  /// The dotted path written just before the cursor and a `.`, if the cursor follows one.
  static func qualifier(_ line: String) -> String? {
    var scalars = Array(line.unicodeScalars)
    while let last = scalars.last, isNameScalar(last) { scalars.removeLast() }
    guard scalars.last == "." else { return nil }
    scalars.removeLast()
    var start = scalars.count
    while start > 0, isNameScalar(scalars[start - 1]) || scalars[start - 1] == "." { start -= 1 }
    let path = String(String.UnicodeScalarView(scalars[start...]))
    return path.isEmpty || path.hasPrefix(".") ? nil : path
  }

  private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_"
      || (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
  }

  /// What may follow `qualifier.`: members of every symbol the qualifier may name.
  static func members(of qualifier: String, _ index: SymbolIndex) -> [Symbol] {
    let named = index.symbols.filter {
      $0.qualifiedName == qualifier || $0.qualifiedName.hasSuffix("." + qualifier)
    }
    var result: [Symbol] = []
    for symbol in named {
      switch symbol.kind {
      case .actor:
        for child in index.children(of: symbol.key) {
          switch child.kind {
          case .actor: result.append(child)
          case .notifier: result += [child] + index.children(of: child.key)
          default: break
          }
        }
      case .enumeration, .dataModel, .dataNode:
        result += index.children(of: symbol.key)
      default:
        break
      }
    }
    return result
  }

  private static func item(_ symbol: Symbol) -> JSON {
    [
      "label": .string(symbol.name), "kind": .int(kind(symbol.kind)),
      "detail": .string(symbol.detail),
    ]
  }

  /// The LSP `CompletionItemKind` for a symbol kind.
  static func kind(_ kind: SymbolKind) -> Int {
    switch kind {
    case .actor: 7
    case .notifier: 8
    case .notificationCase: 23
    case .state, .history, .choice: 9
    case .variable: 6
    case .enumeration: 13
    case .enumCase: 20
    case .opaqueType: 22
    case .dataProperty, .dataNode: 10
    case .registration, .sequence: 3
    case .system, .stack, .scope, .dataModel, .property, .invariant: 9
    }
  }

  /// The keywords (and contextual words) that may start what is typed at the cursor.
  static func keywords(inActor: Bool, inState: Bool) -> [String] {
    if inState {
      return [
        "state", "initial", "final", "parallel", "region", "history", "deep", "entry", "exit",
        "on", "always", "after", "done", "internal", "ignore", "defer", "join", "choice",
        "junction", "else", "send", "emit", "raise", "cancel", "reply", "push", "pop", "assert",
        "if", "choose", "or", "transaction", "true", "false", "in",
      ]
    }
    if inActor {
      return [
        "var", "request", "event", "fifo", "coalesce", "latest", "capacity", "observes",
        "requests", "actor", "behaviour", "service", "presentation", "uri", "budget", "initial",
        "state", "final", "parallel", "choice", "junction", "Bool", "Int",
      ]
    }
    return [
      "system", "import", "profile", "check", "off", "type", "enum", "actor", "behaviour",
      "service", "presentation", "stack", "scope", "data", "sequence", "forbidden", "property",
      "invariant", "forbid", "allow", "only", "hub", "node", "hard", "smart", "recurring",
      "collector", "collectors", "strict", "title", "autonumber", "participants",
      "by", "reads", "writes", "priority", "note", "over", "left", "right", "of", "group", "alt",
      "opt", "loop", "par", "and",
      "never", "eventually", "at", "most", "precedes", "responds", "to", "globally", "before",
      "after", "until", "between",
    ]
  }
}

import InterplayDiagnostics
import InterplayModel
import InterplaySyntax

/// `textDocument/semanticTokens/full`, `/range` and `/full/delta` (through
/// ``SemanticTokenResults``): every token of a file classified, so any LSP editor colours
/// a model without a grammar of its own.
///
/// Keywords, numbers, strings, comments and operators come from the lexer; a name takes
/// the kind of the symbol the index resolves it to (its declaration or a reference), with
/// the `declaration` modifier where it is declared (so does a keyword that names a
/// notifier: `request` in `Service.request`). `Bool` and `Int` where the index
/// knows no symbol are the built-in types (`defaultLibrary`). A name the index cannot
/// look up (a trigger's binding, a misspelling) gets no token, as the index gives it no
/// meaning.
public enum SemanticTokens {
  /// The token types, in legend order: the standard LSP names.
  public static let types = [
    "keyword", "comment", "string", "number", "operator", "namespace", "class", "interface",
    "event", "label", "variable", "enum", "enumMember", "type", "struct", "property",
    "function",
  ]

  /// The token modifiers, in legend order (bit `n` of a token's modifiers is `modifiers[n]`).
  public static let modifiers = ["declaration", "defaultLibrary"]

  /// The legend `initialize` advertises.
  public static var legend: JSON {
    [
      "tokenTypes": .array(types.map(JSON.string)),
      "tokenModifiers": .array(modifiers.map(JSON.string)),
    ]
  }

  /// One classified token: where it is and what it is.
  public struct Token: Equatable, Sendable {
    /// The byte range in the file.
    public var range: Range<Int>
    /// An index into ``SemanticTokens/types``.
    public var type: Int
    /// A bit set over ``SemanticTokens/modifiers``.
    public var modifiers: Int
  }

  /// The response: `{"data": [...]}`, five integers per token, each position relative to
  /// the token before (LSP's encoding).
  public static func full(_ snapshot: Snapshot, file: FileID) -> JSON {
    ["data": .array(data(snapshot, file: file).map(JSON.int))]
  }

  /// Every token of the file, encoded (the `data` of ``full(_:file:)``).
  public static func data(_ snapshot: Snapshot, file: FileID) -> [Int] {
    encode(tokens(snapshot, file: file), snapshot.converter(file))
  }

  /// `textDocument/semanticTokens/range`: the tokens that overlap the byte range
  /// `range`, encoded as ``full(_:file:)`` encodes all of them (the first one relative to
  /// the file's start).
  public static func range(_ snapshot: Snapshot, file: FileID, _ range: Range<Int>) -> JSON {
    let inside = tokens(snapshot, file: file).filter {
      $0.range.overlaps(range) || ($0.range.isEmpty && range.contains($0.range.lowerBound))
    }
    return ["data": .array(encode(inside, snapshot.converter(file)).map(JSON.int))]
  }

  /// The classified tokens of a file in source order, comments among them.
  public static func tokens(_ snapshot: Snapshot, file: FileID) -> [Token] {
    let source = snapshot.sources[file]
    let lexed = Lexer.tokenize(source, file: file)
    var occurrences: [Int: IndexOccurrence] = [:]
    for occurrence in snapshot.index.occurrences where occurrence.range.file == file {
      // The declaration is listed first; a reference at the same place does not replace it.
      if occurrences[occurrence.range.start] == nil {
        occurrences[occurrence.range.start] = occurrence
      }
    }
    func symbol(_ range: Range<Int>) -> Token? {
      guard let occurrence = occurrences[range.lowerBound], occurrence.range.offsets == range,
        let symbol = snapshot.index[occurrence.key]
      else { return nil }
      return Token(
        range: range, type: index(type(of: symbol.kind)),
        modifiers: occurrence.isDeclaration ? 1 : 0)
    }
    var result: [Token] = []
    for token in lexed.tokens {
      let range = token.range.offsets
      switch token.kind {
      case .endOfFile: continue
      case .keyword:
        // `request` and `event` are keywords that also name a notifier (`Service.request`).
        result.append(
          symbol(range) ?? Token(range: range, type: index("keyword"), modifiers: 0))
      case .integer: result.append(Token(range: range, type: index("number"), modifiers: 0))
      case .string: result.append(Token(range: range, type: index("string"), modifiers: 0))
      case .identifier:
        if let named = symbol(range) {
          result.append(named)
        } else if ["Bool", "Int"].contains(token.text(in: source)) {
          result.append(Token(range: range, type: index("type"), modifiers: 2))
        }
      case .arrow, .replyArrow, .assign, .equal, .notEqual, .less, .lessEqual, .greater,
        .greaterEqual, .plus, .minus, .star, .slash, .percent, .bang, .logicalAnd, .logicalOr,
        .ellipsis:
        result.append(Token(range: range, type: index("operator"), modifiers: 0))
      case .leftBrace, .rightBrace, .leftParen, .rightParen, .leftBracket, .rightBracket,
        .comma, .colon, .dot:
        continue
      }
    }
    for comment in lexed.comments {
      result.append(Token(range: comment.range.offsets, type: index("comment"), modifiers: 0))
    }
    return result.sorted { $0.range.lowerBound < $1.range.lowerBound }
  }

  /// The token type shown for a kind of symbol.
  public static func type(of kind: SymbolKind) -> String {
    switch kind {
    case .system, .stack, .scope: "namespace"
    case .actor: "class"
    case .notifier: "interface"
    case .notificationCase: "event"
    // A state is what a transition jumps to.
    case .state, .history, .choice: "label"
    case .variable: "variable"
    case .enumeration: "enum"
    case .enumCase: "enumMember"
    case .opaqueType: "type"
    case .dataModel: "struct"
    case .dataNode, .dataProperty: "property"
    case .registration, .sequence, .property, .invariant: "function"
    }
  }

  private static func index(_ type: String) -> Int { types.firstIndex(of: type) ?? 0 }

  /// LSP's relative encoding. A token over several lines (a block comment) is sent as one
  /// token per line, as clients need; lengths and columns count UTF-16 units.
  static func encode(_ tokens: [Token], _ converter: PositionConverter) -> [Int] {
    let source = converter.source
    var data: [Int] = []
    var line = 0
    var column = 0
    for token in tokens {
      var start = token.range.lowerBound
      while start < token.range.upperBound {
        let here = converter.lineAndCharacter(of: start)
        var end = start
        while end < token.range.upperBound, source.bytes[end] != 10, source.bytes[end] != 13 {
          end += 1
        }
        let length = converter.lineAndCharacter(of: end).character - here.character
        if length > 0 {
          data += [
            here.line - line, here.line == line ? here.character - column : here.character,
            length, token.type, token.modifiers,
          ]
          line = here.line
          column = here.character
        }
        start = end
        while start < token.range.upperBound,
          source.bytes[start] == 10 || source.bytes[start] == 13
        {
          start += 1
        }
      }
    }
    return data
  }
}

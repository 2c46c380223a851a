import InterplayDiagnostics
import InterplayModel
import InterplaySyntax

/// Go to definition, find references and rename: all answered from the occurrences of the
/// symbol written at the cursor.
public enum Navigation {
  /// `textDocument/definition`: the declaration's name, or `null`.
  public static func definition(
    _ snapshot: Snapshot, file: FileID, offset: Int, uriByPath: [String: String]
  ) -> JSON {
    guard let occurrence = snapshot.index.occurrence(in: file, at: offset),
      let symbol = snapshot.index[occurrence.key]
    else { return .null }
    return location(symbol.nameRange, snapshot, uriByPath)
  }

  /// `textDocument/references`: every place the name is written, the declaration included
  /// when `includeDeclaration` is true.
  public static func references(
    _ snapshot: Snapshot, file: FileID, offset: Int, includeDeclaration: Bool,
    uriByPath: [String: String]
  ) -> JSON {
    guard let occurrence = snapshot.index.occurrence(in: file, at: offset) else { return [] }
    return .array(
      snapshot.index.occurrences(of: occurrence.key)
        .filter { includeDeclaration || !$0.isDeclaration }
        .map { location($0.range, snapshot, uriByPath) })
  }

  /// Why a symbol cannot be renamed, or nil when it can.
  static func renameRefusal(_ symbol: Symbol) -> String? {
    switch symbol.kind {
    case .notifier: "a notifier is named by its kind ('request' or 'event'), not renamed"
    case .system: "the system name is not referenced; edit 'system' directly"
    default: nil
    }
  }

  /// `textDocument/prepareRename`: the range of the name under the cursor and its text,
  /// or `null` when nothing renamable is written there.
  public static func prepareRename(_ snapshot: Snapshot, file: FileID, offset: Int) -> JSON {
    guard let occurrence = snapshot.index.occurrence(in: file, at: offset),
      let symbol = snapshot.index[occurrence.key], renameRefusal(symbol) == nil
    else { return .null }
    return [
      "range": snapshot.converter(file).range(of: occurrence.range),
      "placeholder": .string(symbol.name),
    ]
  }

  /// `textDocument/rename`: a workspace edit replacing every occurrence, or a message
  /// saying why not (nothing there, a keyword-named symbol, or a new name that is not an
  /// identifier).
  public static func rename(
    _ snapshot: Snapshot, file: FileID, offset: Int, newName: String,
    uriByPath: [String: String]
  ) -> Result<JSON, RenameFailure> {
    guard let occurrence = snapshot.index.occurrence(in: file, at: offset),
      let symbol = snapshot.index[occurrence.key]
    else { return .failure(RenameFailure("no symbol to rename here")) }
    if let refusal = renameRefusal(symbol) { return .failure(RenameFailure(refusal)) }
    guard isIdentifier(newName) else {
      return .failure(RenameFailure("'\(newName)' is not an identifier or is a keyword"))
    }
    var changes: [String: [JSON]] = [:]
    for item in snapshot.index.occurrences(of: occurrence.key) {
      let source = snapshot.sources[item.range.file]
      let uri = DocumentURI.uri(for: source.path, known: uriByPath)
      changes[uri, default: []].append(
        ["range": PositionConverter(source).range(of: item.range), "newText": .string(newName)])
    }
    return .success(["changes": .object(changes.mapValues { .array($0) })])
  }

  /// Whether text is an identifier and not a keyword: what a name can be renamed to.
  public static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, Keyword(rawValue: text) == nil else {
      return false
    }
    let isStart = first == "_" || (first.isASCII && first.properties.isAlphabetic)
    return isStart
      && text.unicodeScalars.allSatisfy {
        $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
      }
  }

  static func location(_ range: SourceRange, _ snapshot: Snapshot, _ uris: [String: String])
    -> JSON
  {
    DiagnosticConverter(sources: snapshot.sources, uriByPath: uris).location(range)
  }
}

/// Why a rename was refused.
public struct RenameFailure: Error, Sendable {
  /// The message shown to the user.
  public var message: String
  /// Creates a failure.
  public init(_ message: String) { self.message = message }
}

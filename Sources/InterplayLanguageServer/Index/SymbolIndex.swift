import InterplayDiagnostics
import InterplaySyntax

/// Every declared name of a system and every place it is written: what hover, go to
/// definition, references, rename, completion and the outline use.
///
/// Built from the syntax trees alone, so it works while the model does not resolve (the
/// file being typed has errors). Names are looked up as the resolver does: actor paths from
/// the enclosing actor outward, then at top level; notification cases in the named actor's
/// notifiers; state targets among the actor's states, nearest first. A name the index
/// cannot look up (a misspelling, a trigger binding) has no occurrence.
public struct SymbolIndex: Sendable {
  /// Every symbol in declaration order (files in load order).
  public private(set) var symbols: [Symbol] = []
  /// Every occurrence, declarations included, in the order found.
  public private(set) var occurrences: [SymbolOccurrence] = []
  private var byKey: [String: Int] = [:]

  /// Indexes the syntax trees of a system's files.
  public init(files: [SourceFileSyntax], sources: SourceSet) {
    var declarations = SymbolDeclarations(sources: sources)
    for file in files { declarations.declare(file) }
    for symbol in declarations.symbols where byKey[symbol.key] == nil {
      byKey[symbol.key] = symbols.count
      symbols.append(symbol)
    }
    occurrences = symbols.map {
      SymbolOccurrence(key: $0.key, range: $0.nameRange, isDeclaration: true)
    }
    var references = SymbolReferences(index: self, tree: declarations.tree)
    for file in files { references.visit(file) }
    occurrences += references.occurrences
  }

  /// The symbol with a key.
  public subscript(key: String) -> Symbol? { byKey[key].map { symbols[$0] } }

  /// Whether a symbol has a key.
  public func contains(_ key: String) -> Bool { byKey[key] != nil }

  /// The occurrence written at a byte offset of a file (its end counts, so a cursor just
  /// after a name finds it).
  public func occurrence(in file: FileID, at offset: Int) -> SymbolOccurrence? {
    occurrences.first {
      $0.range.file == file && $0.range.start <= offset && offset <= $0.range.end
    }
  }

  /// Every occurrence of a symbol, declaration first, then in source order.
  public func occurrences(of key: String) -> [SymbolOccurrence] {
    var seen = Set<SourceRange>()
    return occurrences.filter { $0.key == key && seen.insert($0.range).inserted }
      .sorted { lhs, rhs in
        if lhs.isDeclaration != rhs.isDeclaration { return lhs.isDeclaration }
        return (lhs.range.file, lhs.range.start) < (rhs.range.file, rhs.range.start)
      }
  }

  /// The symbols a symbol directly contains, in declaration order.
  public func children(of key: String?) -> [Symbol] {
    symbols.filter { $0.container == key }
  }

  /// The innermost symbol of a kind whose declaration contains an offset of a file.
  public func innermost(_ kind: SymbolKind, in file: FileID, at offset: Int) -> Symbol? {
    symbols.filter {
      $0.kind == kind && $0.range.file == file && $0.range.start <= offset
        && offset <= $0.range.end
    }.min { $0.range.length < $1.range.length }
  }
}

import Foundation
import InterplayDiagnostics
import InterplayModel

/// Every declared name of the systems a document belongs to and every place it is written:
/// what hover, go to definition, references, rename, completion and the outline use.
///
/// It holds no name resolution of its own: it reads the ``SymbolTable`` of each system's
/// resolution, so a reference is here exactly when the resolver bound it (what `check`
/// sees). A file with errors still resolves in part (the resolver drops what it cannot
/// bind and keeps the rest), so the names around the one being typed still navigate.
/// A symbol is keyed by where it is declared, so a file imported by several open systems
/// has one symbol per declaration, with the references of all of them.
public struct SymbolIndex: Sendable {
  /// Every symbol, by file and position.
  public private(set) var symbols: [Symbol] = []
  /// Every occurrence, declarations first.
  public private(set) var occurrences: [IndexOccurrence] = []
  private var byKey: [SourceRange: Int] = [:]

  /// Indexes the symbol tables of the systems a document belongs to.
  public init(tables: [SymbolTable], sources: SourceSet) {
    for table in tables {
      for declaration in table.declarations where byKey[declaration.nameRange] == nil {
        byKey[declaration.nameRange] = symbols.count
        symbols.append(
          Symbol(
            declaration, container: declaration.container.flatMap { table[$0]?.nameRange },
            detail: Self.header(declaration.range, sources)))
      }
    }
    occurrences = symbols.map {
      IndexOccurrence(key: $0.key, range: $0.nameRange, isDeclaration: true)
    }
    var seen = Set<SourceRange>()
    for table in tables {
      for reference in table.references {
        guard let key = table[reference.symbol]?.nameRange, seen.insert(reference.range).inserted
        else { continue }
        occurrences.append(IndexOccurrence(key: key, range: reference.range, isDeclaration: false))
      }
    }
  }

  /// The symbol with a key.
  public subscript(key: SourceRange) -> Symbol? { byKey[key].map { symbols[$0] } }

  /// Whether a symbol has a key.
  public func contains(_ key: SourceRange) -> Bool { byKey[key] != nil }

  /// The occurrence written at a byte offset of a file (its end counts, so a cursor just
  /// after a name finds it).
  public func occurrence(in file: FileID, at offset: Int) -> IndexOccurrence? {
    occurrences.first {
      $0.range.file == file && $0.range.start <= offset && offset <= $0.range.end
    }
  }

  /// Every occurrence of a symbol, declaration first, then in source order.
  public func occurrences(of key: SourceRange) -> [IndexOccurrence] {
    occurrences.filter { $0.key == key }
      .sorted { lhs, rhs in
        if lhs.isDeclaration != rhs.isDeclaration { return lhs.isDeclaration }
        return (lhs.range.file, lhs.range.start) < (rhs.range.file, rhs.range.start)
      }
  }

  /// The symbols a symbol directly contains (nil: the top-level ones), in source order.
  public func children(of key: SourceRange?) -> [Symbol] {
    symbols.filter { $0.container == key }
  }

  /// The innermost symbol of a kind whose declaration contains an offset of a file.
  public func innermost(_ kind: SymbolKind, in file: FileID, at offset: Int) -> Symbol? {
    symbols.filter {
      $0.kind == kind && $0.range.file == file && $0.range.start <= offset
        && offset <= $0.range.end
    }.min { $0.range.length < $1.range.length }
  }

  /// The first line of a declaration as written, without a trailing `{`.
  private static func header(_ range: SourceRange, _ sources: SourceSet) -> String {
    let text = sources[range.file].text(in: range.offsets)
    var line = String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    line = line.trimmingCharacters(in: .whitespaces)
    if line.hasSuffix("{") { line = String(line.dropLast()).trimmingCharacters(in: .whitespaces) }
    return line.count > 160 ? String(line.prefix(160)) + "…" : line
  }
}

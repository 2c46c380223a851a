import InterplayDiagnostics

/// Every name the resolver declares and every name it binds, with where each is written:
/// the one name resolution that `check`, the language server and lint all read.
///
/// ``Resolver/resolve(_:in:)`` fills it as it resolves, so a reference is in the table
/// exactly when the resolver bound it: a misspelled name, a trigger binding or a part that
/// failed to resolve has no occurrence. A model that does not resolve still has a table for
/// what did.
public struct SymbolTable: Sendable {
  /// Every declaration in the order the resolver made them (the first of two
  /// declarations of a symbol wins).
  public private(set) var declarations: [SymbolDeclaration] = []
  /// Every reference the resolver bound, in source order once ``finish()`` has run; one
  /// per written name.
  public private(set) var references: [SymbolOccurrence] = []
  private var byID: [SymbolID: Int] = [:]

  /// Creates an empty table.
  public init() {}

  /// Records a declaration, unless the symbol is declared already.
  public mutating func declare(_ declaration: SymbolDeclaration) {
    // Recovery leaves empty names where a name was missing: nothing to show or find.
    guard !declaration.name.isEmpty, byID[declaration.symbol] == nil else { return }
    byID[declaration.symbol] = declarations.count
    declarations.append(declaration)
  }

  /// Records that the name written at `range` names `symbol`.
  public mutating func reference(_ symbol: SymbolID, at range: SourceRange) {
    references.append(SymbolOccurrence(symbol: symbol, range: range, isDeclaration: false))
  }

  /// Sorts declarations and references by position and keeps one reference per written
  /// name, the first bound: some names are resolved twice (a trigger is looked up for its
  /// transition and for its handler), and a wildcard's `*` binds its notifier before the
  /// cases it is expanded into.
  public mutating func finish() {
    declarations.sort {
      ($0.nameRange.file, $0.nameRange.start) < ($1.nameRange.file, $1.nameRange.start)
    }
    byID = Dictionary(
      declarations.indices.map { (declarations[$0].symbol, $0) }, uniquingKeysWith: { $1 })
    // Sorted by range, ties in the order bound, then walked once beside the sorted
    // declared names: no hashing of every range (this runs on every resolution).
    func precedes(_ left: SourceRange, _ right: SourceRange) -> Bool {
      (left.file, left.start, left.end) < (right.file, right.start, right.end)
    }
    let order = references.indices.sorted { left, right in
      let (one, other) = (references[left].range, references[right].range)
      return one == other ? left < right : precedes(one, other)
    }
    let declared = declarations.map(\.nameRange).sorted(by: precedes)
    var kept: [SymbolOccurrence] = []
    kept.reserveCapacity(order.count)
    var next = 0
    var last: SourceRange?
    for index in order {
      let range = references[index].range
      guard range != last else { continue }
      last = range
      while next < declared.count, precedes(declared[next], range) { next += 1 }
      guard next == declared.count || declared[next] != range else { continue }
      kept.append(references[index])
    }
    references = kept
  }

  /// The declaration of a symbol.
  public subscript(symbol: SymbolID) -> SymbolDeclaration? {
    byID[symbol].map { declarations[$0] }
  }

  /// Every occurrence: declarations first, then the references.
  public var occurrences: [SymbolOccurrence] {
    declarations.map {
      SymbolOccurrence(symbol: $0.symbol, range: $0.nameRange, isDeclaration: true)
    } + references.filter { byID[$0.symbol] != nil }
  }

  /// The occurrence written at a byte offset of a file (its end counts, so a cursor just
  /// after a name finds it): a reference, else a declared name.
  public func occurrence(in file: FileID, at offset: Int) -> SymbolOccurrence? {
    func covers(_ range: SourceRange) -> Bool {
      range.file == file && range.start <= offset && offset <= range.end
    }
    if let reference = references.first(where: { covers($0.range) && byID[$0.symbol] != nil }) {
      return reference
    }
    return declarations.first { covers($0.nameRange) }.map {
      SymbolOccurrence(symbol: $0.symbol, range: $0.nameRange, isDeclaration: true)
    }
  }

  /// Every occurrence of a symbol, declaration first, then in source order.
  public func occurrences(of symbol: SymbolID) -> [SymbolOccurrence] {
    guard let declaration = self[symbol] else { return [] }
    let declared = SymbolOccurrence(
      symbol: symbol, range: declaration.nameRange, isDeclaration: true)
    return [declared] + references.filter { $0.symbol == symbol }
  }

  /// The symbols a symbol directly contains (nil: the top-level ones), in declaration order.
  public func children(of symbol: SymbolID?) -> [SymbolDeclaration] {
    declarations.filter { $0.container == symbol }
  }
}

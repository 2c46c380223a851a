import InterplayDiagnostics
import InterplayModel

/// `textDocument/documentSymbol`: the outline of one file as a hierarchy of LSP
/// `DocumentSymbol`s: actors contain their variables, notifiers (which contain their
/// cases), sub-actors and states (which contain their sub-states); scopes contain their
/// companions, enums their cases, data models their properties and registrations.
public enum DocumentSymbols {
  /// The outline of a file.
  public static func symbols(_ snapshot: Snapshot, file: FileID) -> JSON {
    let index = snapshot.index
    let converter = snapshot.converter(file)
    var childrenOf: [SourceRange: [Symbol]] = [:]
    var roots: [Symbol] = []
    for symbol in index.symbols where symbol.range.file == file {
      if let container = symbol.container, index[container]?.range.file == file {
        childrenOf[container, default: []].append(symbol)
      } else {
        roots.append(symbol)
      }
    }
    func convert(_ symbol: Symbol) -> JSON {
      var result: [String: JSON] = [
        "name": .string(symbol.name),
        "detail": .string(symbol.detail),
        "kind": .int(kind(symbol.kind)),
        "range": converter.range(of: symbol.range.union(symbol.nameRange)),
        "selectionRange": converter.range(of: symbol.nameRange),
      ]
      let children = childrenOf[symbol.key] ?? []
      if !children.isEmpty { result["children"] = .array(children.map(convert)) }
      return .object(result)
    }
    return .array(roots.map(convert))
  }

  /// The LSP `SymbolKind` number shown for a kind.
  public static func kind(_ kind: SymbolKind) -> Int {
    switch kind {
    case .system: 2  // Module
    case .actor: 5  // Class
    case .notifier: 11  // Interface
    case .notificationCase: 24  // Event
    case .state, .history, .choice: 3  // Namespace
    case .variable: 13  // Variable
    case .enumeration: 10  // Enum
    case .enumCase: 22  // EnumMember
    case .opaqueType: 23  // Struct
    case .stack: 18  // Array
    case .scope: 4  // Package
    case .dataModel: 19  // Object
    case .dataNode: 19  // Object
    case .dataProperty: 7  // Property
    case .registration: 12  // Function
    case .sequence: 6  // Method
    case .property, .invariant: 14  // Constant
    }
  }
}

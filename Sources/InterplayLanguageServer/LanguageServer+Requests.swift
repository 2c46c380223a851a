import InterplayDiagnostics
import InterplayLint
import InterplaySyntax

/// Requests: lifecycle, then the document features.
extension LanguageServer {
  mutating func respond(to method: String, id: JSON, params: JSON) -> JSON {
    switch (method, phase) {
    case ("initialize", .starting):
      phase = .running
      return Self.result(id: id, Self.initializeResult)
    case ("initialize", _):
      return Self.error(id: id, .invalidRequest, "the server is already initialized")
    case (_, .starting):
      return Self.error(id: id, .serverNotInitialized, "'initialize' must come first")
    case ("shutdown", _):
      phase = .shuttingDown
      return Self.result(id: id, .null)
    case (_, .shuttingDown), (_, .exited):
      return Self.error(id: id, .invalidRequest, "the server is shutting down")
    default:
      break
    }
    switch method {
    case "textDocument/hover", "textDocument/definition", "textDocument/references",
      "textDocument/completion", "textDocument/prepareRename", "textDocument/rename",
      "textDocument/documentSymbol", "textDocument/semanticTokens/full",
      "textDocument/semanticTokens/full/delta", "textDocument/semanticTokens/range":
      return positional(method, id: id, params: params)
    case "textDocument/formatting":
      guard let uri = params["textDocument"]["uri"].stringValue else {
        return Self.error(id: id, .invalidParams, "'textDocument.uri' is required")
      }
      guard let document = workspace.documents[uri] else { return Self.result(id: id, []) }
      return Self.result(id: id, Formatting.edits(path: document.path, bytes: document.bytes))
    case "textDocument/codeAction":
      guard let uri = params["textDocument"]["uri"].stringValue else {
        return Self.error(id: id, .invalidParams, "'textDocument.uri' is required")
      }
      guard let file = publishedDiagnostics(uri), let fileID = file.file,
        let range = PositionConverter(file.sources[fileID]).offsets(of: params["range"])
      else { return Self.result(id: id, []) }
      return Self.result(
        id: id, CodeActions.actions(file, range: range, uriByPath: workspace.uriByPath))
    default:
      return Self.error(id: id, .methodNotFound, "unknown method '\(method)'")
    }
  }

  /// The requests about a position (or, for the outline and the semantic tokens, a whole
  /// document).
  private mutating func positional(_ method: String, id: JSON, params: JSON) -> JSON {
    guard let uri = params["textDocument"]["uri"].stringValue else {
      return Self.error(id: id, .invalidParams, "'textDocument.uri' is required")
    }
    guard let snapshot = workspace.snapshot(uri: uri), let file = snapshot.file else {
      return Self.result(id: id, method == "textDocument/documentSymbol" ? [] : .null)
    }
    if method == "textDocument/documentSymbol" {
      return Self.result(id: id, DocumentSymbols.symbols(snapshot, file: file))
    }
    if method == "textDocument/semanticTokens/full"
      || method == "textDocument/semanticTokens/full/delta"
    {
      let previous =
        method.hasSuffix("/delta") ? params["previousResultId"].stringValue : nil
      return Self.result(
        id: id,
        semanticTokenResults.answer(
          uri: uri, data: SemanticTokens.data(snapshot, file: file), previous: previous))
    }
    if method == "textDocument/semanticTokens/range" {
      guard let range = snapshot.converter(file).offsets(of: params["range"]) else {
        return Self.error(id: id, .invalidParams, "'range' with 'start' and 'end' is required")
      }
      return Self.result(id: id, SemanticTokens.range(snapshot, file: file, range))
    }
    guard let offset = snapshot.converter(file).offset(of: params["position"]) else {
      return Self.error(
        id: id, .invalidParams, "'position' with 'line' and 'character' is required")
    }
    let uris = workspace.uriByPath
    switch method {
    case "textDocument/hover":
      return Self.result(id: id, Hover.hover(snapshot, file: file, offset: offset))
    case "textDocument/definition":
      return Self.result(
        id: id, Navigation.definition(snapshot, file: file, offset: offset, uriByPath: uris))
    case "textDocument/references":
      let declaration = params["context"]["includeDeclaration"].boolValue ?? true
      return Self.result(
        id: id,
        Navigation.references(
          snapshot, file: file, offset: offset, includeDeclaration: declaration, uriByPath: uris))
    case "textDocument/completion":
      return Self.result(id: id, Completion.items(snapshot, file: file, offset: offset))
    case "textDocument/prepareRename":
      return Self.result(id: id, Navigation.prepareRename(snapshot, file: file, offset: offset))
    default:
      guard let newName = params["newName"].stringValue else {
        return Self.error(id: id, .invalidParams, "'newName' is required")
      }
      switch Navigation.rename(
        snapshot, file: file, offset: offset, newName: newName, uriByPath: uris)
      {
      case .success(let edit): return Self.result(id: id, edit)
      case .failure(let failure): return Self.error(id: id, .requestFailed, failure.message)
      }
    }
  }

  /// What `initialize` answers: the features and full text synchronization.
  static var initializeResult: JSON {
    [
      "capabilities": [
        "textDocumentSync": ["openClose": true, "change": 1, "save": ["includeText": false]],
        "hoverProvider": true,
        "definitionProvider": true,
        "referencesProvider": true,
        "documentSymbolProvider": true,
        "documentFormattingProvider": true,
        "codeActionProvider": ["codeActionKinds": ["quickfix"]],
        "renameProvider": ["prepareProvider": true],
        "completionProvider": ["triggerCharacters": ["."], "resolveProvider": false],
        "semanticTokensProvider": [
          "legend": SemanticTokens.legend, "full": ["delta": true], "range": true,
        ],
      ],
      "serverInfo": ["name": "interplay", "version": .string(DiagnosticOutput.toolVersion)],
    ]
  }

  /// A response carrying a result.
  static func result(id: JSON, _ result: JSON) -> JSON {
    ["jsonrpc": "2.0", "id": id, "result": result]
  }

  /// A response carrying an error.
  static func error(id: JSON, _ code: ErrorCode, _ message: String) -> JSON {
    [
      "jsonrpc": "2.0", "id": id,
      "error": ["code": .int(code.rawValue), "message": .string(message)],
    ]
  }

  /// Whether a value can be a request id (a number or a string).
  static func isValidID(_ id: JSON) -> Bool {
    switch id {
    case .int, .string, .double: true
    default: false
    }
  }

  /// A `publishDiagnostics` notification.
  static func publish(_ file: PublishedDiagnostics, uriByPath: [String: String]) -> JSON {
    let converter = DiagnosticConverter(sources: file.sources, uriByPath: uriByPath)
    var params: [String: JSON] = [
      "uri": .string(file.uri),
      "diagnostics": .array(file.diagnostics.map(converter.convert)),
    ]
    if let version = file.version { params["version"] = .int(version) }
    return [
      "jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": .object(params),
    ]
  }
}

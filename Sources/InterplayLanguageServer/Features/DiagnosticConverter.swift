import InterplayDiagnostics

/// Turns Interplay diagnostics into LSP `Diagnostic` objects.
///
/// The id becomes the `code` (the same id `interplay lint` prints), notes with a location
/// become `relatedInformation`, notes without one are appended to the message, and the
/// severity maps error to 1, warning to 2 and note to 3 (information).
public struct DiagnosticConverter: Sendable {
  /// The files the ranges refer to.
  public let sources: SourceSet
  /// The URI each open document's normalized path was opened under.
  public let uriByPath: [String: String]

  /// Creates a converter.
  public init(sources: SourceSet, uriByPath: [String: String]) {
    self.sources = sources
    self.uriByPath = uriByPath
  }

  /// The LSP diagnostic.
  public func convert(_ diagnostic: Diagnostic) -> JSON {
    var message = diagnostic.message
    var related: [JSON] = []
    for note in diagnostic.notes {
      if let range = note.range {
        related.append(["location": location(range), "message": .string(note.message)])
      } else {
        message += "\nnote: " + note.message
      }
    }
    var result: [String: JSON] = [
      "range": PositionConverter(sources[diagnostic.range.file]).range(of: diagnostic.range),
      "severity": .int(Self.severity(diagnostic.severity)),
      "code": .string(diagnostic.id.rawValue),
      "source": "interplay",
      "message": .string(message),
    ]
    if !related.isEmpty { result["relatedInformation"] = .array(related) }
    return .object(result)
  }

  /// An LSP `Location` for a range.
  public func location(_ range: SourceRange) -> JSON {
    [
      "uri": .string(DocumentURI.uri(for: sources[range.file].path, known: uriByPath)),
      "range": PositionConverter(sources[range.file]).range(of: range),
    ]
  }

  /// The LSP `DiagnosticSeverity` of a severity.
  public static func severity(_ severity: Severity) -> Int {
    switch severity {
    case .error: 1
    case .warning: 2
    case .note: 3
    }
  }
}

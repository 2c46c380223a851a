import InterplayDiagnostics

/// `textDocument/codeAction`: one quick fix per fix-it of each diagnostic that touches the
/// requested range, applying the fix-it's edits.
public enum CodeActions {
  /// The quick fixes for a byte range of a file, from the diagnostics last published for it.
  public static func actions(
    _ published: PublishedDiagnostics, range: Range<Int>, uriByPath: [String: String]
  ) -> JSON {
    guard let file = published.file else { return [] }
    let converter = DiagnosticConverter(sources: published.sources, uriByPath: uriByPath)
    var actions: [JSON] = []
    for diagnostic in published.diagnostics where diagnostic.range.file == file {
      let touches =
        diagnostic.range.start <= range.upperBound && range.lowerBound <= diagnostic.range.end
      guard touches else { continue }
      for fixIt in diagnostic.fixIts {
        var changes: [String: [JSON]] = [:]
        for edit in fixIt.edits {
          let source = published.sources[edit.range.file]
          let uri = DocumentURI.uri(for: source.path, known: uriByPath)
          changes[uri, default: []].append(
            [
              "range": PositionConverter(source).range(of: edit.range),
              "newText": .string(edit.replacement),
            ])
        }
        actions.append(
          [
            "title": .string(fixIt.message),
            "kind": "quickfix",
            "diagnostics": [converter.convert(diagnostic)],
            "isPreferred": .bool(diagnostic.fixIts.count == 1),
            "edit": ["changes": .object(changes.mapValues { .array($0) })],
          ])
      }
    }
    return .array(actions)
  }
}

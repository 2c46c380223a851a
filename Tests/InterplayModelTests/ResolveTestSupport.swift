import Foundation
import InterplayDiagnostics
import InterplayModel
import InterplaySyntax
import InterplayTestSupport
import Testing

/// Parses and resolves one marked source; parse errors fail the test (these tests
/// are about semantics, so their sources must be syntactically valid).
func resolveMarked(
  _ marked: MarkedSource, sourceLocation: Testing.SourceLocation = #_sourceLocation
)
  -> ResolveResult
{
  var sources = SourceSet()
  let id = sources.add(marked.sourceFile())
  let parsed = Parser.parse(sources[id], file: id)
  #expect(
    parsed.diagnostics.map(\.message) == [], "the test source must parse cleanly",
    sourceLocation: sourceLocation)
  let result = Resolver.resolve([parsed.syntax], in: sources)
  expectHouseStyle(result.diagnostics, sourceLocation: sourceLocation)
  return result
}

/// Messages and notes start lower-case (or with a quoted name) and have no trailing
/// period; every diagnostic has a `resolve.`, `type.` or `limit.` id.
func expectHouseStyle(
  _ diagnostics: [Diagnostic], sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  for diagnostic in diagnostics {
    let texts = [diagnostic.message] + diagnostic.notes.map(\.message)
    for text in texts {
      let first = text.first.map(String.init) ?? ""
      #expect(
        first == first.lowercased(), "'\(text)' starts upper-case", sourceLocation: sourceLocation)
      #expect(!text.hasSuffix("."), "'\(text)' ends in a period", sourceLocation: sourceLocation)
    }
    let id = diagnostic.id.rawValue
    #expect(
      id.hasPrefix("resolve.") || id.hasPrefix("type.") || id.hasPrefix("limit."),
      "unexpected id \(id)",
      sourceLocation: sourceLocation)
  }
}

/// Asserts the exact diagnostics (marker, id, message) of resolving `source`.
func expectFindings(
  _ source: String, _ expected: [ExpectedFinding],
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let marked = MarkedSource(source)
  let result = resolveMarked(marked, sourceLocation: sourceLocation)
  #expect(
    marked.findings(result.diagnostics).map(\.description) == expected.map(\.description),
    sourceLocation: sourceLocation)
}

/// Asserts that `source` resolves without any diagnostic and returns its model.
@discardableResult
func expectClean(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
  -> Model
{
  let marked = MarkedSource(source)
  let result = resolveMarked(marked, sourceLocation: sourceLocation)
  #expect(
    marked.findings(result.diagnostics).map(\.description) == [], sourceLocation: sourceLocation)
  return result.model
}

/// A file and its imports (depth first, each once), parsed and resolved: a minimal
/// stand-in for the loader, enough for fixtures.
func resolveFile(at url: URL) throws -> (
  result: ResolveResult, parse: [Diagnostic], sources: SourceSet
) {
  var sources = SourceSet()
  var syntaxes: [SourceFileSyntax] = []
  var parseDiagnostics: [Diagnostic] = []
  var pending = [url.standardizedFileURL]
  while !pending.isEmpty {
    let next = pending.removeFirst()
    guard sources.id(forPath: next.path) == nil else { continue }
    let data = try Data(contentsOf: next)
    let id = sources.add(SourceFile(path: next.path, bytes: Array(data)))
    let parsed = Parser.parse(sources[id], file: id)
    syntaxes.append(parsed.syntax)
    parseDiagnostics += parsed.diagnostics
    for case .importFile(let decl) in parsed.syntax.declarations {
      pending.append(
        next.deletingLastPathComponent().appendingPathComponent(decl.path.value)
          .standardizedFileURL)
    }
  }
  return (Resolver.resolve(syntaxes, in: sources), parseDiagnostics, sources)
}

/// Diagnostics as `file:line:col: severity: message [id]` lines, with notes indented.
func render(_ diagnostics: [Diagnostic], in sources: SourceSet) -> String {
  diagnostics.map { diagnostic in
    let location = sources.location(of: diagnostic.range)
    let file = URL(fileURLWithPath: sources[diagnostic.range.file].path).lastPathComponent
    var text =
      "\(file):\(location.line):\(location.column): \(diagnostic.severity.rawValue): "
      + "\(diagnostic.message) [\(diagnostic.id)]"
    for note in diagnostic.notes {
      let place = note.range.map { range -> String in
        let location = sources.location(of: range)
        return " (\(location.line):\(location.column))"
      }
      text += "\n  note: \(note.message)\(place ?? "")"
    }
    return text
  }.joined(separator: "\n")
}

import Foundation
import InterplayDiagnostics
import InterplayLanguageServer
import InterplayModel
import InterplayPipeline
import InterplayTestSupport
import Testing

/// Go to definition agrees with the resolver: on every bundled model and every fixture that
/// resolves without errors, the definition the language server answers at each name the
/// resolver bound is that binding's declaration, and the name written there is the name
/// declared (so a binding to the wrong symbol fails here, not in an editor).
@Suite struct NameResolutionAgreementTests {
  /// A replica's family name: `Server` of `Server[i]` and of `Server[0]`.
  static func family(_ name: String) -> Substring {
    name.prefix { $0 != "[" }
  }

  /// The bundled models, then the fixtures, each as a root.
  static var candidates: [String] {
    (TestPaths.bundledModels + TestPaths.iplFiles(under: TestPaths.fixtures)).map(\.path)
  }

  @Test func definitionsAgreeWithTheResolversBindings() throws {
    var models = 0
    var compared = 0
    for path in Self.candidates {
      let loaded = SourceLoader(overlay: [:]).load(paths: [path])
      guard loaded.diagnostics.allSatisfy({ $0.severity != .error }),
        let system = loaded.systems.first
      else { continue }
      let files = system.compactMap { loaded.syntax[$0.rawValue] }
      let resolved = Resolver.resolve(files, in: loaded.sources)
      guard resolved.diagnostics.allSatisfy({ $0.severity != .error }) else { continue }
      models += 1
      let snapshot = Snapshot(paths: [path], overlay: [:])
      let converter = DiagnosticConverter(sources: loaded.sources, uriByPath: [:])
      for reference in resolved.symbols.references {
        let declaration = try #require(resolved.symbols[reference.symbol], "\(path)")
        let written = loaded.sources[reference.range.file].text(in: reference.range.offsets)
        // A wildcard trigger's `*` names the notifier whose cases it stands for; a
        // replica written with its index expression (`Server[i]`) is bound to one replica
        // of the family (`Server[0]`), all declared by the one `actor Server[i in ...]`.
        let expected = written == "*" && declaration.kind == .notifier ? "*" : declaration.name
        #expect(
          written == expected
            || Self.family(written) == Self.family(expected)
              && written.hasSuffix("]") && expected.hasSuffix("]"),
          "\(path): '\(written)' at \(reference.range) is bound to \(declaration.qualifiedName)")
        let file = try #require(snapshot.file(forPath: loaded.sources[reference.range.file].path))
        // At the name's first byte and just after its last, as an editor's cursor may be.
        for offset in [reference.range.start, reference.range.end] {
          let answer = Navigation.definition(
            snapshot, file: file, offset: offset, uriByPath: [:])
          #expect(
            answer == converter.location(declaration.nameRange),
            "\(path): definition of '\(written)' at \(reference.range)")
        }
        compared += 1
      }
    }
    print("name resolution agreement: \(compared) references over \(models) models")
    #expect(models >= 100)
    #expect(compared >= 5_000)
  }
}

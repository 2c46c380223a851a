import Foundation
import InterplayDiagnostics
import InterplayLanguageServer
import InterplayModel
import InterplayPipeline
import InterplayTestSupport
import Testing

/// The index reads the resolver's symbol table: on every bundled diagram each actor,
/// notification case, state and variable of the resolved model is indexed at its name
/// range, and every occurrence names an indexed symbol.
@Suite struct SymbolIndexTests {
  static let models = TestPaths.bundledModels.map(\.path)

  @Test(arguments: models) func indexAgreesWithTheResolvedModel(path: String) throws {
    let report = ModelPipeline.load(paths: [path], options: .linting)
    let snapshot = Snapshot(paths: [path], overlay: [:])
    let index = snapshot.index
    #expect(report.models.count == 1)
    func declared(_ kind: SymbolKind, _ qualifiedName: String) -> SourceRange? {
      index.symbols.first { $0.kind == kind && $0.qualifiedName == qualifiedName }?.nameRange
    }
    for model in report.models {
      for actor in model.actors {
        #expect(declared(.actor, actor.path) == actor.nameRange, "\(actor.path)")
        for variable in actor.variables {
          #expect(index[variable.nameRange]?.kind == .variable, "\(variable.name)")
        }
        for notifierID in [actor.requestNotifier, actor.eventNotifier].compactMap({ $0 }) {
          for item in model[notifierID].cases {
            #expect(index[item.nameRange]?.qualifiedName == "\(actor.path).\(item.name)")
          }
        }
        for state in actor.chart?.states ?? [] {
          #expect(index[state.nameRange]?.qualifiedName == state.path, "\(state.path)")
        }
      }
    }
    #expect(index.occurrences.allSatisfy { index.contains($0.key) })
  }

  @Test func referencesResolveThroughEnclosingActorsAndStates() throws {
    let text = """
      service Outer {
        service Inner { event { ping(n: Level) } }
        behaviour Watcher {
          observes Inner.event
          initial state A { on Inner.ping(x) [x == Level.high] -> B }
          state B { on Inner.ping -> A }
        }
      }
      enum Level { low, high }
      """
    let overlay = ["/tmp/interplay-index-test/Outer.ipl": Array(text.utf8)]
    let snapshot = Snapshot(paths: ["/tmp/interplay-index-test/Outer.ipl"], overlay: overlay)
    let index = snapshot.index
    func occurrences(_ kind: SymbolKind, _ qualifiedName: String) -> Int {
      guard
        let symbol = index.symbols.first(where: {
          $0.kind == kind && $0.qualifiedName == qualifiedName
        })
      else { return 0 }
      return index.occurrences(of: symbol.key).count
    }
    #expect(occurrences(.actor, "Outer.Inner") == 4)
    #expect(occurrences(.notificationCase, "Outer.Inner.ping") == 3)
    #expect(occurrences(.state, "B") == 2)
    #expect(occurrences(.state, "A") == 2)
    #expect(occurrences(.enumCase, "Level.high") == 2)
    #expect(occurrences(.enumeration, "Level") == 3)
    let outer = try #require(index.symbols.first { $0.qualifiedName == "Outer" })
    #expect(index.children(of: outer.key).map(\.name) == ["Inner", "Watcher"])
  }
}

import Foundation
import InterplayDiagnostics
import InterplayLanguageServer
import InterplayLint
import InterplayModel
import InterplayTestSupport
import Testing

/// The syntax-based symbol index agrees with the resolved model on every bundled diagram:
/// each actor, notification case, state and variable the resolver declares is indexed at the
/// same name range, and every occurrence names an indexed symbol.
@Suite struct SymbolIndexTests {
  static let models = TestPaths.bundledModels.map(\.path)

  @Test(arguments: models) func indexAgreesWithTheResolvedModel(path: String) throws {
    let report = Linter.lint(paths: [path])
    let snapshot = Snapshot(paths: [path], overlay: [:])
    let index = snapshot.index
    #expect(report.models.count == 1)
    for model in report.models {
      for actor in model.actors {
        #expect(index["actor:" + actor.path]?.nameRange == actor.nameRange, "\(actor.path)")
        for variable in actor.variables {
          #expect(index["var:\(actor.path).\(variable.name)"]?.nameRange == variable.nameRange)
        }
        for notifierID in [actor.requestNotifier, actor.eventNotifier].compactMap({ $0 }) {
          let notifier = model[notifierID]
          for item in notifier.cases {
            let key = "case:\(actor.path).\(notifier.kind.rawValue).\(item.name)"
            #expect(index[key]?.nameRange == item.nameRange, "\(key)")
          }
        }
        for state in actor.chart?.states ?? [] {
          let key = "state:\(actor.path)/\(state.path)"
          #expect(index[key]?.nameRange == state.nameRange, "\(key)")
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
    #expect(index.occurrences(of: "actor:Outer.Inner").count == 4)
    #expect(index.occurrences(of: "case:Outer.Inner.event.ping").count == 3)
    #expect(index.occurrences(of: "state:Outer.Watcher/B").count == 2)
    #expect(index.occurrences(of: "state:Outer.Watcher/A").count == 2)
    #expect(index.occurrences(of: "enumcase:Level.high").count == 2)
    #expect(index.occurrences(of: "type:Level").count == 3)
    #expect(index.children(of: "actor:Outer").map(\.name) == ["Inner", "Watcher"])
  }
}

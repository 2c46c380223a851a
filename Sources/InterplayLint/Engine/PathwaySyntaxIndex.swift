import InterplayDiagnostics
import InterplayModel
import InterplaySyntax

/// Where each actor's `observes` and `requests` declarations name their notifiers.
///
/// The resolved model keeps pathways as notifier ids without ranges, so findings about a
/// pathway would otherwise point at the actor's name. This index finds the actor's
/// declaration in the syntax tree by its range and keeps each written notifier path.
struct PathwaySyntaxIndex {
  /// One notifier path written in a pathway declaration.
  struct Written {
    /// `observes` or `requests`.
    var kind: Pathway.Kind
    /// The actor part of the path, as written: `Service` in `Service.event`.
    var actorPath: String
    /// Where the whole path was written.
    var range: SourceRange
  }

  private var written: [SourceRange: [Written]] = [:]
  private var requestsEnds: [SourceRange: SourceRange] = [:]

  /// Indexes every actor declaration of the files, scope companions and sub-actors included.
  init(syntax: [SourceFileSyntax]) {
    for file in syntax {
      for declaration in file.declarations {
        switch declaration {
        case .actor(let decl): add(decl)
        case .scope(let scope): scope.actors.forEach { add($0) }
        default: break
        }
      }
    }
  }

  private mutating func add(_ decl: ActorDecl) {
    var paths: [Written] = []
    for member in decl.members {
      switch member {
      case .observes(let pathway):
        paths += pathway.notifiers.map { written(.observes, $0) }
      case .requests(let pathway):
        paths += pathway.notifiers.map { written(.requests, $0) }
        if let last = pathway.notifiers.last {
          requestsEnds[decl.range] = .point(last.range.file, last.range.end)
        }
      case .actor(let child):
        add(child)
      default:
        break
      }
    }
    written[decl.range] = paths
  }

  private func written(_ kind: Pathway.Kind, _ path: Path) -> Written {
    Written(
      kind: kind, actorPath: path.components.dropLast().map(\.name).joined(separator: "."),
      range: path.range)
  }

  /// The notifier paths written in the actor's pathway declarations, in source order.
  func pathways(of actor: Actor) -> [Written] {
    written[actor.range] ?? []
  }

  /// The end of the last notifier path of the actor's last `requests` declaration, if any.
  func requestsEnd(of actor: Actor) -> SourceRange? {
    requestsEnds[actor.range]
  }
}

import InterplayDiagnostics
import InterplayModel
import InterplaySyntax

/// The syntax of each actor's declaration: where its `observes` and `requests` name their
/// notifiers, and where its URI is written.
///
/// The resolved model keeps pathways as notifier ids without ranges, so findings about a
/// pathway would otherwise point at the actor's name. This index finds each actor's
/// declaration in the syntax tree and the written paths in it. The resolver numbers actors
/// in declaration order (files in order, each actor before its sub-actors, scope companions
/// where their scope is), so declarations are matched by position and checked by range;
/// only when that fails is a declaration looked up by its range.
struct ActorSyntaxIndex {
  private let model: Model
  private var declarations: [ActorDecl] = []
  private var byActor: [Int?] = []

  /// Indexes the actor declarations of the files for the actors of `model`.
  init(syntax: [SourceFileSyntax], model: Model) {
    self.model = model
    for file in syntax {
      for declaration in file.declarations {
        switch declaration {
        case .actor(let decl): add(decl)
        case .scope(let scope): scope.actors.forEach { add($0) }
        default: break
        }
      }
    }
    var byRange: [SourceRange: Int]?
    byActor = model.actors.indices.map { index in
      let range = model.actors[index].range
      if index < declarations.count, declarations[index].range == range { return index }
      if byRange == nil {
        byRange = Dictionary(
          declarations.indices.map { (declarations[$0].range, $0) },
          uniquingKeysWith: { first, _ in first })
      }
      return byRange?[range]
    }
  }

  private mutating func add(_ decl: ActorDecl) {
    declarations.append(decl)
    // By index, testing the case before binding it: `for case .actor(let child) in` copies
    // every member, payload and all, to look at its case.
    for index in decl.members.indices {
      guard case .actor = decl.members[index], case .actor(let child) = decl.members[index]
      else { continue }
      add(child)
    }
  }

  /// Where the actor's declarations name `owner`'s notifier of a kind, if they do.
  func range(of kind: Pathway.Kind, to owner: ActorID, from actor: ActorID) -> SourceRange? {
    guard let index = byActor[actor.rawValue] else { return nil }
    let members = declarations[index].members
    for member in members.indices {
      let paths: [Path]
      // The case is tested before it is bound, which copies the member.
      switch (members[member], kind) {
      case (.observes, .observes), (.requests, .requests):
        switch members[member] {
        case .observes(let pathway), .requests(let pathway): paths = pathway.notifiers
        default: continue
        }
      default:
        continue
      }
      if let path = paths.first(where: { names($0, owner) }) { return path.range }
    }
    return nil
  }

  /// Whether a written notifier path (`A.B.event`) names `owner` by its full path or by a
  /// trailing part of it, as the resolver's lookup through enclosing actors allows.
  private func names(_ path: Path, _ owner: ActorID) -> Bool {
    var actor: ActorID? = owner
    for component in path.components.dropLast().reversed() {
      guard let current = actor, model.actors[current.rawValue].name == component.name else {
        return false
      }
      actor = model.actors[current.rawValue].parent
    }
    return path.components.count > 1
  }

  /// The string literal of the actor's `uri`, quotes included, if written.
  func uriRange(of actor: ActorID) -> SourceRange? {
    byActor[actor.rawValue].flatMap { declarations[$0].uri?.range }
  }

  /// The end of the last notifier path of the actor's last `requests` declaration, if any.
  func requestsEnd(of actor: ActorID) -> SourceRange? {
    guard let index = byActor[actor.rawValue] else { return nil }
    let members = declarations[index].members
    for member in members.indices.reversed() {
      guard case .requests = members[member], case .requests(let pathway) = members[member]
      else { continue }
      if let last = pathway.notifiers.last { return .point(last.range.file, last.range.end) }
    }
    return nil
  }
}

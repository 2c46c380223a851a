import InterplayDiagnostics
import InterplaySyntax

/// The second pass of ``SymbolIndex``: walks the syntax trees and records each written name
/// that names a declared symbol, looked up in the context it is written in.
struct SymbolReferences {
  let index: SymbolIndex
  let tree: ActorTree
  private(set) var occurrences: [SymbolOccurrence] = []
  /// The path of the actor whose body is being walked.
  var actor: String?
  /// The path of the state whose body is being walked.
  var state: String?
  /// The data model whose body is being walked.
  var dataModel: String?

  init(index: SymbolIndex, tree: ActorTree) {
    self.index = index
    self.tree = tree
  }

  mutating func visit(_ file: SourceFileSyntax) {
    for declaration in file.declarations {
      (actor, state, dataModel) = (nil, nil, nil)
      switch declaration {
      case .opaqueType, .system, .importFile, .profile, .check, .stack, .error: break
      case .enumeration(let d):
        for item in d.cases { item.parameters.forEach { type($0.type) } }
      case .actor(let d): visit(d, parent: nil)
      case .scope(let d):
        if let stack = d.stack { record("stack:" + stack.name, stack.range) }
        for companion in d.actors { visit(companion, parent: nil) }
      case .data(let d): visit(d)
      case .sequence(let d): visit(d)
      case .property(let d): visit(d)
      case .invariant(let d): expression(d.condition)
      case .rule(let d): visit(d)
      }
    }
  }

  /// Records an occurrence when the key names a symbol; returns whether it does.
  @discardableResult
  mutating func record(_ key: String, _ range: SourceRange) -> Bool {
    guard index.contains(key) else { return false }
    occurrences.append(SymbolOccurrence(key: key, range: range, isDeclaration: false))
    return true
  }

  /// Records the actors a path names, each component; returns the last actor's path.
  @discardableResult
  mutating func actorPath(_ components: [Identifier]) -> String? {
    guard let paths = tree.actor(components.map(\.name), from: actor) else { return nil }
    for (component, path) in zip(components, paths) { record("actor:" + path, component.range) }
    return paths.last
  }

  /// Records a type named by a type annotation.
  mutating func type(_ syntax: TypeSyntax) {
    if case .named(let name) = syntax { record("type:" + name.name, name.range) }
  }

  private mutating func visit(_ decl: ActorDecl, parent: String?) {
    let path = parent.map { $0 + "." + decl.name.name } ?? decl.name.name
    for member in decl.members {
      (actor, state) = (path, nil)
      switch member {
      case .variable(let v):
        type(v.type)
        if let initial = v.initial { expression(initial) }
      case .notifier(let n):
        for item in n.cases {
          item.parameters.forEach { type($0.type) }
          if let reply = item.replyType { type(reply) }
        }
      case .observes(let pathway), .requests(let pathway):
        for notifier in pathway.notifiers { notifierPath(notifier) }
      case .actor(let child): visit(child, parent: path)
      case .state(let s): visit(s, parent: nil)
      case .initial(let i): initial(i)
      case .choice(let c): choice(c)
      case .error: break
      }
    }
  }

  /// `Service.Portal.request`: the actors, then the notifier.
  private mutating func notifierPath(_ path: Path) {
    guard path.components.count >= 2,
      let owner = actorPath(Array(path.components.dropLast()))
    else { return }
    record("notifier:\(owner).\(path.last.name)", path.last.range)
  }

  /// A notification case written `Actor.case` (or `case` for the context actor's own),
  /// looked up in the notifiers of `kinds`, in order.
  mutating func notification(_ path: Path, kinds: [String]) {
    let owner: String?
    if path.components.count == 1 {
      owner = actor
    } else {
      owner = actorPath(Array(path.components.dropLast()))
    }
    guard let owner else { return }
    for kind in kinds where record("case:\(owner).\(kind).\(path.last.name)", path.last.range) {
      return
    }
  }
}

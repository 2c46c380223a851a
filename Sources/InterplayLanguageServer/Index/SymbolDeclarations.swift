import Foundation
import InterplayDiagnostics
import InterplaySyntax

/// The first pass of ``SymbolIndex``: every declaration of the syntax trees as a
/// ``Symbol``, and the ``ActorTree`` the reference pass looks names up in.
struct SymbolDeclarations {
  let sources: SourceSet
  private(set) var symbols: [Symbol] = []
  private(set) var tree = ActorTree()

  init(sources: SourceSet) { self.sources = sources }

  mutating func declare(_ file: SourceFileSyntax) {
    for declaration in file.declarations {
      switch declaration {
      case .system(let d): add("system:" + d.name.name, .system, d.name, d.name.name, d.range, nil)
      case .opaqueType(let d):
        add("type:" + d.name.name, .opaqueType, d.name, d.name.name, d.range, nil)
      case .enumeration(let d): declare(d)
      case .actor(let d): declare(d, parent: nil)
      case .stack(let d): add("stack:" + d.name.name, .stack, d.name, d.name.name, d.range, nil)
      case .scope(let d):
        add("scope:" + d.name.name, .scope, d.name, d.name.name, d.range, nil)
        for actor in d.actors { declare(actor, parent: nil, container: "scope:" + d.name.name) }
      case .data(let d): declare(d)
      case .sequence(let d):
        add("sequence:" + d.name.name, .sequence, d.name, d.name.name, d.range, nil)
      case .property(let d):
        add("property:" + d.name.name, .property, d.name, d.name.name, d.range, nil)
      case .invariant(let d):
        add("invariant:" + d.name.name, .invariant, d.name, d.name.name, d.range, nil)
      case .importFile, .profile, .check, .rule, .error: break
      }
    }
  }

  private mutating func declare(_ decl: EnumDecl) {
    let key = "type:" + decl.name.name
    add(key, .enumeration, decl.name, decl.name.name, decl.range, nil)
    for item in decl.cases {
      let qualified = decl.name.name + "." + item.name.name
      add("enumcase:" + qualified, .enumCase, item.name, qualified, item.range, key)
      tree.enumCases[item.name.name, default: []].append(decl.name.name)
    }
  }

  private mutating func declare(_ decl: ActorDecl, parent: String?, container: String? = nil) {
    let path = parent.map { $0 + "." + decl.name.name } ?? decl.name.name
    let key = "actor:" + path
    add(key, .actor, decl.name, path, decl.range, parent.map { "actor:" + $0 } ?? container)
    if let parent {
      tree.children[parent, default: [:]][decl.name.name] = path
      tree.parents[path] = parent
    } else if tree.globals[decl.name.name] == nil {
      tree.globals[decl.name.name] = path
    }
    tree.states[path] = tree.states[path] ?? []
    for member in decl.members {
      switch member {
      case .variable(let v):
        add("var:\(path).\(v.name.name)", .variable, v.name, v.name.name, v.range, key)
      case .notifier(let n):
        let notifierKey = "notifier:\(path).\(n.kind.rawValue)"
        let name = Identifier(
          n.kind.rawValue,
          range: SourceRange(
            file: n.range.file, start: n.range.start,
            end: n.range.start + n.kind.rawValue.utf8.count))
        add(notifierKey, .notifier, name, "\(path).\(n.kind.rawValue)", n.range, key)
        for item in n.cases {
          add(
            "case:\(path).\(n.kind.rawValue).\(item.name.name)", .notificationCase, item.name,
            "\(path).\(item.name.name)", item.range, notifierKey)
        }
      case .actor(let child): declare(child, parent: path)
      case .state(let state): declare(state, actor: path, parent: nil, container: key)
      case .choice(let choice):
        declarePseudostate(choice.name, .choice, choice.range, actor: path, parent: nil, key)
      case .observes, .requests, .initial, .error: break
      }
    }
  }

  private mutating func declare(
    _ decl: StateDecl, actor: String, parent: String?, container: String
  ) {
    let path = parent.map { $0 + "." + decl.name.name } ?? decl.name.name
    let key = "state:\(actor)/\(path)"
    add(key, .state, decl.name, path, decl.range, container)
    tree.states[actor, default: []].append(path)
    for member in decl.members {
      switch member {
      case .state(let child): declare(child, actor: actor, parent: path, container: key)
      case .history(let h):
        declarePseudostate(h.name, .history, h.range, actor: actor, parent: path, key)
      case .choice(let c):
        declarePseudostate(c.name, .choice, c.range, actor: actor, parent: path, key)
      default: break
      }
    }
  }

  private mutating func declarePseudostate(
    _ name: Identifier, _ kind: SymbolKind, _ range: SourceRange, actor: String,
    parent: String?, _ container: String
  ) {
    let path = parent.map { $0 + "." + name.name } ?? name.name
    add("state:\(actor)/\(path)", kind, name, path, range, container)
    tree.states[actor, default: []].append(path)
  }

  private mutating func declare(_ decl: DataDecl) {
    let key = "data:" + decl.name.name
    add(key, .dataModel, decl.name, decl.name.name, decl.range, nil)
    tree.dataModels.insert(decl.name.name)
    declareTree(decl.properties, decl.nodes, path: decl.name.name, container: key)
    for registration in decl.registrations {
      let qualified = decl.name.name + "." + registration.name.name
      add(
        "reg:" + qualified, .registration, registration.name, qualified, registration.range, key)
    }
  }

  private mutating func declareTree(
    _ properties: [VarDecl], _ nodes: [DataNodeDecl], path: String, container: String
  ) {
    for property in properties {
      let qualified = path + "." + property.name.name
      add("prop:" + qualified, .dataProperty, property.name, qualified, property.range, container)
    }
    for node in nodes {
      let qualified = path + "." + node.name.name
      let kind: SymbolKind = node.type == nil ? .dataNode : .dataProperty
      add("prop:" + qualified, kind, node.name, qualified, node.range, container)
      declareTree(node.properties, node.nodes, path: qualified, container: "prop:" + qualified)
    }
  }

  private mutating func add(
    _ key: String, _ kind: SymbolKind, _ name: Identifier, _ qualified: String,
    _ range: SourceRange, _ container: String?
  ) {
    // Recovery leaves empty names where a name was missing: nothing to show or find.
    guard !name.name.isEmpty else { return }
    symbols.append(
      Symbol(
        key: key, kind: kind, name: name.name, qualifiedName: qualified, nameRange: name.range,
        range: range, container: container, detail: header(range)))
  }

  /// The first line of a declaration as written, without a trailing `{`.
  private func header(_ range: SourceRange) -> String {
    let text = sources[range.file].text(in: range.offsets)
    var line = String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    line = line.trimmingCharacters(in: .whitespaces)
    if line.hasSuffix("{") { line = String(line.dropLast()).trimmingCharacters(in: .whitespaces) }
    return line.count > 160 ? String(line.prefix(160)) + "…" : line
  }
}

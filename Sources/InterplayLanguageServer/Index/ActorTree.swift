/// The names the reference pass looks up: actor nesting, each actor's states, and the
/// global names (types, enum cases, data models).
struct ActorTree: Sendable {
  /// The sub-actors of each actor path, by name.
  var children: [String: [String: String]] = [:]
  /// The enclosing actor of each sub-actor path.
  var parents: [String: String] = [:]
  /// Top-level actors and scope companions, by name.
  var globals: [String: String] = [:]
  /// The state paths (pseudostates included) of each actor path, in declaration order.
  var states: [String: [String]] = [:]
  /// The enums declaring each case name, in declaration order.
  var enumCases: [String: [String]] = [:]
  /// The data model names.
  var dataModels: Set<String> = []

  /// The actor a written path names, looked up from a context actor outward.
  func actor(_ components: [String], from context: String?) -> [String]? {
    guard let first = components.first else { return nil }
    var found: String?
    var scope = context
    while let actor = scope, found == nil {
      found = children[actor]?[first]
      scope = parents[actor]
    }
    guard var current = found ?? globals[first] else { return nil }
    var paths = [current]
    for name in components.dropFirst() {
      guard let next = children[current]?[name] else { return nil }
      current = next
      paths.append(current)
    }
    return paths
  }

  /// The state path of an actor a written target names: an exact path, or the nearest
  /// state whose path ends with it (sharing the most leading names with `near`).
  func state(_ written: String, of actor: String, near: String?) -> String? {
    let candidates = (states[actor] ?? []).filter { $0 == written || $0.hasSuffix("." + written) }
    if candidates.count <= 1 { return candidates.first }
    let context = (near ?? "").split(separator: ".")
    return candidates.max { lhs, rhs in
      shared(lhs, context) < shared(rhs, context)
    }
  }

  private func shared(_ path: String, _ context: [Substring]) -> Int {
    zip(path.split(separator: "."), context).prefix { $0 == $1 }.count
  }
}

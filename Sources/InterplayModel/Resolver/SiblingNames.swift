import InterplayDiagnostics

/// The names claimed so far among sibling states and history pseudostates.
///
/// Most states have a handful of children, and a linear scan of a short array beats
/// hashing and costs no table; past ``threshold`` names the map takes over, so a state
/// with 100,000 children is claimed in linear time, not quadratic.
struct SiblingNames {
  /// Above this many names, lookups go through ``map``.
  static let threshold = 16

  private var list: [(name: String, range: SourceRange)] = []
  private var map: NameMap<SourceRange>?

  /// Where `name` was first claimed, if it was.
  func first(_ name: String) -> SourceRange? {
    if let map { return map[name] }
    return list.first(where: { $0.name == name })?.range
  }

  /// Claims `name`, which must not be claimed yet.
  mutating func add(_ name: String, at range: SourceRange) {
    if map != nil {
      map?[name] = range
      return
    }
    list.append((name, range))
    guard list.count > Self.threshold else { return }
    var built = NameMap<SourceRange>(expected: list.count * 4)
    for entry in list { built[entry.name] = entry.range }
    map = built
    list = []
  }
}

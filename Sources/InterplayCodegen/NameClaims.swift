import InterplayDiagnostics

/// Generated names claimed in one scope: a name claimed twice is a `gen.name-collision`
/// at the second claim.
struct NameClaims {
  /// What each claimed name names.
  var taken: [String: String]
  /// The collisions so far.
  private(set) var diagnostics: [Diagnostic] = []

  init(taken: [String: String]) { self.taken = taken }

  /// Claims `name` for `what`, declared at `range`.
  mutating func claim(_ name: String, _ what: String, _ range: SourceRange) {
    if let first = taken[name] {
      diagnostics.append(
        .error(
          SwiftGenerator.collisionID,
          "the Swift name '\(name)' of \(what) is also the name of \(first); rename one",
          at: range))
    } else {
      taken[name] = what
    }
  }
}

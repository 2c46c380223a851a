/// The tree as written: each replicated actor once, as its template, instead of its
/// replicas (what the formatter prints).
extension SourceFileSyntax {
  /// The tree with replicas folded back into the declarations they were written as.
  public var asWritten: SourceFileSyntax {
    var copy = self
    copy.declarations = declarations.compactMap { declaration in
      guard case .actor(let decl) = declaration else { return declaration }
      return decl.asWritten.map(Declaration.actor)
    }
    return copy
  }
}

extension ActorDecl {
  /// This declaration as written: nil for a replica after the first; the template, with
  /// the replica clause, for the first; the declaration itself otherwise. Members fold
  /// the same way.
  var asWritten: ActorDecl? {
    var written = self
    if let replication {
      guard case .actor(let template)? = replication.template else { return nil }
      written = template
      var clause = replication
      clause.template = nil
      written.replication = clause
    }
    written.members = written.members.compactMap { member in
      guard case .actor(let child) = member else { return member }
      return child.asWritten.map(ActorMember.actor)
    }
    return written
  }
}

import InterplayDiagnostics
import InterplayModel

/// Lint findings placed on the topology: which actors, pathways and scopes to highlight.
///
/// A finding is placed by its primary range, most specific first: the `observes` or
/// `requests` entry it points at highlights that pathway; a notifier declaration
/// highlights its owner; a scope's name highlights the scope; anything else inside an
/// actor (its name, a state, a transition) highlights the innermost such actor. Findings
/// that point at none of these (a property, a type) are kept in ``unplaced``.
public struct TopologyFindings: Hashable, Sendable {
  /// One pathway: the declaring actor and the notifier it observes or requests.
  public struct PathwayKey: Hashable, Sendable, Comparable {
    /// The actor that declares `observes` or `requests`.
    public var actor: ActorID
    /// The notifier observed or requested.
    public var notifier: NotifierID

    /// Creates a key.
    public init(actor: ActorID, notifier: NotifierID) {
      self.actor = actor
      self.notifier = notifier
    }

    /// Orders by actor, then notifier.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.actor, lhs.notifier) < (rhs.actor, rhs.notifier)
    }
  }

  /// Messages of the findings on each actor, in input order.
  public var actors: [ActorID: [String]] = [:]
  /// Messages of the findings on each pathway, in input order.
  public var pathways: [PathwayKey: [String]] = [:]
  /// Messages of the findings on each scope, in input order.
  public var scopes: [ScopeID: [String]] = [:]
  /// Findings that point at no actor, pathway or scope.
  public var unplaced: [Diagnostic] = []

  /// No findings.
  public init() {}

  /// Places `diagnostics` on the topology of `model`. Notes (severity `note`) are skipped.
  public init(_ diagnostics: [Diagnostic], in model: Model) {
    for diagnostic in diagnostics where diagnostic.severity >= .warning {
      let text = diagnostic.message + " [" + diagnostic.id.rawValue + "]"
      switch Self.place(diagnostic.range, in: model) {
      case .pathway(let key): pathways[key, default: []].append(text)
      case .actor(let id): actors[id, default: []].append(text)
      case .scope(let id): scopes[id, default: []].append(text)
      case nil: unplaced.append(diagnostic)
      }
    }
  }

  /// Whether nothing is highlighted.
  public var isEmpty: Bool { actors.isEmpty && pathways.isEmpty && scopes.isEmpty }

  private enum Place { case pathway(PathwayKey), actor(ActorID), scope(ScopeID) }

  private static func place(_ range: SourceRange, in model: Model) -> Place? {
    for actor in model.actors {
      for (index, entry) in actor.observesRanges.enumerated()
      where index < actor.observes.count && overlaps(range, entry) {
        return .pathway(PathwayKey(actor: actor.id, notifier: actor.observes[index]))
      }
      for (index, entry) in actor.requestsRanges.enumerated()
      where index < actor.requests.count && overlaps(range, entry) {
        return .pathway(PathwayKey(actor: actor.id, notifier: actor.requests[index]))
      }
    }
    if let notifier = model.notifiers.first(where: { contains($0.range, range) }) {
      return .actor(notifier.owner)
    }
    if let scope = model.scopes.first(where: { overlaps(range, $0.nameRange) }) {
      return .scope(scope.id)
    }
    // Actors are listed parents first, so the last one containing the range is innermost.
    if let actor = model.actors.last(where: { contains($0.range, range) }) {
      return .actor(actor.id)
    }
    return nil
  }

  private static func overlaps(_ a: SourceRange, _ b: SourceRange) -> Bool {
    guard a.file == b.file else { return false }
    if a.length == 0 { return b.start <= a.start && a.start < max(b.end, b.start + 1) }
    return a.start < b.end && b.start < a.end
  }

  private static func contains(_ outer: SourceRange, _ inner: SourceRange) -> Bool {
    outer.file == inner.file && outer.start <= inner.start && inner.end <= outer.end
  }
}

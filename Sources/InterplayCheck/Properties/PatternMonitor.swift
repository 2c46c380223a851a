import InterplayModel
import InterplayRuntime

/// One specification pattern with its scope, compiled into a small automaton whose state
/// is one word of the product state.
///
/// The word: bits 0–1 the scope's phase (0 waiting for the opening event, 1 open, 2
/// closed for good), bit 2 the pattern's flag (`P` seen for absence and existence, `S`
/// seen for precedence, a response pending), bit 3 a violation to be judged when the
/// scope closes, bits 8–23 a saturating count (bounded existence), and bit 31 once the
/// property has been reported (the word then stays fixed, so the product does not grow
/// further on its account).
///
/// Scopes follow Dwyer et al. over events (see `docs/Language.md`): an interval opens at
/// its `Q` (which belongs to it) and closes at its `R` (which does not). Under `before`
/// and `between` a stretch counts only once its `R` happens, so violations found inside
/// it are judged at `R`; under `globally`, `after` and `after … until` they are reported
/// at once. `eventually` and `responds to` are also liveness properties under
/// `globally`, `after` and `after … until`: their obligation is *pending* in a state
/// (``isPending(_:)``), and a complete run that ends or cycles with it pending violates
/// them.
struct PatternMonitor: Sendable {
  /// The pattern, over compiled events.
  enum Kind: Sendable {
    case absence(EventMatcher)
    case existence(EventMatcher)
    case bounded(Int, EventMatcher)
    case universality(StateCondition)
    case precedence(first: EventMatcher, then: EventMatcher)
    case response(answer: EventMatcher, trigger: EventMatcher)
  }

  /// The scope, over compiled events.
  enum Scope: Sendable {
    case globally
    case before(EventMatcher)
    case after(EventMatcher)
    case between(EventMatcher, EventMatcher)
    case afterUntil(EventMatcher, EventMatcher)
  }

  /// The property's index in ``Model/properties``.
  let property: Int
  let kind: Kind
  let scope: Scope

  static let dead: UInt32 = 1 << 31
  static let open: UInt32 = 1
  static let sealed: UInt32 = 2
  static let flag: UInt32 = 1 << 2
  static let bad: UInt32 = 1 << 3

  /// Whether a violation inside a stretch is reported at once (the stretch counts even if
  /// it never closes) rather than when the stretch closes.
  var reportsAtOnce: Bool {
    switch scope {
    case .globally, .after, .afterUntil: true
    case .before, .between: false
    }
  }

  /// Whether the pattern is also checked on complete runs (ends and cycles).
  var isLiveness: Bool {
    switch kind {
    case .existence, .response: reportsAtOnce
    default: false
    }
  }

  /// The word before anything happened.
  var initialWord: UInt32 {
    switch scope {
    case .globally, .before: Self.open
    case .after, .between, .afterUntil: 0
    }
  }

  /// Whether the liveness obligation is pending: the scope is open and `P` has not
  /// happened yet (existence) or a trigger awaits its response.
  func isPending(_ word: UInt32) -> Bool {
    guard isLiveness, word & Self.dead == 0, word & 3 == Self.open else { return false }
    switch kind {
    case .existence: return word & Self.flag == 0
    case .response: return word & Self.flag != 0
    default: return false
    }
  }
}

extension PatternMonitor {
  /// The event matchers of the pattern and of its scope.
  var matchers: [EventMatcher] {
    var result: [EventMatcher] = []
    switch kind {
    case .absence(let event), .existence(let event), .bounded(_, let event): result.append(event)
    case .universality: break
    case .precedence(let first, let then): result += [first, then]
    case .response(let answer, let trigger): result += [answer, trigger]
    }
    switch scope {
    case .globally: break
    case .before(let event), .after(let event): result.append(event)
    case .between(let start, let close), .afterUntil(let start, let close):
      result += [start, close]
    }
    return result
  }
}

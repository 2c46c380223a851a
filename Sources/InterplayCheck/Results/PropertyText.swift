import InterplayModel
import InterplayRuntime

/// Properties written back as text, for messages: `never Panel.flash before Panel.alarm`.
enum PropertyText {
  static func pattern(_ property: Property, in model: Model) -> String {
    func event(_ event: EventPattern) -> String { text(of: event, in: model) }
    let pattern: String
    switch property.pattern {
    case .absence(let p): pattern = "never \(event(p))"
    case .existence(let p): pattern = "eventually \(event(p))"
    case .boundedExistence(let count, let p): pattern = "at most \(count) \(event(p))"
    case .universality(let condition): pattern = "always " + expression(condition, in: model)
    case .precedence(let s, let p): pattern = "\(event(s)) precedes \(event(p))"
    case .response(let s, let p): pattern = "\(event(s)) responds to \(event(p))"
    }
    switch property.scope {
    case .globally: return pattern
    case .before(let r): return pattern + " before \(event(r))"
    case .after(let q): return pattern + " after \(event(q))"
    case .between(let q, let r): return pattern + " between \(event(q)) and \(event(r))"
    case .afterUntil(let q, let r): return pattern + " after \(event(q)) until \(event(r))"
    }
  }

  /// What a finite run that violates a safety pattern did.
  static func safetyBreach(_ property: Property, in model: Model) -> String {
    func event(_ event: EventPattern) -> String { text(of: event, in: model) }
    // Under `before` and `between` every violation is judged when the stretch closes;
    // under `after … until` only a missing `eventually` or response is.
    var closing = ""
    switch (property.scope, property.pattern) {
    case (.before(let r), _), (.between(_, let r), _), (.afterUntil(_, let r), .existence),
      (.afterUntil(_, let r), .response):
      closing = ", and then \(event(r)) closed the stretch"
    default: break
    }
    switch property.pattern {
    case .absence(let p): return "\(event(p)) happened" + closing
    case .existence(let p): return "no \(event(p)) happened in the stretch" + closing
    case .boundedExistence(let count, let p):
      return "\(event(p)) happened more than \(count) time\(count == 1 ? "" : "s")" + closing
    case .universality: return "the condition is false in a state" + closing
    case .precedence(let s, let p): return "\(event(p)) happened before any \(event(s))" + closing
    case .response(let s, let p): return "a \(event(p)) was not answered by \(event(s))" + closing
    }
  }

  /// An event as written: its terms joined by `or`.
  static func text(of event: EventPattern, in model: Model) -> String {
    model.text(of: event) { expression($0, in: model) }
  }

  /// The obligation a liveness pattern leaves pending.
  static func obligation(_ property: Property, in model: Model) -> String {
    func event(_ event: EventPattern) -> String { text(of: event, in: model) }
    switch property.pattern {
    case .existence(let p): return "\(event(p)) never happens"
    case .response(let s, let p): return "a \(event(p)) is never followed by \(event(s))"
    default: return "the obligation stays pending"
    }
  }
}

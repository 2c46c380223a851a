import InterplayModel

/// Model elements printed the way they are written in `.ipl` source, for labels.
///
/// Inside an actor (``actor``), its own variables print bare and its own request cases
/// without the owner, as the user wrote them; everything else is qualified.
struct ModelText {
  let model: Model
  /// The actor whose statechart is being labelled, if any.
  var actor: ActorID?
  /// The names bound by the trigger of the transition being labelled.
  var bindings: [Binding] = []

  /// A trigger: `Presentation.tapped(x)`, `reply Service.locate(place)`, `always`, `done`
  /// (`done(S)` when written in another state than `S`, the `source`),
  /// `Data.registration`.
  func trigger(_ trigger: Trigger, source: StateID? = nil) -> String {
    switch trigger {
    case .always: return "always"
    case .after(let milliseconds): return "after " + Self.duration(milliseconds)
    case .done(let state):
      guard state != source, let actor, let chart = model.actors[actor.rawValue].chart else {
        return "done"
      }
      return "done(\(chart[state].path))"
    case .registration(let ref): return model.qualifiedName(of: ref)
    case .notification(let ref, let isReply, let bindings):
      var text = (isReply ? "reply " : "") + notification(ref)
      let names = bindings.sorted { $0.index < $1.index }.map(\.name)
      if !names.isEmpty { text += "(" + names.joined(separator: ", ") + ")" }
      return text
    }
  }

  /// A notification case: bare for the actor's own request cases, else `Owner.case`.
  func notification(_ ref: NotificationRef) -> String {
    let notifier = model[ref.notifier]
    if notifier.owner == actor, notifier.kind == .request { return model[ref].name }
    return model.qualifiedName(of: ref)
  }

  /// One action on one line: `send A.b(x)`, `n = n + 1`, `if c { ... } else { ... }`.
  func action(_ action: ResolvedAction) -> String {
    switch action.kind {
    case .send(let ref, let arguments): return "send " + notification(ref) + args(arguments)
    case .emit(let ref, let arguments): return "emit " + model[ref].name + args(arguments)
    case .raise(let ref, let arguments): return "raise " + model[ref].name + args(arguments)
    case .cancel(let ref): return "cancel " + notification(ref)
    case .sendAfter(let ref, let arguments, let delay):
      return "send " + notification(ref) + args(arguments) + " after " + Self.duration(delay)
    case .reply(let value): return value.map { "reply " + expr($0) } ?? "reply"
    case .assign(let target, let value):
      switch target {
      case .variable(let ref): return variable(ref) + " = " + expr(value)
      case .property(let ref): return property(ref) + " = " + expr(value)
      }
    case .push(let scope): return "push " + model[scope].name
    case .pop(let scope): return "pop " + model[scope].name
    case .assert(let condition, let message):
      return "assert " + expr(condition)
        + (message.map { ", " + ExpressionPrinter.quoted($0) } ?? "")
    case .ifAction(let condition, let then, let otherwise):
      var text = "if " + expr(condition) + " { " + block(then) + " }"
      if !otherwise.isEmpty { text += " else { " + block(otherwise) + " }" }
      return text
    case .transaction(let actions): return "transaction { " + block(actions) + " }"
    case .choose(let branches):
      return "choose " + branches.map { "{ " + block($0) + " }" }.joined(separator: " or ")
    }
  }

  private func block(_ actions: [ResolvedAction]) -> String {
    actions.map(action).joined(separator: "; ")
  }

  private func args(_ arguments: [ResolvedExpr]) -> String {
    arguments.isEmpty ? "" : "(" + arguments.map(expr).joined(separator: ", ") + ")"
  }

  private func variable(_ ref: VariableRef) -> String {
    ref.actor == actor ? model[ref].name : model[ref.actor].path + "." + model[ref].name
  }

  private func property(_ ref: PropertyRef) -> String {
    model[ref.dataModel].name + "." + model[ref].name
  }

  /// `500ms`, `2s`, `1min`: milliseconds in the largest unit that divides them.
  static func duration(_ milliseconds: Int) -> String {
    if milliseconds > 0, milliseconds % 60_000 == 0 { return "\(milliseconds / 60_000)min" }
    if milliseconds > 0, milliseconds % 1000 == 0 { return "\(milliseconds / 1000)s" }
    return "\(milliseconds)ms"
  }
}

extension String {
  /// Every occurrence of `target` replaced (no Foundation needed).
  func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    return split(separator: target, omittingEmptySubsequences: false).joined(
      separator: replacement)
  }

}

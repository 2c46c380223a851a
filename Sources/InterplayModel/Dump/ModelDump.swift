import InterplaySyntax

/// A deterministic, human-readable text dump of a whole ``Model``.
///
/// The dump is an indented tree that names everything by its declared name (ids are
/// shown where the runtime uses them) and never prints a source range, so it is
/// stable under edits that move text around. Used by golden tests and by
/// `interplay lint --dump-model`.
///
/// Beyond source syntax: a sequence message that matches any payload prints its
/// payload as `(*)`, and a `reply` written outside the transition that takes the
/// request it answers ends in `[deferred]`.
public enum ModelDump {
  /// The dump of a model, ending in a newline.
  public static func text(of model: Model) -> String {
    var writer = DumpWriter(model: model)
    writer.writeModel()
    return writer.lines.joined(separator: "\n") + "\n"
  }
}

/// Accumulates the lines of a dump.
struct DumpWriter {
  let model: Model
  var lines: [String] = []

  init(model: Model) { self.model = model }

  mutating func line(_ depth: Int, _ text: String) {
    lines.append(String(repeating: "  ", count: depth) + text)
  }

  mutating func writeModel() {
    line(0, "system \(model.name)")
    for profile in model.profiles { line(0, "profile \(profile.profile.rawValue)") }
    for setting in model.checks {
      line(0, "check \(setting.check.rawValue)\(setting.isEnabled ? "" : " off")")
    }
    line(0, "types")
    for (index, type) in model.types.enumerated() { writeType(type, index: index) }
    for stack in model.stacks {
      line(0, "stack \(stack.id) \(stack.name)")
      for scope in stack.scopes { line(1, "scope \(model[scope].name)") }
    }
    for scope in model.scopes {
      line(0, "scope \(scope.id) \(scope.name) on \(scope.stack.map { model[$0].name } ?? "?")")
      for actor in scope.actors { line(1, "actor \(model[actor].path)") }
    }
    for actor in model.actors { writeActor(actor) }
    for dataModel in model.dataModels { writeDataModel(dataModel) }
    for sequence in model.sequences { writeSequence(sequence) }
    for property in model.properties { writeProperty(property) }
    for invariant in model.invariants {
      line(0, "invariant \(invariant.name): \(expr(invariant.condition, bindings: []))")
    }
    for rule in model.rules { writeRule(rule) }
  }

  private mutating func writeType(_ type: ModelType, index: Int) {
    switch type.kind {
    case .bool, .int, .error:
      line(1, "t\(index) \(type.name)")
    case .opaque(let count):
      line(1, "t\(index) type \(type.name)(\(count))")
    case .enumeration(let cases):
      line(1, "t\(index) enum \(type.name)")
      for enumCase in cases { line(2, enumCase.name + parameters(enumCase.parameters)) }
    }
  }

  /// `(label: Type, Type)`, or nothing for an empty payload.
  func parameters(_ parameters: [Parameter]) -> String {
    guard !parameters.isEmpty else { return "" }
    let items = parameters.map { parameter in
      (parameter.label.map { "\($0): " } ?? "") + model[parameter.type].name
    }
    return "(" + items.joined(separator: ", ") + ")"
  }

  private mutating func writeActor(_ actor: Actor) {
    var header =
      "\(actor.role.rawValue) \(actor.id) \(actor.path) uri \(StringLiteral.quoted(actor.uri))"
    if let budget = actor.budget {
      header += " budget \(budget)" + (actor.isBudgetPerPush ? " per push" : "")
    }
    if actor.isOrdered { header += " ordered" }
    if let scope = actor.scope { header += " in \(model[scope].name)" }
    if actor.isStub { header += " stub" }
    line(0, header)
    for notifier in [actor.requestNotifier, actor.eventNotifier].compactMap({ $0 }) {
      writeNotifier(model[notifier])
    }
    if !actor.observes.isEmpty {
      line(1, "observes " + actor.observes.map(notifierName).joined(separator: ", "))
    }
    if !actor.requests.isEmpty {
      line(1, "requests " + actor.requests.map(notifierName).joined(separator: ", "))
    }
    for variable in actor.variables {
      line(1, "var \(variable.name): \(model[variable.type].name) = \(value(variable.initial))")
    }
    if let chart = actor.chart { writeChart(chart, actor: actor.id) }
  }

  private mutating func writeNotifier(_ notifier: Notifier) {
    var header = "\(notifier.kind.rawValue) \(notifier.id) \(notifier.policy.rawValue)"
    if let capacity = notifier.capacity { header += " capacity \(capacity)" }
    line(1, header)
    for notification in notifier.cases {
      let reply = notification.replyType.map { " -> \(model[$0].name)" } ?? ""
      line(2, notification.name + parameters(notification.parameters) + reply)
    }
  }

  /// `Service.request`
  func notifierName(_ id: NotifierID) -> String {
    "\(model[model[id].owner].path).\(model[id].kind.rawValue)"
  }

  private mutating func writeDataModel(_ dataModel: DataModel) {
    line(0, "data \(dataModel.id) \(dataModel.name)")
    for property in dataModel.properties {
      line(1, "var \(property.name): \(model[property.type].name) = \(value(property.initial))")
    }
    for node in dataModel.nodes {
      line(1, "node \(node.name)" + (node.property == nil ? " (fixed)" : ""))
    }
    for registration in dataModel.registrations {
      var text =
        (registration.isCollector ? "collector " : "")
        + "\(registration.kind.rawValue) \(registration.name) by \(model[registration.owner].path)"
      if !registration.reads.isEmpty {
        text += " reads " + registration.reads.map(propertyName).joined(separator: ", ")
      }
      if !registration.writes.isEmpty {
        text += " writes " + registration.writes.map(propertyName).joined(separator: ", ")
      }
      if !registration.collectors.isEmpty {
        text +=
          " collectors "
          + registration.collectors.map { dataModel.registrations[$0].name }
          .joined(separator: ", ")
      }
      if let priority = registration.priority { text += " priority \(priority)" }
      line(1, text)
    }
  }

  /// `Playlist.count`
  func propertyName(_ property: PropertyRef) -> String {
    "\(model[property.dataModel].name).\(model[property].name)"
  }
}

import InterplayModel

/// The notification enums: `<Actor>Request`, `<Actor>Event` and `<Actor>Reply`.
extension SwiftGenerator {
  func writeNotifications(of actor: Actor, _ out: inout SwiftWriter) {
    let base = SwiftNames.typeName(ofPath: actor.path)
    if let request = actor.requestNotifier {
      let cases = model[request].cases
      writeEnum(
        base + "Request", doc: "A request `\(actor.path)` takes.",
        cases.map { CaseShape(name: $0.name, parameters: $0.parameters, model: model) }, &out)
      let replies = cases.compactMap { notification -> CaseShape? in
        guard let reply = notification.replyType else { return nil }
        return CaseShape(
          name: notification.name, payload: [(nil, SwiftNames.swiftType(reply, in: model))])
      }
      if !replies.isEmpty {
        writeEnum(
          base + "Reply", doc: "A reply of `\(actor.path)` to a request, with its value.",
          replies, &out)
      }
    }
    if let event = actor.eventNotifier {
      writeEnum(
        base + "Event", doc: "An event `\(actor.path)` emits.",
        model[event].cases.map {
          CaseShape(name: $0.name, parameters: $0.parameters, model: model)
        }, &out)
    }
  }

  private func writeEnum(
    _ name: String, doc: String, _ shapes: [CaseShape], _ out: inout SwiftWriter
  ) {
    inNamespace(&out) { out in
      out.doc(doc)
      out.block("public enum \(name): \(SwiftNames.runtime("ModelNotification"))") { out in
        for shape in shapes { shape.declare(&out) }
        out.line()
        CaseShape.writeCodec(shapes, &out)
      }
    }
  }

  /// Whether an actor's request notifier has a case with a reply type.
  func hasReplies(_ actor: Actor) -> Bool {
    actor.requestNotifier.map { model[$0].cases.contains { $0.replyType != nil } } ?? false
  }

  /// The actors whose requests, sent by `actor`, are answered with replies it takes.
  func repliers(to actor: Actor) -> [Actor] {
    actor.requests.map { model[model[$0].owner] }.filter(hasReplies)
  }

  /// The actors whose events `actor` observes.
  func emitters(observedBy actor: Actor) -> [Actor] {
    actor.observes.map { model[model[$0].owner] }
  }
}

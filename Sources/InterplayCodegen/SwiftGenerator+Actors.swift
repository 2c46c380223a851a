import InterplayModel

/// Per actor: the protocol Swift code implements, and the outbox it sends through.
extension SwiftGenerator {
  func writeProtocol(of actor: Actor, _ out: inout SwiftWriter) {
    let base = SwiftNames.typeName(ofPath: actor.path)
    let outbox = "outbox: inout \(base)Outbox"
    inNamespace(&out) { out in
      out.doc(
        actor.isStub
          ? "Swift code standing for the stub actor `\(actor.path)`: bind it with `Stubs`."
          : "Swift code implementing the modelled actor `\(actor.path)`, testable against the"
      )
      if !actor.isStub {
        out.doc("model with `interplay gen tests --actor \(actor.path)`.")
      }
      out.doc("Each method handles one notification; what it sends goes into the outbox.")
      out.block(
        "public protocol \(SwiftNames.identifier(base)): \(SwiftNames.standard("Sendable"))"
      ) { out in
        for request in ownRequests(of: actor) {
          let shape = CaseShape(name: request.name, parameters: request.parameters, model: model)
          let values = shape.declaredValues(unlabeled: "_: ")
          let reply = request.replyType.map { " -> " + SwiftNames.swiftType($0, in: model) } ?? ""
          out.doc(
            "Takes the request `\(actor.path).\(request.name)`"
              + (request.replyType == nil ? "." : " and returns the reply."))
          out.line(
            "mutating func \(shape.identifier)(\((values + [outbox]).joined(separator: ", ")))"
              + " async\(reply)")
        }
        for emitter in emitters(observedBy: actor) {
          let name = SwiftNames.typeName(ofPath: emitter.path)
          out.doc("Takes an event of `\(emitter.path)`.")
          out.line("mutating func observe(_ event: \(name)Event, \(outbox)) async")
        }
        for replier in repliers(to: actor) {
          let name = SwiftNames.typeName(ofPath: replier.path)
          out.doc("Takes the reply of `\(replier.path)` to a request this actor sent.")
          out.line("mutating func receiveReply(_ reply: \(name)Reply, \(outbox)) async")
        }
      }
    }
  }

  func writeOutbox(of actor: Actor, _ out: inout SwiftWriter) {
    let base = SwiftNames.typeName(ofPath: actor.path)
    inNamespace(&out) { out in
      out.doc("What `\(actor.path)` sends while it handles one notification, in order.")
      out.block("public struct \(base)Outbox: \(SwiftNames.standard("Sendable"))") { out in
        out.doc("The events and requests, as the executor's actions.")
        out.line(
          "public private(set) var actions: [\(SwiftNames.runtime("StubOutbox")).Action] = []")
        out.line()
        out.doc("An empty outbox.")
        out.line("public init() {}")
        if actor.eventNotifier != nil {
          out.line()
          out.doc("Emits an event of `\(actor.path)` to its observers.")
          out.block("public mutating func emit(_ event: \(base)Event)") { out in
            out.line("actions.append(.emit(event.caseName, event.arguments))")
          }
        }
        for notifier in actor.requests {
          let receiver = model[model[notifier].owner]
          let name = SwiftNames.typeName(ofPath: receiver.path)
          out.line()
          out.doc("Sends a request to `\(receiver.path)`.")
          out.block("public mutating func send(_ request: \(name)Request)") { out in
            out.line(
              "actions.append(.send(to: \(SwiftNames.literal(receiver.path)), request.caseName, "
                + "request.arguments))")
          }
        }
      }
    }
  }

  /// The cases of an actor's request notifier.
  func ownRequests(of actor: Actor) -> [NotificationCase] {
    actor.requestNotifier.map { model[$0].cases } ?? []
  }
}

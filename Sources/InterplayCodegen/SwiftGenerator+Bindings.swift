import InterplayModel

/// Per actor, the binding that lets the executor run typed Swift code; and `Stubs`.
extension SwiftGenerator {
  func writeBinding(of actor: Actor, _ out: inout SwiftWriter) {
    let base = SwiftNames.typeName(ofPath: actor.path)
    let requests = ownRequests(of: actor)
    let takesSomething =
      !requests.isEmpty || !actor.observes.isEmpty || !repliers(to: actor).isEmpty
    let replies = requests.contains { $0.replyType != nil }
    inNamespace(&out) { out in
      out.doc("Runs Swift code written against `\(base)` where the executor runs `\(actor.path)`.")
      out.doc("A notification the protocol has no method for fails the run as a stub problem.")
      // The generic parameter must not hide the protocol it conforms to.
      let generic = base == "Base" ? "Implementation" : "Base"
      out.block(
        "public struct \(base)Binding<\(generic): \(SwiftNames.identifier(base))>: "
          + SwiftNames.runtime("StubActor")
      ) { out in
        out.doc("The Swift code.")
        out.line("public var base: \(generic)")
        out.line()
        out.doc("Binds `base`.")
        out.line("public init(_ base: \(generic)) { self.base = base }")
        out.line()
        out.doc("Calls the method of `base` for the notification, then applies its outbox.")
        out.block(
          "public mutating func receive(_ notification: \(runtime("StubNotification")), "
            + "_ outbox: inout \(runtime("StubOutbox")))"
        ) { out in
          out.line(
            "let (base, typed, reply, problem) = \(runtime("AsyncStubBridge")).wait { [base] in")
          out.line("  \(takesSomething ? "var" : "let") base = base")
          out.line("  \(takesSomething ? "var" : "let") typed = \(base)Outbox()")
          let value = runtime("RuntimeValue")
          out.line("  \(replies ? "var reply: \(value)?" : "let reply: \(value)? = nil")")
          out.line("  var problem: \(SwiftNames.standard("String"))?")
          out.line("  switch (notification.owner, notification.isReply) {")
          writeRoutes(of: actor, requests, &out)
          out.line("  default:")
          out.line(
            "    problem = \(SwiftNames.literal("'\(actor.path)' takes no ")) + notification.qualifiedName"
          )
          out.line("  }")
          out.line("  return (base, typed, reply, problem)")
          out.line("}")
          out.line("self.base = base")
          out.line("for action in typed.actions { outbox.append(action) }")
          out.line("if let reply { outbox.reply(reply) }")
          out.line("if let problem { outbox.reject(problem) }")
        }
      }
    }
  }

  private func writeRoutes(
    of actor: Actor, _ requests: [NotificationCase], _ out: inout SwiftWriter
  ) {
    let base = SwiftNames.typeName(ofPath: actor.path)
    let decode = "(caseName: notification.name, arguments: notification.arguments)"
    let unknown = "problem = \"no case or payload like \" + notification.qualifiedName"
    if actor.requestNotifier != nil {
      out.line("  case (\(SwiftNames.literal(actor.path)), false):")
      out.line("    switch \(base)Request\(decode) {")
      for request in requests {
        let shape = CaseShape(name: request.name, parameters: request.parameters, model: model)
        let values = shape.passedValues + ["outbox: &typed"]
        let call = "await base.\(shape.identifier)(\(values.joined(separator: ", ")))"
        let pattern = shape.bindingPattern
        out.line("    case \(pattern)?:")
        out.line(request.replyType == nil ? "      \(call)" : "      reply = \(call).runtimeValue")
      }
      out.line("    case nil: \(unknown)")
      out.line("    }")
    }
    for emitter in emitters(observedBy: actor) {
      let name = SwiftNames.typeName(ofPath: emitter.path)
      out.line("  case (\(SwiftNames.literal(emitter.path)), false):")
      out.line("    if let event = \(name)Event\(decode) {")
      out.line("      await base.observe(event, outbox: &typed)")
      out.line("    } else {")
      out.line("      \(unknown)")
      out.line("    }")
    }
    for replier in repliers(to: actor) {
      let name = SwiftNames.typeName(ofPath: replier.path)
      out.line("  case (\(SwiftNames.literal(replier.path)), true):")
      out.line("    if let reply = \(name)Reply\(decode) {")
      out.line("      await base.receiveReply(reply, outbox: &typed)")
      out.line("    } else {")
      out.line("      \(unknown)")
      out.line("    }")
    }
  }

  func writeStubs(_ out: inout SwiftWriter) {
    let stubs = model.actors.filter(\.isStub)
    inNamespace(&out) { out in
      out.doc("Swift code for the stub actors, for `ModelTesting.run`: an actor left nil is")
      out.doc("scripted by the sequence being run.")
      out.block("public struct Stubs: \(runtime("StubBindings"))") { out in
        out.doc("The model's name.")
        out.line(
          "public static let modelName: \(SwiftNames.standard("String")) = "
            + SwiftNames.literal(model.name))
        for actor in stubs {
          let base = SwiftNames.identifier(SwiftNames.typeName(ofPath: actor.path))
          out.doc("Swift code for `\(actor.path)`.")
          out.line("public var \(property(actor)): (any \(base))?")
        }
        out.line()
        out.doc("Binds the given stubs.")
        let parameters = stubs.map {
          "\(property($0)): (any \(SwiftNames.identifier(SwiftNames.typeName(ofPath: $0.path))))? = nil"
        }
        out.block("public init(\(parameters.joined(separator: ", ")))") { out in
          for actor in stubs { out.line("self.\(property(actor)) = \(property(actor))") }
        }
        out.line()
        out.doc("The bound stubs, by actor path.")
        let bindings = "[\(SwiftNames.standard("String")): any \(runtime("StubActor"))]"
        out.block("public var bindings: \(bindings)") { out in
          out.line("var bindings: \(bindings) = [:]")
          for actor in stubs {
            out.line(
              "if let base = self.\(property(actor)) { "
                + "bindings[\(SwiftNames.literal(actor.path))] = Stubs.bind(base) }")
          }
          out.line("return bindings")
        }
        for actor in stubs {
          let base = SwiftNames.typeName(ofPath: actor.path)
          out.line()
          out.line(
            "private static func bind(_ base: some \(SwiftNames.identifier(base))) -> "
              + "any \(runtime("StubActor")) {")
          out.line("  \(base)Binding(base)")
          out.line("}")
        }
      }
    }
  }

  private func property(_ actor: Actor) -> String {
    SwiftNames.identifier(Self.stubProperty(of: actor))
  }

  /// The name of the `Stubs` property of a stub actor: `Platform.Clock` gives
  /// `platformClock`.
  static func stubProperty(of actor: Actor) -> String {
    SwiftNames.lowerCamel(SwiftNames.typeName(ofPath: actor.path))
  }

  private func runtime(_ name: String) -> String { SwiftNames.runtime(name) }
}

import InterplayDiagnostics

extension Parser.Engine {
  /// `"data" IDENT "{" { var | node | registration } "}"`
  mutating func dataModel() -> DataDecl {
    let start = advance().range.start
    let name = identifier("a data model name")
    var properties: [VarDecl] = []
    var nodes: [DataNodeDecl] = []
    var registrations: [RegistrationDecl] = []
    var errors: [ErrorSyntax] = []
    _ = body(
      .data, "'data' body", error: { errors.append($0) },
      member: { engine in
        if engine.at(.var) {
          properties.append(engine.variable())
        } else if engine.atWord("node") {
          nodes.append(engine.dataNode())
        } else if let registration = engine.registration() {
          registrations.append(registration)
        } else {
          errors.append(engine.errorNode(from: engine.previousEnd))
        }
      })
    return DataDecl(
      name: name, properties: properties, nodes: nodes, registrations: registrations,
      errors: errors, range: range(from: start))
  }

  /// Whether the current token is the name `word` (a contextual word).
  func atWord(_ word: String) -> Bool { at(.identifier) && spells(token, word) }

  /// `"node" IDENT [ ":" type [ "=" expr ] ] "{" { var | node } "}"` (`node` is a
  /// contextual word). Registrations belong to the data model, not to a node.
  mutating func dataNode() -> DataNodeDecl {
    let start = advance().range.start
    let name = identifier("a node name")
    var type: TypeSyntax?
    var initial: Expr?
    if eat(.colon) != nil {
      type = self.type()
      if eat(.assign) != nil { initial = expression() }
    }
    var properties: [VarDecl] = []
    var nodes: [DataNodeDecl] = []
    var errors: [ErrorSyntax] = []
    _ = body(
      .data, "'node' body", error: { errors.append($0) },
      member: { engine in
        if engine.at(.var) {
          properties.append(engine.variable())
        } else if engine.atWord("node") {
          nodes.append(engine.dataNode())
        } else {
          if engine.at(.hard) || engine.at(.smart) || engine.at(.recurring)
            || engine.atWord("collector")
          {
            engine.error(
              "parse.registration-in-node",
              "registrations belong to the data model, not to a node: move it after the node",
              at: engine.token.range)
          }
          errors.append(engine.errorNode(from: engine.previousEnd))
        }
      })
    return DataNodeDecl(
      name: name, type: type, initial: initial, properties: properties, nodes: nodes,
      errors: errors, range: range(from: start))
  }

  /// `( "hard" | "smart" | "recurring" | "collector" ) IDENT "by" path [ "reads" paths ]
  /// [ "writes" paths ] [ "collectors" names ] [ "priority" INT ]`, or nil after
  /// reporting. Paths may end in `*` (a node's subtree). A collector is hard when it has
  /// a priority, smart otherwise.
  mutating func registration() -> RegistrationDecl? {
    let isCollector = atWord("collector")
    let keyword = advance()
    var kind: RegistrationKeyword =
      switch keyword.kind {
      case .keyword(.hard): .hard
      case .keyword(.smart): .smart
      default: .recurring
      }
    let name = identifier("a registration name")
    // Without 'by', a name that follows is still taken as the owner.
    guard expect(.by, after: "the registration name") != nil || at(.identifier),
      let owner = path("the actor that owns the registration")
    else { return nil }
    var reads: [Path] = []
    var writes: [Path] = []
    var collectors: [Identifier] = []
    var priority: IntLiteral?
    if eat(.reads) != nil { reads = pathList("a property after 'reads'", allowsWildcard: true) }
    if eat(.writes) != nil {
      writes = pathList("a property after 'writes'", allowsWildcard: true)
    }
    if atWord("collectors") {
      advance()
      repeat {
        guard let collector = optionalIdentifier("a collector after 'collectors'") else { break }
        collectors.append(collector)
      } while eat(.comma) != nil
    }
    if eat(.priority) != nil { priority = intLiteral("a priority after 'priority'") }
    if isCollector { kind = priority == nil ? .smart : .hard }
    return RegistrationDecl(
      kind: kind, isCollector: isCollector, name: name, owner: owner, reads: reads,
      writes: writes, collectors: collectors, priority: priority,
      range: range(from: keyword.range.start))
  }
}

import InterplayDiagnostics

extension Parser.Engine {
  /// `"data" IDENT "{" { var | registration } "}"`
  mutating func dataModel() -> DataDecl {
    let start = advance().range.start
    let name = identifier("a data model name")
    var properties: [VarDecl] = []
    var registrations: [RegistrationDecl] = []
    var errors: [ErrorSyntax] = []
    _ = body(
      .data, "'data' body", error: { errors.append($0) },
      member: { engine in
        if engine.at(.var) {
          properties.append(engine.variable())
        } else if let registration = engine.registration() {
          registrations.append(registration)
        } else {
          errors.append(engine.errorNode(from: engine.previousEnd))
        }
      })
    return DataDecl(
      name: name, properties: properties, registrations: registrations, errors: errors,
      range: range(from: start))
  }

  /// `( "hard" | "smart" | "recurring" ) IDENT "by" path [ "reads" paths ] [ "writes" paths ]
  /// [ "priority" INT ]`, or nil after reporting.
  mutating func registration() -> RegistrationDecl? {
    let keyword = advance()
    let kind: RegistrationKind =
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
    var priority: IntLiteral?
    if eat(.reads) != nil { reads = pathList("a property after 'reads'") }
    if eat(.writes) != nil { writes = pathList("a property after 'writes'") }
    if eat(.priority) != nil { priority = intLiteral("a priority after 'priority'") }
    return RegistrationDecl(
      kind: kind, name: name, owner: owner, reads: reads, writes: writes, priority: priority,
      range: range(from: keyword.range.start))
  }
}

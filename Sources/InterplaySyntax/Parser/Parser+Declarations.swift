import InterplayDiagnostics

extension Parser.Engine {
  /// `file = { declaration }`: parses to the end, recovering at declaration keywords.
  mutating func parseFile() -> [Declaration] {
    var declarations: [Declaration] = []
    // About one declaration per 256 bytes (a generated model has one per 270): a large file's
    // list is not copied over and over as it grows.
    declarations.reserveCapacity(bytes.count / 256)
    while !at(.endOfFile) {
      if case .keyword(let keyword) = token.kind, startsDeclaration(keyword) {
        resynchronize(true)
        declarations.append(declaration(keyword))
        declarations += pendingReplicas.map(Declaration.actor)
        pendingReplicas.removeAll()
      } else if at(.rightBrace) {
        resynchronize(currentIndentation == 0)
        let brace = advance()
        error("parse.unexpected-token", "unexpected '}' with no matching '{'", at: brace.range)
        declarations.append(.error(errorNode(from: brace.range.start)))
      } else {
        // Anything at the start of a line in column 1 is a new top-level mistake.
        resynchronize(currentIndentation == 0)
        let start = token.range.start
        expected("parse.expected-declaration", "a declaration", atToken: true)
        skip { engine in
          if case .keyword(let keyword) = engine.token.kind, engine.startsDeclaration(keyword) {
            return true
          }
          return engine.currentIndentation == 0 && engine.isFirstOnLine(engine.token.range.start)
        }
        declarations.append(.error(errorNode(from: start)))
      }
    }
    return declarations
  }

  /// Whether a keyword at the current token starts a declaration. A role keyword in the
  /// middle of a line after an error is more likely a rule endpoint (`forbid service ->
  /// presentation`) than the start of an actor.
  func startsDeclaration(_ keyword: Keyword) -> Bool {
    guard keyword.startsDeclaration else { return false }
    return !keyword.isRole || !suppressing || isFirstOnLine(token.range.start)
  }

  /// One declaration starting at its keyword.
  mutating func declaration(_ keyword: Keyword) -> Declaration {
    switch keyword {
    case .system:
      let start = advance().range.start
      let name = identifier("a system name")
      return .system(SystemDecl(name: name, range: range(from: start)))
    case .import:
      let start = advance().range.start
      guard let path = string("a file path string after 'import'") else {
        return .error(errorNode(from: start))
      }
      return .importFile(ImportDecl(path: path, range: range(from: start)))
    case .profile:
      let start = advance().range.start
      let name = identifier("a profile name")
      return .profile(ProfileDecl(name: name, range: range(from: start)))
    case .check:
      let start = advance().range.start
      let name = identifier("a check name")
      let isOff = eat(.off) != nil
      return .check(CheckDecl(name: name, isOff: isOff, range: range(from: start)))
    case .type:
      return .opaqueType(opaqueType())
    case .enum:
      return .enumeration(enumeration())
    case .actor, .behaviour, .service, .presentation:
      return .actor(actor())
    case .stack:
      let start = advance().range.start
      let name = identifier("a stack name")
      return .stack(StackDecl(name: name, range: range(from: start)))
    case .scope:
      return .scope(scope())
    case .data:
      return .data(dataModel())
    case .sequence, .forbidden:
      return .sequence(sequence())
    case .property:
      return .property(property())
    case .invariant:
      return .invariant(invariant())
    default:
      return topologyRule()
    }
  }

  /// `type IDENT [ "(" INT ")" ]`
  mutating func opaqueType() -> OpaqueTypeDecl {
    let start = advance().range.start
    let name = identifier("a type name")
    var count: IntLiteral?
    if let open = eat(.leftParen) {
      count = intLiteral("a token count")
      expectCloseParen(open)
    }
    return OpaqueTypeDecl(name: name, count: count, range: range(from: start))
  }

  /// `enum IDENT { enumCase ,? }`
  mutating func enumeration() -> EnumDecl {
    let start = advance().range.start
    let name = identifier("an enum name")
    var cases: [EnumCaseSyntax] = []
    var errors: [ErrorSyntax] = []
    _ = body(
      .enumeration, "'enum' body", error: { errors.append($0) },
      member: { engine in
        let caseStart = engine.token.range.start
        let caseName = engine.identifier("an enum case name")
        let parameters = engine.at(.leftParen) ? engine.parameterList() : []
        cases.append(
          EnumCaseSyntax(
            name: caseName, parameters: parameters, range: engine.range(from: caseStart)))
        _ = engine.eat(.comma)
      })
    return EnumDecl(name: name, cases: cases, errors: errors, range: range(from: start))
  }

  /// `scope IDENT on IDENT { actor }`
  mutating func scope() -> ScopeDecl {
    let start = advance().range.start
    let name = identifier("a scope name")
    var stack: Identifier?
    // Without 'on', a name that follows is still taken as the stack.
    if expect(.on, after: "the scope name") != nil || at(.identifier) {
      stack = optionalIdentifier("a stack name")
    }
    var actors: [ActorDecl] = []
    var errors: [ErrorSyntax] = []
    _ = body(
      .scope, "'scope' body", error: { errors.append($0) },
      member: { engine in actors.append(engine.actor()) })
    return ScopeDecl(
      name: name, stack: stack, actors: actors, errors: errors, range: range(from: start))
  }
}

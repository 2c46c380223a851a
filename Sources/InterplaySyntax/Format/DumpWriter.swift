import InterplayDiagnostics

/// Collects the lines of a ``SyntaxDump``.
struct DumpWriter {
  /// The lines so far.
  var lines: [String] = []
  /// The current nesting depth.
  var depth = 0

  /// Writes a leaf node.
  mutating func node(_ text: String) {
    lines.append(String(repeating: "  ", count: depth) + text)
  }

  /// Writes a node and, indented below it, its children.
  mutating func node(_ text: String, children: (inout DumpWriter) -> Void) {
    node(text)
    depth += 1
    children(&self)
    depth -= 1
  }

  /// `Kind name field=value`, leaving out fields whose value is nil.
  static func fields(_ kind: String, _ fields: [(String, String?)]) -> String {
    ([kind] + fields.compactMap { key, value in value.map { key + "=" + $0 } })
      .joined(separator: " ")
  }

  /// Writes one top-level declaration.
  mutating func declaration(_ declaration: Declaration) {
    switch declaration {
    case .system(let decl): node("System " + decl.name.name)
    case .importFile(let decl): node("Import " + StringLiteral.quoted(decl.path.value))
    case .profile(let decl): node("Profile " + decl.name.name)
    case .check(let decl): node("Check " + decl.name.name + (decl.isOff ? " off" : " on"))
    case .opaqueType(let decl):
      node(Self.fields("Type " + decl.name.name, [("count", decl.count.map { "\($0.value)" })]))
    case .enumeration(let decl):
      node("Enum " + decl.name.name) { writer in
        for enumCase in decl.cases {
          writer.node("Case " + enumCase.name.name + Self.parameters(enumCase.parameters))
        }
        for error in decl.errors { writer.error(error) }
      }
    case .actor(let decl): actor(decl)
    case .stack(let decl): node("Stack " + decl.name.name)
    case .scope(let decl):
      node(Self.fields("Scope " + decl.name.name, [("on", decl.stack?.name)])) { writer in
        for actor in decl.actors { writer.actor(actor) }
        for error in decl.errors { writer.error(error) }
      }
    case .data(let decl): data(decl)
    case .sequence(let decl): sequence(decl)
    case .property(let decl): property(decl)
    case .invariant(let decl): node("Invariant " + decl.name.name + " " + Self.expr(decl.condition))
    case .rule(let decl): rule(decl)
    case .error(let error): self.error(error)
    }
  }

  /// Writes an error node.
  mutating func error(_ error: ErrorSyntax) { node("Error") }

  /// ` params=(label: Type, Type)`, or nothing for no payload.
  static func parameters(_ parameters: [ParameterSyntax]) -> String {
    parameters.isEmpty ? "" : " params=" + SyntaxText.parameters(parameters)
  }
}

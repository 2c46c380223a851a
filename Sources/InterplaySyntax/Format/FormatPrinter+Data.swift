import InterplayDiagnostics

/// Data models: properties, nodes of the property tree, and registrations.
extension FormatPrinter {
  /// A member of a data model's or a node's body, in source order.
  private enum DataMember {
    case property(VarDecl)
    case node(DataNodeDecl)
    case registration(RegistrationDecl)
    case error(ErrorSyntax)

    /// Where it was written.
    var range: SourceRange {
      switch self {
      case .property(let decl): decl.range
      case .node(let decl): decl.range
      case .registration(let decl): decl.range
      case .error(let error): error.range
      }
    }
  }

  /// `data Name { properties, nodes and registrations in source order }`
  mutating func data(_ decl: DataDecl) {
    let items =
      (decl.properties.map(DataMember.property) + decl.nodes.map(DataMember.node)
      + decl.registrations.map(DataMember.registration) + decl.errors.map(DataMember.error))
      .sorted { $0.range.start < $1.range.start }
    braced(
      "data " + decl.name.name, open: openBrace(from: decl.name.range.end),
      close: closeBrace(of: decl.range), end: decl.range.end, items: items, range: \.range
    ) { printer, item in printer.dataMember(item) }
  }

  /// `node name[: Type [= value]] { properties and nodes in source order }`
  private mutating func dataNode(_ decl: DataNodeDecl) {
    var header = "node " + decl.name.name
    if let type = decl.type { header += ": " + SyntaxText.type(type) }
    if let initial = decl.initial { header += " = " + SyntaxText.expr(initial) }
    let items =
      (decl.properties.map(DataMember.property) + decl.nodes.map(DataMember.node)
      + decl.errors.map(DataMember.error))
      .sorted { $0.range.start < $1.range.start }
    braced(
      header, open: openBrace(from: decl.name.range.end), close: closeBrace(of: decl.range),
      end: decl.range.end, items: items, range: \.range
    ) { printer, item in printer.dataMember(item) }
  }

  private mutating func dataMember(_ member: DataMember) {
    switch member {
    case .property(let property): simple(Self.variableText(property), property.range)
    case .node(let node): dataNode(node)
    case .registration(let registration): self.registration(registration)
    case .error(let error): verbatim(error.range)
    }
  }

  /// `smart Name by Actor reads a, b writes c collectors C priority 2`, wrapped when long.
  mutating func registration(_ decl: RegistrationDecl) {
    var words = [decl.keyword, decl.name.name, "by", SyntaxText.path(decl.owner)]
    if !decl.reads.isEmpty {
      words += ["reads"] + Self.commaWords(decl.reads.map(SyntaxText.path))
    }
    if !decl.writes.isEmpty {
      words += ["writes"] + Self.commaWords(decl.writes.map(SyntaxText.path))
    }
    if !decl.collectors.isEmpty {
      words += ["collectors"] + Self.commaWords(decl.collectors.map(\.name))
    }
    if let priority = decl.priority { words += ["priority", String(priority.value)] }
    filled(words, decl.range)
  }
}

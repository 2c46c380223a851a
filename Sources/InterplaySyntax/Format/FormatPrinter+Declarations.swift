import InterplayDiagnostics

/// Top-level declarations.
extension FormatPrinter {
  /// Prints a whole file: declarations separated by one blank line, except within a
  /// run of one-line declarations of the same kind (see ``lineKind(_:)``), where a
  /// blank line is kept only where the source had one. Comments are kept.
  mutating func file(_ syntax: SourceFileSyntax) {
    var previousKind: String?
    for (index, declaration) in syntax.declarations.enumerated() {
      let kind = Self.lineKind(declaration)
      forceBlank = index > 0 && (kind == nil || kind != previousKind)
      previousKind = kind
      ownLineComments(before: declaration.range.start)
      separate(before: declaration.range.start)
      let following = syntax.declarations.dropFirst(index + 1).first
      limit = following?.range.start ?? Int.max
      self.declaration(declaration)
      lastEnd = max(lastEnd, declaration.range.end)
    }
    forceBlank = false
    ownLineComments(before: Int.max)
  }

  /// The group of a declaration that is written on one line (`check`, `property`, ...),
  /// or nil for declarations with a body, which always stand apart.
  static func lineKind(_ declaration: Declaration) -> String? {
    switch declaration {
    case .system: "system"
    case .importFile: "import"
    case .profile: "profile"
    case .check: "check"
    case .opaqueType: "type"
    case .stack: "stack"
    case .property: "property"
    case .invariant: "invariant"
    case .rule: "rule"
    case .enumeration, .actor, .scope, .data, .sequence, .error: nil
    }
  }

  /// Prints one top-level declaration.
  mutating func declaration(_ declaration: Declaration) {
    switch declaration {
    case .system(let decl): simple("system " + decl.name.name, decl.range)
    case .importFile(let decl):
      simple("import " + StringLiteral.quoted(decl.path.value), decl.range)
    case .profile(let decl): simple("profile " + decl.name.name, decl.range)
    case .check(let decl):
      simple("check " + decl.name.name + (decl.isOff ? " off" : ""), decl.range)
    case .opaqueType(let decl):
      simple("type " + decl.name.name + (decl.count.map { "(\($0.value))" } ?? ""), decl.range)
    case .enumeration(let decl): enumeration(decl)
    case .actor(let decl): actor(decl)
    case .stack(let decl): simple("stack " + decl.name.name, decl.range)
    case .scope(let decl): scope(decl)
    case .data(let decl): data(decl)
    case .sequence(let decl): sequence(decl)
    case .property(let decl): property(decl)
    case .invariant(let decl):
      simple("invariant " + decl.name.name + ": " + SyntaxText.expr(decl.condition), decl.range)
    case .rule(let decl): rule(decl)
    case .error(let error): verbatim(error.range)
    }
  }

  /// Prints a node that fits on one line, hoisting comments written inside it.
  mutating func simple(_ text: String, _ range: SourceRange) {
    hoistComments(before: range.end)
    line(text)
    trailingComments(after: range.end)
  }

  /// Prints words on one line, or wraps them at spaces with a 4-space continuation
  /// indent when the line would pass ``Formatter/lineWidth``.
  mutating func filled(_ words: [String], _ range: SourceRange) {
    hoistComments(before: range.end)
    let width = Formatter.lineWidth
    var current = ""
    var continuation = false
    for word in words {
      let candidate = current.isEmpty ? word : current + " " + word
      let indent = indentWidth + (continuation ? 4 : 0)
      if !current.isEmpty, indent + candidate.count > width {
        line((continuation ? "    " : "") + current)
        continuation = true
        current = word
      } else {
        current = candidate
      }
    }
    line((continuation ? "    " : "") + current)
    trailingComments(after: range.end)
  }

  /// Words for a comma-separated list: every item but the last carries its comma.
  static func commaWords(_ items: [String]) -> [String] {
    items.enumerated().map { index, item in index < items.count - 1 ? item + "," : item }
  }

  /// Reprints source text as written: only reached for trees with parse errors,
  /// which callers are expected not to format.
  mutating func verbatim(_ range: SourceRange) {
    hoistComments(before: range.end)
    let text = source.text(in: range.offsets)
    for piece in text.split(separator: "\n", omittingEmptySubsequences: false) {
      line(piece.trimmingTrailingWhitespace())
    }
  }

  /// `enum Name { a, b(Int) }` on one line when it fits, else one case per line.
  mutating func enumeration(_ decl: EnumDecl) {
    let open = openBrace(from: decl.name.range.end)
    caseList(
      "enum " + decl.name.name, open: open, close: closeBrace(of: decl.range), end: decl.range.end,
      items: decl.cases, text: SyntaxText.enumCase, range: \.range)
  }

  /// Cases in braces: `header { a, b }` when they were written on one line, that line
  /// fits in ``Formatter/lineWidth`` and no comment is inside the braces; otherwise one
  /// case per line, without commas.
  mutating func caseList<Item>(
    _ header: String, open: Int, close: Int, end: Int, items: [Item],
    text: (Item) -> String, range: (Item) -> SourceRange
  ) {
    hoistComments(before: open)
    let oneLine = header + " { " + items.map(text).joined(separator: ", ") + " }"
    if !items.isEmpty, !hasComments(in: open..<close), sourceLine(open) == sourceLine(close),
      indentWidth + oneLine.count <= Formatter.lineWidth
    {
      line(oneLine)
      trailingComments(after: end)
      return
    }
    braced(header, open: open, close: close, end: end, items: items, range: range) {
      printer, item in
      printer.simple(text(item), range(item))
    }
  }
}

import InterplayDiagnostics

/// Sequences and their fragments.
extension FormatPrinter {
  /// `[forbidden] sequence Name [after Prefix] { items }`, one item per line.
  mutating func sequence(_ decl: SequenceDecl) {
    var header = (decl.isForbidden ? "forbidden sequence " : "sequence ") + decl.name.name
    if let after = decl.after { header += " after " + after.name }
    if decl.isStrict { header += " strict" }
    var headerEnd = (decl.after ?? decl.name).range.end
    if let title = decl.title {
      header += " title " + StringLiteral.quoted(title.value)
      headerEnd = max(headerEnd, title.range.end)
    }
    if decl.isAutonumbered { header += " autonumber" }
    if !decl.participants.isEmpty {
      header +=
        " participants(" + decl.participants.map(SyntaxText.path).joined(separator: ", ") + ")"
      headerEnd = max(headerEnd, decl.participants.last!.range.end)
    }
    braced(
      header, open: openBrace(from: headerEnd),
      close: closeBrace(of: decl.range),
      end: decl.range.end, items: decl.items, range: \.range
    ) { printer, item in printer.sequenceItem(item) }
  }

  /// Prints one sequence item.
  mutating func sequenceItem(_ item: SequenceItem) {
    switch item {
    case .message(let message):
      let arrow = (message.isReply ? " -->" : " ->") + (message.isLost ? "x " : " ")
      let text =
        SyntaxText.path(message.from) + arrow + SyntaxText.path(message.to) + ": "
        + message.name.name + SyntaxText.arguments(message.arguments)
        + (message.label.map { " " + StringLiteral.quoted($0.value) } ?? "")
      simple(text, message.range)
    case .note(let over, let text, let range):
      var words = ["note", "over"] + Self.commaWords(over.map(SyntaxText.path))
      words[words.count - 1] += ":"
      filled(words + [StringLiteral.quoted(text.value)], range)
    case .sideNote(let side, let actor, let text, let range):
      filled(
        [
          "note", side.rawValue, "of", SyntaxText.path(actor) + ":",
          StringLiteral.quoted(text.value),
        ],
        range)
    case .push(let scope, let range): simple("push " + SyntaxText.path(scope), range)
    case .pop(let scope, let range): simple("pop " + SyntaxText.path(scope), range)
    case .fragment(let kind, let bounds, let branches, let range):
      fragment(
        kind, bounds.map { ($0.lower.value, $0.upper.value, $0.upper.range.end) }, branches, range)
    case .error(let error): verbatim(error.range)
    }
  }

  /// `alt "a" { } else "b" { }`, `opt { }`, `loop 1...3 { }`, `par { } and { }`,
  /// `group "a" { }`.
  mutating func fragment(
    _ kind: FragmentKeyword, _ bounds: (lower: Int, upper: Int, end: Int)?,
    _ branches: [FragmentBranch], _ range: SourceRange
  ) {
    var header = kind.rawValue
    if let bounds { header += " \(bounds.lower)...\(bounds.upper)" }
    let opens = branches.enumerated().map { index, branch in
      var from = max(branch.range.start, branch.label?.range.end ?? 0)
      if index == 0 { from = max(from, bounds?.end ?? 0) }
      return openBrace(from: from)
    }
    guard branches.count > 1 else {
      let items = branches.first?.items ?? []
      braced(
        header + Self.label(branches.first), open: opens.first ?? range.end - 1,
        close: branches.first.map { closeBrace(of: $0.range) } ?? range.end - 1,
        end: range.end, items: items, range: \.range
      ) { printer, item in printer.sequenceItem(item) }
      return
    }
    hoistComments(before: opens[0])
    line(header + Self.label(branches[0]) + " {")
    for (index, branch) in branches.enumerated() {
      if index > 0 {
        line("} " + (kind == .par ? "and" : "else") + Self.label(branch) + " {")
      }
      body(
        open: opens[index], close: closeBrace(of: branch.range),
        flushUntil: index + 1 < opens.count ? opens[index + 1] : nil, items: branch.items,
        range: \.range
      ) { printer, item in printer.sequenceItem(item) }
    }
    line("}")
    trailingComments(after: range.end)
  }

  /// ` "label"` or nothing.
  static func label(_ branch: FragmentBranch?) -> String {
    branch?.label.map { " " + StringLiteral.quoted($0.value) } ?? ""
  }
}

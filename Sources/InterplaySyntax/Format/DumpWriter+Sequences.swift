import InterplayDiagnostics

/// Sequences, properties and topology rules in the dump.
extension DumpWriter {
  /// `Sequence name forbidden=... [after=Prefix]` and its items.
  mutating func sequence(_ decl: SequenceDecl) {
    let header = Self.fields(
      "Sequence \(decl.name.name) forbidden=\(decl.isForbidden)",
      [("after", decl.after?.name), ("strict", decl.isStrict ? "true" : nil)])
    node(header) { writer in
      for item in decl.items { writer.sequenceItem(item) }
    }
  }

  /// One sequence item.
  mutating func sequenceItem(_ item: SequenceItem) {
    switch item {
    case .message(let message):
      node(
        (message.isReply ? "Reply " : "Message ") + message.from.text
          + (message.isLost ? " ->x " : " -> ") + message.to.text
          + " " + message.name.name + " " + Self.arguments(message.arguments))
    case .note(let over, let text, _):
      node("Note " + Self.paths(over) + " " + StringLiteral.quoted(text.value))
    case .sideNote(let side, let actor, let text, _):
      node("Note " + side.rawValue + " of " + actor.text + " " + StringLiteral.quoted(text.value))
    case .push(let scope, _): node("Push " + scope.text)
    case .pop(let scope, _): node("Pop " + scope.text)
    case .fragment(let kind, let bounds, let branches, _):
      let header = Self.fields(
        "Fragment " + kind.rawValue,
        [("bounds", bounds.map { "\($0.lower.value)...\($0.upper.value)" })])
      node(header) { writer in
        for branch in branches {
          writer.node(
            Self.fields("Branch", [("label", branch.label.map { StringLiteral.quoted($0.value) })])
          ) { writer in
            for item in branch.items { writer.sequenceItem(item) }
          }
        }
      }
    case .error(let error): self.error(error)
    }
  }

  /// `Property name pattern=... scope=...`
  mutating func property(_ decl: PropertyDecl) {
    let pattern: String
    switch decl.pattern {
    case .absence(let event): pattern = "never " + SyntaxText.event(event)
    case .existence(let event): pattern = "eventually " + SyntaxText.event(event)
    case .boundedExistence(let count, let event):
      pattern = "atMost \(count.value) " + SyntaxText.event(event)
    case .universality(let condition): pattern = "always " + Self.expr(condition)
    case .precedence(let first, let second):
      pattern = "precedes " + SyntaxText.event(first) + " " + SyntaxText.event(second)
    case .response(let response, let trigger):
      pattern = "responds " + SyntaxText.event(response) + " " + SyntaxText.event(trigger)
    case .error: pattern = "(error)"
    }
    let scope = decl.scope.map { FormatPrinter.scopeText($0) }
    node("Property " + decl.name.name) { writer in
      writer.node("Pattern " + pattern)
      if let scope { writer.node("Scope " + scope) }
    }
  }

  /// One topology rule.
  mutating func rule(_ decl: TopologyRuleDecl) {
    switch decl {
    case .forbid(let from, let to, _):
      node("Forbid " + Self.endpoint(from) + " " + Self.endpoint(to))
    case .allowOnly(let pairs, _):
      node("AllowOnly") { writer in
        for pair in pairs {
          writer.node("Pair " + Self.endpoint(pair.from) + " " + Self.endpoint(pair.to))
        }
      }
    case .hub(let hub, let between, _):
      node("Hub " + hub.text + " " + between.map(Self.endpoint).joined(separator: " "))
    }
  }
}

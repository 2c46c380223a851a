import InterplayDiagnostics

/// Properties and topology rules.
extension FormatPrinter {
  /// `property Name: pattern scope`
  mutating func property(_ decl: PropertyDecl) {
    var text = "property " + decl.name.name + ": " + Self.patternText(decl.pattern)
    if let scope = decl.scope { text += " " + Self.scopeText(scope) }
    simple(text, decl.range)
  }

  /// The text of a specification pattern.
  static func patternText(_ pattern: PatternSyntax) -> String {
    switch pattern {
    case .absence(let event): "never " + SyntaxText.event(event)
    case .existence(let event): "eventually " + SyntaxText.event(event)
    case .boundedExistence(let count, let event):
      "at most \(count.value) " + SyntaxText.event(event)
    case .universality(let condition): "always " + SyntaxText.expr(condition)
    case .precedence(let first, let second):
      SyntaxText.event(first) + " precedes " + SyntaxText.event(second)
    case .response(let response, let trigger):
      SyntaxText.event(response) + " responds to " + SyntaxText.event(trigger)
    case .error: "<error>"
    }
  }

  /// The text of a pattern scope.
  static func scopeText(_ scope: PatternScopeSyntax) -> String {
    switch scope {
    case .globally: "globally"
    case .before(let event): "before " + SyntaxText.event(event)
    case .after(let event): "after " + SyntaxText.event(event)
    case .between(let start, let end):
      "between " + SyntaxText.event(start) + " and " + SyntaxText.event(end)
    case .afterUntil(let start, let end):
      "after " + SyntaxText.event(start) + " until " + SyntaxText.event(end)
    }
  }

  /// `forbid A -> B`, `allow only A -> B, C -> D`, `hub M between A, B`; lists wrap.
  mutating func rule(_ decl: TopologyRuleDecl) {
    switch decl {
    case .forbid(let from, let to, let range):
      simple("forbid " + SyntaxText.endpoint(from) + " -> " + SyntaxText.endpoint(to), range)
    case .allowOnly(let pairs, let range):
      let items = pairs.map { SyntaxText.endpoint($0.from) + " -> " + SyntaxText.endpoint($0.to) }
      filled(["allow", "only"] + Self.commaWords(items), range)
    case .hub(let hub, let between, let range):
      let items = between.map(SyntaxText.endpoint)
      filled(["hub", SyntaxText.path(hub), "between"] + Self.commaWords(items), range)
    }
  }
}

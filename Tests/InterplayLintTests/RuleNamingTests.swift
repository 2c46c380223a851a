import InterplayLint
import Testing

@Suite struct RuleNamingTests {
  @Test(arguments: [
    ("UnobservedEvent", "unobserved-event"),
    ("DuplicateURI", "duplicate-uri"),
    ("URINotNested", "uri-not-nested"),
    ("BSPServiceTalksToPresentation", "bsp-service-talks-to-presentation"),
    ("QuantwmSmartCycle", "quantwm-smart-cycle"),
    ("Level2Rule", "level2-rule"),
    ("A", "a"),
  ])
  func kebabCase(_ typeName: String, _ expected: String) {
    #expect(RuleNaming.kebabCase(typeName) == expected)
  }

  @Test func ruleIDsArePrefixed() {
    #expect(RuleNaming.ruleID(forTypeName: "UnobservedEvent") == "lint.unobserved-event")
  }

  @Test func listingShowsEveryRuleInRegistryOrder() {
    let lines = RuleReference.list().split(separator: "\n")
    #expect(lines.count == RuleRegistry.rules.count + 1)
    #expect(lines.first?.hasPrefix("RULE") == true)
    for (line, rule) in zip(lines.dropFirst(), RuleRegistry.rules) {
      #expect(line.hasPrefix(rule.id.rawValue + " "))
      #expect(line.contains(" \(rule.defaultSeverity.rawValue) "))
      #expect(line.hasSuffix(rule.summary))
    }
  }

  @Test func rulesAreFoundByIdOrNameAndMisspellingsGetSuggestions() {
    #expect(RuleRegistry.rule(named: "lint.unobserved-event")?.name == "unobserved-event")
    #expect(RuleRegistry.rule(named: "unobserved-event")?.name == "unobserved-event")
    #expect(RuleRegistry.rule(named: "unobserved") == nil)
    #expect(RuleRegistry.suggestion(for: "unobserved-evnt") == "unobserved-event")
    #expect(RuleRegistry.suggestion(for: "zzz") == nil)
  }
}

import InterplayDiagnostics
import InterplayLint
import InterplayTestSupport
import Testing

/// Every rule's documented examples do what they claim: the bad one trips the rule, the good
/// one does not, and both are otherwise valid models.
@Suite struct RuleExamplesTests {
  static let names = RuleRegistry.names

  /// The rule's findings on an example, with the rule forced on at least as a note.
  static func findings(_ rule: any LintRule, _ text: String) -> [Diagnostic] {
    let severity: RuleSeverity = rule.defaultSeverity == .off ? .note : rule.defaultSeverity
    return RuleTesting.diagnostics(
      rule, text, configuration: LintConfiguration(severities: [rule.name: severity]))
  }

  @Test(arguments: names)
  func theBadExampleTripsTheRule(_ name: String) throws {
    let rule = try #require(RuleRegistry.rule(named: name))
    let found = Self.findings(rule, rule.documentation.bad)
    #expect(!found.isEmpty)
    #expect(found.allSatisfy { $0.id == rule.id })
  }

  @Test(arguments: names)
  func theGoodExampleDoesNot(_ name: String) throws {
    let rule = try #require(RuleRegistry.rule(named: name))
    #expect(Self.findings(rule, rule.documentation.good) == [])
  }

  @Test(arguments: names)
  func messagesFollowTheHouseStyle(_ name: String) throws {
    let rule = try #require(RuleRegistry.rule(named: name))
    for diagnostic in Self.findings(rule, rule.documentation.bad) {
      #expect(diagnostic.message.first?.isUppercase == false, "\(diagnostic.message)")
      #expect(!diagnostic.message.hasSuffix("."), "\(diagnostic.message)")
      for note in diagnostic.notes {
        #expect(note.message.first?.isUppercase == false, "\(note.message)")
        #expect(!note.message.hasSuffix("."), "\(note.message)")
      }
    }
  }

  @Test(arguments: names)
  func explainPrintsTheDocumentationAndBothExamples(_ name: String) throws {
    let rule = try #require(RuleRegistry.rule(named: name))
    let text = RuleReference.explain(rule)
    #expect(text.hasPrefix("\(rule.id): \(rule.summary)\n"))
    #expect(text.contains(rule.documentation.description))
    let indent = { (code: String) in
      code.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
    }
    #expect(text.contains("Bad:\n" + indent(rule.documentation.bad)))
    #expect(text.contains("Good:\n" + indent(rule.documentation.good)))
  }
}

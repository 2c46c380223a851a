import InterplayDiagnostics

/// Every lint rule, in the fixed order of `interplay rules` and the rule reference:
/// generic rules first (pathways, statecharts, URIs, scopes, sequences, unused
/// declarations, cycles), then the user topology rules, then the `bsp` and `quantwm` profiles.
public enum RuleRegistry {
  /// The rules in catalogue order.
  public static let rules: [any LintRule] = [
    UnobservedEvent(),
    UnusedRequestNotifier(),
    NeverSentCase(),
    UnhandledCase(),
    UnhandledRegistration(),
    IsolatedActor(),
    SendOutsidePathway(),
    UnreachableState(),
    ShadowedTransition(),
    DuplicateURI(),
    URINotNested(),
    ScopeWithoutPresentation(),
    ScopeNeverPushed(),
    MessageOffPathway(),
    UnusedVariable(),
    UnusedType(),
    RequestCycle(),
    ForbiddenPathway(),
    PathwayNotAllowed(),
    HubBypassed(),
    BSPTopLevelRole(),
    BSPServiceTalksToPresentation(),
    BSPOnlyBehaviourCoordinates(),
    BSPScopeCompanionPathway(),
    QuantwmPropertyWrittenTwice(),
    QuantwmSmartReadsOwnWrite(),
    QuantwmSmartCycle(),
    QuantwmSmartLevels(),
    QuantwmRecurringWrites(),
  ]

  /// The rule names (ids without `lint.`), in catalogue order.
  public static let names: [String] = rules.map(\.name)

  /// The rule with an id (`lint.unobserved-event`) or name (`unobserved-event`), if any.
  public static func rule(named name: String) -> (any LintRule)? {
    rules.first { $0.id.rawValue == name || $0.name == name }
  }

  /// SARIF descriptions of every rule, keyed by id.
  public static var metadata: [DiagnosticID: RuleMetadata] {
    Dictionary(
      uniqueKeysWithValues: rules.map { rule in
        (
          rule.id,
          RuleMetadata(
            summary: rule.summary,
            help: RuleReference.explanation(of: rule))
        )
      })
  }
}

extension RuleRegistry {
  /// The rule name closest to a misspelled one, if any is close.
  public static func suggestion(for name: String) -> String? {
    let bare = name.hasPrefix("lint.") ? String(name.dropFirst(5)) : name
    return DidYouMean.closest(to: bare, among: names)
  }
}

/// What a SARIF log says about a diagnostic id as a rule: its description and help.
///
/// ``SARIFDiagnosticRenderer`` takes a dictionary of these keyed by
/// ``DiagnosticID``. Ids without metadata still get a rule, described by the id
/// itself, so a log is complete even when the caller knows nothing about a rule.
public struct RuleMetadata: Hashable, Sendable {
  /// A one-line description, written to `shortDescription.text`.
  public var summary: String
  /// A longer explanation with guidance on fixing the finding, written to
  /// `fullDescription.text` and `help.text`.
  public var help: String?
  /// A link to the rule's documentation, written to `helpUri`; must be an absolute URI.
  public var helpURI: String?

  /// Creates rule metadata.
  public init(summary: String, help: String? = nil, helpURI: String? = nil) {
    self.summary = summary
    self.help = help
    self.helpURI = helpURI
  }
}

/// The rule catalogue as text: `interplay rules`, `--explain ID` and `--markdown`.
public enum RuleReference {
  /// One line per rule: id, default severity, profile and summary, in aligned columns.
  public static func list(_ rules: [any LintRule] = RuleRegistry.rules) -> String {
    let header = ("RULE", "SEVERITY", "PROFILE", "SUMMARY")
    let rows = rules.map {
      ($0.id.rawValue, $0.defaultSeverity.rawValue, $0.profile.rawValue, $0.summary)
    }
    let idWidth = (rows.map(\.0.count) + [header.0.count]).max() ?? 0
    let severityWidth = (rows.map(\.1.count) + [header.1.count]).max() ?? 0
    let profileWidth = (rows.map(\.2.count) + [header.2.count]).max() ?? 0
    func line(_ row: (String, String, String, String)) -> String {
      pad(row.0, idWidth) + "  " + pad(row.1, severityWidth) + "  " + pad(row.2, profileWidth)
        + "  " + row.3
    }
    return ([header] + rows).map(line).joined(separator: "\n") + "\n"
  }

  /// The documentation of one rule, as `interplay rules --explain ID` prints it.
  public static func explain(_ rule: any LintRule) -> String {
    var text = "\(rule.id): \(rule.summary)\n"
    text +=
      "default severity: \(rule.defaultSeverity.rawValue), profile: \(rule.profile.rawValue)\n\n"
    text += explanation(of: rule) + "\n\n"
    text += "Configure in .interplay.yml:  rules: { \(rule.name): error | warning | note | off }\n"
    text += "Suppress on a declaration:    // interplay-lint-ignore: \(rule.name)\n"
    return text
  }

  /// The description and both examples, indented: SARIF `help` and the body of `--explain`.
  public static func explanation(of rule: any LintRule) -> String {
    func indented(_ code: String) -> String {
      code.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }
    return rule.documentation.description + "\n\nBad:\n" + indented(rule.documentation.bad)
      + "\n\nGood:\n" + indented(rule.documentation.good)
  }

  /// The rule reference in Markdown, committed as `docs/Rules.md`.
  public static func markdown(_ rules: [any LintRule] = RuleRegistry.rules) -> String {
    var text = RuleReferenceIntroduction.text
    text += "\n## Rules\n\n| rule | default | profile | summary |\n| --- | --- | --- | --- |\n"
    for rule in rules {
      let anchor = rule.id.rawValue.filter { $0 != "." }
      text +=
        "| [`\(rule.name)`](#\(anchor)) | \(rule.defaultSeverity.rawValue) "
        + "| \(rule.profile == .none ? "—" : rule.profile.rawValue) | \(rule.summary) |\n"
    }
    for rule in rules {
      text += "\n## \(rule.id)\n\n"
      text += "\(capitalized(rule.summary)). Default severity: **\(rule.defaultSeverity.rawValue)**"
      text += rule.profile == .none ? "; generic.\n\n" : "; profile `\(rule.profile.rawValue)`.\n\n"
      text += rule.documentation.description + "\n\n"
      text += "Bad:\n\n```ipl\n\(rule.documentation.bad)\n```\n\n"
      text += "Good:\n\n```ipl\n\(rule.documentation.good)\n```\n"
    }
    return text
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  private static func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }
}

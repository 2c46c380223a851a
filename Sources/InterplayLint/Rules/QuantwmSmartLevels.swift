import InterplayDiagnostics
import InterplayModel

/// Reports the computed level of every smart registration (informational, off by default).
///
/// Smart registrations run in the order of their levels, numbered as Quantwm numbers them:
/// level 1 reads nothing another smart registration writes, and each other level is one more
/// than the highest level it reads from.
/// This rule reports nothing wrong; it shows the levels, one note per registration. It is off
/// by default: turn it on with `quantwm-smart-levels: note` in `.interplay.yml`. Data models
/// whose dependencies form a cycle have no levels (see `quantwm-smart-cycle`). The bad example
/// has levels to report; the good one has no smart registration.
///
/// Bad:
/// ```ipl
/// system Playlist
/// profile quantwm
/// behaviour Player {}
/// data Sheet {
///   var a: Int(0...3)
///   var b: Int(0...3)
///   var c: Int(0...3)
///   smart left by Player reads a writes b
///   smart right by Player reads b writes c
///   hard show by Player reads c
/// }
/// ```
///
/// Good:
/// ```ipl
/// system Playlist
/// profile quantwm
/// behaviour Player {}
/// data Sheet {
///   var a: Int(0...3)
///   var b: Int(0...3)
///   hard update by Player reads a writes b
///   hard show by Player reads b
/// }
/// ```
public struct QuantwmSmartLevels: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.quantwm-smart-levels`
  public var id: DiagnosticID { "lint.quantwm-smart-levels" }
  /// Off unless configured.
  public var defaultSeverity: RuleSeverity { .off }
  /// The `quantwm` profile.
  public var profile: RuleProfile { .quantwm }
  /// The one-line summary.
  public var summary: String { "computed level of each smart registration (informational)" }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        Smart registrations run in the order of their levels, numbered as Quantwm numbers \
        them: level 1 reads nothing another smart registration writes, and each other level \
        is one more than the highest level it reads from. This rule reports nothing wrong; it shows the levels, one note per \
        registration. It is off by default: turn it on with `quantwm-smart-levels: note` in \
        `.interplay.yml`. Data models whose dependencies form a cycle have no levels (see \
        `quantwm-smart-cycle`). The bad example has levels to report; the good one has no \
        smart registration.
        """,
      bad: """
        system Playlist
        profile quantwm
        behaviour Player {}
        data Sheet {
          var a: Int(0...3)
          var b: Int(0...3)
          var c: Int(0...3)
          smart left by Player reads a writes b
          smart right by Player reads b writes c
          hard show by Player reads c
        }
        """,
      good: """
        system Playlist
        profile quantwm
        behaviour Player {}
        data Sheet {
          var a: Int(0...3)
          var b: Int(0...3)
          hard update by Player reads a writes b
          hard show by Player reads b
        }
        """)
  }

  /// One finding per smart registration of a data model without cycles, at its name.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for dataModel in model.dataModels {
      let graph = SmartDependencies(dataModel)
      guard let levels = graph.levels() else { continue }
      for (node, level) in levels.enumerated() {
        let registration = graph.registration(node)
        findings.append(
          finding(
            "smart registration '\(registration.name)' of '\(dataModel.name)' has level \(level)",
            at: registration.nameRange))
      }
    }
    return findings
  }
}

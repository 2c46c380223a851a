import InterplayDiagnostics
import InterplayModel

/// Reports a smart registration that reads a property it writes.
///
/// A smart registration runs when a property it reads changes. If it also writes that property,
/// it changes what it has just read: the property is immutable once a smart registration that
/// reads it has run (the mutation rule, which `interplay check` enforces), and the registration
/// has no level.
///
/// Bad:
/// ```ipl
/// system Playlist
/// profile quantwm
/// behaviour Player {}
/// data Levels {
///   var volume: Int(0...3)
///   var level: Int(0...3)
///   smart normalize by Player reads volume writes volume
///   hard show by Player reads level
/// }
/// ```
///
/// Good:
/// ```ipl
/// system Playlist
/// profile quantwm
/// behaviour Player {}
/// data Levels {
///   var volume: Int(0...3)
///   var level: Int(0...3)
///   smart normalize by Player reads volume writes level
///   hard show by Player reads level
/// }
/// ```
public struct QuantwmSmartReadsOwnWrite: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.quantwm-smart-reads-own-write`
  public var id: DiagnosticID { "lint.quantwm-smart-reads-own-write" }
  /// An error.
  public var defaultSeverity: RuleSeverity { .error }
  /// The `quantwm` profile.
  public var profile: RuleProfile { .quantwm }
  /// The one-line summary.
  public var summary: String { "smart registration that reads a property it writes" }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        A smart registration runs when a property it reads changes. If it also writes that \
        property, it changes what it has just read: the property is immutable once a smart \
        registration that reads it has run (the mutation rule, which `interplay check` \
        enforces), and the registration has no level.
        """,
      bad: """
        system Playlist
        profile quantwm
        behaviour Player {}
        data Levels {
          var volume: Int(0...3)
          var level: Int(0...3)
          smart normalize by Player reads volume writes volume
          hard show by Player reads level
        }
        """,
      good: """
        system Playlist
        profile quantwm
        behaviour Player {}
        data Levels {
          var volume: Int(0...3)
          var level: Int(0...3)
          smart normalize by Player reads volume writes level
          hard show by Player reads level
        }
        """)
  }

  /// One finding per property a smart registration both reads and writes, at its name.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for dataModel in model.dataModels {
      for registration in dataModel.registrations where registration.kind == .smart {
        var seen = Set<Int>()
        for read in registration.reads
        where registration.writes.contains(read) && seen.insert(read.index).inserted {
          findings.append(
            finding(
              "smart registration '\(registration.name)' reads '\(model[read].name)', which it "
                + "also writes", at: registration.nameRange))
        }
      }
    }
    return findings
  }
}

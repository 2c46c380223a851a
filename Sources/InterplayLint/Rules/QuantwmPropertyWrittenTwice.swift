import InterplayDiagnostics
import InterplayModel

/// Reports a data-model property that two smart registrations write.
///
/// Smart registrations are ordered by level so that each runs once per event loop, after
/// everything it reads has been written. Two smart registrations that write one property make
/// its final value depend on their order, which the levels do not fix.
///
/// Bad:
/// ```ipl
/// system Playlist
/// profile quantwm
/// behaviour Player {}
/// data Queue {
///   var tracks: Int(0...3)
///   var total: Int(0...9)
///   smart count by Player reads tracks writes total
///   smart recount by Player reads tracks writes total
/// }
/// ```
///
/// Good:
/// ```ipl
/// system Playlist
/// profile quantwm
/// behaviour Player {}
/// data Queue {
///   var tracks: Int(0...3)
///   var total: Int(0...9)
///   smart count by Player reads tracks writes total
///   hard show by Player reads total
/// }
/// ```
public struct QuantwmPropertyWrittenTwice: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.quantwm-property-written-twice`
  public var id: DiagnosticID { "lint.quantwm-property-written-twice" }
  /// An error.
  public var defaultSeverity: RuleSeverity { .error }
  /// The `quantwm` profile.
  public var profile: RuleProfile { .quantwm }
  /// The one-line summary.
  public var summary: String { "data-model property written by two smart registrations" }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        Smart registrations are ordered by level so that each runs once per event loop, \
        after everything it reads has been written. Two smart registrations that write one \
        property make its final value depend on their order, which the levels do not fix.
        """,
      bad: """
        system Playlist
        profile quantwm
        behaviour Player {}
        data Queue {
          var tracks: Int(0...3)
          var total: Int(0...9)
          smart count by Player reads tracks writes total
          smart recount by Player reads tracks writes total
        }
        """,
      good: """
        system Playlist
        profile quantwm
        behaviour Player {}
        data Queue {
          var tracks: Int(0...3)
          var total: Int(0...9)
          smart count by Player reads tracks writes total
          hard show by Player reads total
        }
        """)
  }

  /// One finding per further smart writer of a property, at its name, noting the first.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for dataModel in model.dataModels {
      var firstWriter: [Registration?] = Array(repeating: nil, count: dataModel.properties.count)
      for registration in dataModel.registrations where registration.kind == .smart {
        var seen = Set<Int>()
        for write in registration.writes where seen.insert(write.index).inserted {
          guard let first = firstWriter[write.index] else {
            firstWriter[write.index] = registration
            continue
          }
          let property = dataModel.properties[write.index].name
          findings.append(
            finding(
              "property '\(property)' of '\(dataModel.name)' is written by two smart "
                + "registrations, '\(first.name)' and '\(registration.name)'",
              at: registration.nameRange,
              notes: [
                DiagnosticNote("'\(first.name)' writes '\(property)' here", at: first.nameRange)
              ]
            ))
        }
      }
    }
    return findings
  }
}

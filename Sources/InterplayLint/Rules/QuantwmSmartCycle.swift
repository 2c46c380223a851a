import InterplayDiagnostics
import InterplayModel

/// Reports smart registrations whose reads and writes depend on each other in a cycle.
///
/// A smart registration that reads what another writes runs after it, one level higher. When
/// such dependencies go round in a cycle, no order satisfies them and the levels cannot be
/// computed. Each cycle is reported once, at its first registration; the `quantwm-smart-levels`
/// rule reports the levels of models without a cycle.
///
/// Bad:
/// ```ipl
/// system Playlist
/// profile quantwm
/// behaviour Player {}
/// data Sheet {
///   var a: Int(0...3)
///   var b: Int(0...3)
///   smart left by Player reads a writes b
///   smart right by Player reads b writes a
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
///   var c: Int(0...3)
///   smart left by Player reads a writes b
///   smart right by Player reads b writes c
///   hard show by Player reads c
/// }
/// ```
public struct QuantwmSmartCycle: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.quantwm-smart-cycle`
  public var id: DiagnosticID { "lint.quantwm-smart-cycle" }
  /// An error.
  public var defaultSeverity: RuleSeverity { .error }
  /// The `quantwm` profile.
  public var profile: RuleProfile { .quantwm }
  /// The one-line summary.
  public var summary: String { "dependency cycle between smart registrations" }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        A smart registration that reads what another writes runs after it, one level higher. \
        When such dependencies go round in a cycle, no order satisfies them and the levels \
        cannot be computed. Each cycle is reported once, at its first registration; the \
        `quantwm-smart-levels` rule reports the levels of models without a cycle.
        """,
      bad: """
        system Playlist
        profile quantwm
        behaviour Player {}
        data Sheet {
          var a: Int(0...3)
          var b: Int(0...3)
          smart left by Player reads a writes b
          smart right by Player reads b writes a
        }
        """,
      good: """
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
        """)
  }

  /// One finding per cycle, at its first registration, with a note per dependency.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for dataModel in model.dataModels {
      let graph = SmartDependencies(dataModel)
      let cycles = GraphCycles.cyclicComponents(count: graph.smart.count, edges: graph.edges)
      for component in cycles {
        let cycle = GraphCycles.shortestCycle(
          through: component[0], within: component, edges: graph.edges)
        let path = cycle.map { "'\(graph.registration($0).name)'" }.joined(separator: " -> ")
        let notes = zip(cycle, cycle.dropFirst()).map { node, dependent in
          let property = graph.sharedProperty(from: node, to: dependent)?.name ?? "?"
          return DiagnosticNote(
            "'\(graph.registration(dependent).name)' reads '\(property)', which "
              + "'\(graph.registration(node).name)' writes",
            at: graph.registration(dependent).nameRange)
        }
        findings.append(
          finding(
            "dependency cycle between smart registrations \(path): their levels cannot be computed",
            at: graph.registration(cycle[0]).nameRange, notes: notes))
      }
    }
    return findings
  }
}

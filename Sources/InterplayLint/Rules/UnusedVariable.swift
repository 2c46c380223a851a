import InterplayDiagnostics
import InterplayModel

/// Reports a variable or data-model property that is never read.
///
/// A variable that no guard, action, invariant or property reads (or a data-model property that
/// no registration or expression reads) has no effect on any run: it only enlarges the state
/// space the checker explores. Remove it, or use it; the fix-it removes a declaration that
/// nothing reads or writes.
///
/// Bad:
/// ```ipl
/// system Counter
/// behaviour Tally {
///   var count: Int(0...3) = 0
///   var spare: Bool
///   initial state Counting {
///     always [count < 3] -> Counting { count = count + 1 }
///   }
/// }
/// ```
///
/// Good:
/// ```ipl
/// system Counter
/// behaviour Tally {
///   var count: Int(0...3) = 0
///   initial state Counting {
///     always [count < 3] -> Counting { count = count + 1 }
///   }
/// }
/// ```
public struct UnusedVariable: LintRule {
  /// Creates the rule.
  public init() {}

  /// `lint.unused-variable`
  public var id: DiagnosticID { "lint.unused-variable" }
  /// A warning.
  public var defaultSeverity: RuleSeverity { .warning }
  /// Generic.
  public var profile: RuleProfile { .none }
  /// The one-line summary.
  public var summary: String { "variable or data-model property that is never read" }
  /// The explanation and examples.
  public var documentation: RuleDocumentation {
    RuleDocumentation(
      description: """
        A variable that no guard, action, invariant or property reads (or a data-model \
        property that no registration or expression reads) has no effect on any run: it only \
        enlarges the state space the checker explores. Remove it, or use it; the fix-it \
        removes a declaration that nothing reads or writes.
        """,
      bad: """
        system Counter
        behaviour Tally {
          var count: Int(0...3) = 0
          var spare: Bool
          initial state Counting {
            always [count < 3] -> Counting { count = count + 1 }
          }
        }
        """,
      good: """
        system Counter
        behaviour Tally {
          var count: Int(0...3) = 0
          initial state Counting {
            always [count < 3] -> Counting { count = count + 1 }
          }
        }
        """)
  }

  /// One finding per variable or property never read, at its name.
  public func check(_ model: Model, context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for actor in model.actors.indices where !context.variableUse[actor].isEmpty {
      for (index, use) in context.variableUse[actor].enumerated() where !use.isRead {
        let variable = model.actors[actor].variables[index]
        let what = use.isWritten ? "is written but never read" : "is never used"
        findings.append(
          finding(
            "variable '\(variable.name)' of '\(model.actors[actor].path)' \(what)",
            at: variable.nameRange, fixIts: removal(variable, use, context)))
      }
    }
    for dataModel in model.dataModels {
      for (index, property) in dataModel.properties.enumerated() {
        let use = context.propertyUse[dataModel.id.rawValue][index]
        guard !use.isRead else { continue }
        let what = use.isWritten ? "is written but never read" : "is never used"
        findings.append(
          finding(
            "property '\(property.name)' of '\(dataModel.name)' \(what)", at: property.nameRange,
            fixIts: removal(property, use, context)))
      }
    }
    return findings
  }

  /// Removing the declaration, when nothing uses it at all.
  private func removal(_ variable: Variable, _ use: Use, _ context: LintContext) -> [FixIt] {
    guard !use.isWritten else { return [] }
    return [FixIt("remove '\(variable.name)'", edits: [context.removal(of: variable.range)])]
  }
}

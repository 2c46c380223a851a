import Foundation
import InterplayDiagnostics
import InterplayDrivers
import InterplayLint
import InterplayPipeline
import InterplayTestSupport
import Testing

/// `Diagrams/bad/`: one model per rule, each tripping that rule and nothing else with every
/// rule on, with the exact finding.
@Suite struct BadDiagramsTests {
  static let folder = TestPaths.diagrams.appendingPathComponent("bad")

  /// The one finding of each model: `line:column: message`.
  static let expected: [String: String] = [
    "bsp-only-behaviour-coordinates": "17:12: presentation 'Panel' requests 'Flow.request': "
      + "only behaviours coordinate across roles",
    "bsp-scope-companion-pathway": "43:14: 'WebView' observes 'WebFlow.event': the companions of "
      + "scope 'Web' talk only through the presentation companion's notifiers",
    "bsp-service-talks-to-presentation": "12:12: service 'Locator' observes 'Panel.event': "
      + "services and presentations never observe or request each other",
    "bsp-top-level-role": "8:7: top-level actor 'Timer' must be a 'behaviour', 'service' or "
      + "'presentation' under the 'bsp' profile",
    "duplicate-uri": "12:14: actor 'Panel' has URI '/app/shared', which 'Locator' already has",
    "forbidden-pathway": "17:12: 'Panel' requests 'Locator.request', which "
      + "'forbid Panel -> Locator' forbids",
    "hub-bypassed": "17:12: 'Panel' requests 'Locator.request' directly, bypassing the hub "
      + "'Flow' between 'Panel' and 'Locator'",
    "isolated-actor": "29:9: actor 'Logger' has no pathway: it observes and requests nothing, "
      + "and nothing observes or requests it",
    "message-off-pathway": "30:3: message 'locate' from 'Panel' to 'Locator' is on no pathway: "
      + "'Panel' does not request 'Locator.request'",
    "never-sent-case": "9:30: request 'Locator.cancel' is never sent",
    "pathway-not-allowed": "17:12: 'Panel' requests 'Locator.request', which no 'allow only' "
      + "rule allows",
    "quantwm-property-written-twice": "37:9: property 'total' of 'Store' is written by two smart "
      + "registrations, 'sum' and 'resum'",
    "quantwm-recurring-writes": "36:13: recurring registration 'refresh' writes 'total': "
      + "recurring registrations run last and must write nothing",
    "quantwm-smart-cycle": "36:9: dependency cycle between smart registrations 'up' -> 'down' -> "
      + "'up': their levels cannot be computed",
    "quantwm-smart-reads-own-write": "36:9: smart registration 'clamp' reads 'count', which it "
      + "also writes",
    "request-cycle": "12:7: request cycle 'Left' -> 'Right' -> 'Left': each actor waits for a "
      + "reply from the next",
    "scope-never-pushed": "31:7: scope 'Help' is never pushed",
    "scope-without-presentation": "34:7: scope 'Help' has no presentation companion",
    "send-outside-pathway": "24:46: 'Flow' sends 'Panel.present' but does not request "
      + "'Panel.request'",
    "shadowed-transition": "22:5: transition on 'Panel.tapped' in state 'Idle' of 'Flow' is "
      + "never taken: an earlier transition on the same trigger has no guard",
    "unhandled-case": "14:19: event 'Panel.closed' may be emitted but no observer handles it",
    "unhandled-registration": "39:8: registration 'Store.log' runs 'Flow', which handles it in "
      + "no state",
    "unobserved-event": "10:3: no actor observes 'Locator.event'",
    "unreachable-state": "27:9: state 'Lost' of 'Flow' is unreachable",
    "unused-request-notifier": "18:3: no actor requests 'Flow.request'",
    "unused-type": "6:6: type 'Mode' is never used",
    "unused-variable": "18:7: variable 'taps' of 'Flow' is never used",
    "uri-not-nested": "18:9: actor 'Flow.Meta' has URI '/meta', which is not nested under "
      + "'/actor/flow', the URI of its parent",
  ]

  /// Rules without a bad model: informational rules that are off by default.
  static let exempt: Set<String> = ["quantwm-smart-levels"]

  /// The per-rule models: the files directly in `bad/` (its subfolders hold one mistake per
  /// bundled system, tested by `SystemMistakesTests`).
  static let files: [URL] = TestPaths.iplFiles(under: folder).filter {
    $0.pathComponents.count == folder.pathComponents.count + 1
  }

  @Test func thereIsOneModelPerRule() {
    let names = Self.files.map { $0.deletingPathExtension().lastPathComponent }
    #expect(names == RuleRegistry.names.filter { !Self.exempt.contains($0) }.sorted())
    #expect(Set(Self.expected.keys) == Set(names))
    #expect(Self.exempt.allSatisfy { RuleRegistry.rule(named: $0)?.defaultSeverity == .off })
  }

  @Test(arguments: files)
  func tripsExactlyItsRule(_ file: URL) {
    let name = file.deletingPathExtension().lastPathComponent
    let report = ModelPipeline.load(
      paths: [file.path], options: PipelineOptions(discoversConfiguration: false, lastStage: .lint))
    let found = report.diagnostics.map { diagnostic in
      let location = report.sources.location(of: diagnostic.range)
      return "\(location.line):\(location.column): \(diagnostic.message) [\(diagnostic.id)]"
    }
    #expect(found == [(Self.expected[name] ?? "?") + " [lint.\(name)]"])
    let rule = RuleRegistry.rule(named: name)
    let failing = rule?.defaultSeverity == .error
    #expect(report.status == (failing ? .findings : .clean))
  }

  @Test(arguments: files)
  func isInCanonicalForm(_ file: URL) {
    let report = FormatDriver.run(paths: [file.path], mode: .check)
    #expect(report.status == .clean, "run 'interplay fmt --in-place \(file.lastPathComponent)'")
  }
}

import Foundation
import InterplayCheck
import InterplayDiagnostics
import InterplayDrivers
import InterplayLint
import InterplayRuntime
import InterplayTestSupport
import Testing

/// `Diagrams/bad/<System>/`: for every bundled system, one mistake a user could make in
/// it, and what the command that catches it prints, line by line (the counterexample's
/// steps by their headings), with its exit status.
@Suite struct SystemMistakesTests {
  static let folder = TestPaths.diagrams.appendingPathComponent("bad")

  static let mistakes: [SystemMistake] = [
    accountApp, blackbird, calculatorLint, calculatorCheck, locationButton, playlist, runningLights,
    todoCore, webURL,
  ]

  static let accountApp = SystemMistake(
    "AccountApp/scope-popped-out-of-order", .check, .findings,
    [
      "AccountApp: 104 states, 178 transitions, depth 9",
      "@:51:36: error: 'HostingBehaviour' popped scope 'NetworkPortal', which is not the top"
        + " of its stack [check.scopes]",
      "  counterexample, 4 steps:",
      "  #0 initialize",
      "  #1 stub Lifecycle emits enteredBackground",
      "  #2 Behaviour takes Lifecycle.enteredBackground from Lifecycle: handled",
      "  #3 NetworkPortalBehaviour takes NetworkPortalBehaviour.start from HostingBehaviour:"
        + " handled",
      "  #4 HostingBehaviour takes HostingBehaviour.suspend from Behaviour: handled",
      "    fault: 'HostingBehaviour' popped scope 'NetworkPortal', which is not the top of its"
        + " stack",
      "proved: deadlock, unhandled, overflow, assertions, mutation, runtime",
      "AccountApp: 1 violation",
    ])

  static let blackbird = SystemMistake(
    "Blackbird/ui-saves-directly", .lint, .findings,
    [
      "@:18:12: error: 'UI' requests 'Persistence.request' directly, bypassing the hub"
        + " 'Model' between 'UI' and 'Persistence' [lint.hub-bypassed]",
      "@:42:1: note: rule declared here",
    ])

  static let calculatorLint = SystemMistake(
    "Calculator/divide-guard-after-divide", .lint, .clean,
    [
      "@:58:9: warning: transition on 'Keypad.equals' in state"
        + " 'Working.Entering.SecondOperand' of 'Calculator' is never taken: an earlier"
        + " transition on the same trigger has no guard [lint.shadowed-transition]",
      "@:56:9: note: earlier transition here",
    ])

  static let calculatorCheck = SystemMistake(
    "Calculator/divide-guard-after-divide", .check, .findings,
    [
      "Calculator: 3,008 states, 4,940 transitions, depth 9",
      "@:29:7: error: division by zero in 'Calculator' [check.runtime]",
      "  counterexample, 4 steps:",
      "  #0 initialize",
      "  #1 stub Keypad emits operation",
      "  #2 Calculator takes Keypad.operation(divide) from Keypad: handled",
      "  #3 stub Keypad emits equals",
      "  #4 Calculator takes Keypad.equals from Keypad: handled",
      "    fault: division by zero in 'Calculator'",
      "@:58:9: warning: transition 'Working.Entering.SecondOperand -> Working.Error on"
        + " Keypad.equals' of 'Calculator' never fires [check.coverage]",
      "@:68:11: warning: state 'Calculator.Working.Error' is never active [check.coverage]",
      "proved: deadlock, unhandled, overflow, scopes, assertions, mutation",
      "Calculator: 1 violation",
    ])

  static let locationButton = SystemMistake(
    "LocationButton/presentation-observes-service", .lint, .findings,
    [
      "@:23:12: error: presentation 'Presentation' observes 'Service.event': services and"
        + " presentations never observe or request each other"
        + " [lint.bsp-service-talks-to-presentation]"
    ])

  static let playlist = SystemMistake(
    "Playlist/update-during-refresh", .check, .findings,
    [
      "Playlist: 396 states, 635 transitions, depth 12",
      "@:36:11: error: update during refresh: 'PlaylistViewModel' opened a transaction in the"
        + " activity of smart registration 'Playlist.KeepSelection'; only actions and hard"
        + " registrations update the model [check.mutation]",
      "  counterexample, 3 steps:",
      "  #0 initialize",
      "  #1 stub PlaylistView emits addTapped",
      "  #2 PlaylistViewModel takes PlaylistView.addTapped from PlaylistView: handled",
      "  #3 PlaylistViewModel takes Playlist.KeepSelection from data model: handled",
      // The step function records the fault, so the counterexample shows it in its step.
      "    fault: update during refresh: 'PlaylistViewModel' opened a transaction in the"
        + " activity of smart registration 'Playlist.KeepSelection'; only actions and hard"
        + " registrations update the model",
      "proved: deadlock, unhandled, overflow, scopes, assertions, runtime",
      "Playlist: 1 violation",
    ])

  static let runningLights = SystemMistake(
    "RunningLights/resume-without-history", .run, .findings,
    [
      "PASS RunningLights.StartUp (shortest witness: 0 steps)  @:104:10",
      "FAIL RunningLights.PauseAndResume (27 steps)  @:109:10",
      // The resume clears the LEDs (item 10, matched in the same step), then lights red
      // (Lights' initial state), where the strict sequence expects green: the failure
      // names item 11, the one the step fails at.
      "  @:119:3: the sequence cannot happen: no run gets past item 11",
      "    expected: Controller -> ViewController: turnOnGreenLed",
      "    actual:   Controller -> ViewController: turnOnRedLed",
      "2 sequences: 1 passed, 1 failed",
    ])

  static let todoCore = SystemMistake(
    "TodoCore/feature-talks-to-ui", .lint, .findings,
    [
      "@:20:12: error: 'UI' observes 'Features.Tagging.event', which no 'allow only' rule"
        + " allows [lint.pathway-not-allowed]",
      "@:70:1: note: allowed pathways declared here",
    ])

  static let webURL = SystemMistake(
    "WebURL/dismissal-without-pop", .check, .findings,
    [
      "WebURL: 142 states, 193 transitions, depth 8",
      "@:25:7: error: 'Behaviour' pushed scope 'WebURL', which is already pushed"
        + " [check.scopes]",
      "  counterexample, 6 steps:",
      "  #0 initialize",
      "  #1 stub Presentation emits linkTapped",
      "  #2 stub Presentation emits closeTapped",
      "  #3 stub Presentation emits linkTapped",
      "  #4 Behaviour takes Presentation.linkTapped(#0) from Presentation: handled",
      "  #5 Behaviour takes Presentation.closeTapped from Presentation: handled",
      "  #6 Behaviour takes Presentation.linkTapped(#0) from Presentation: handled",
      "    fault: 'Behaviour' pushed scope 'WebURL', which is already pushed",
      "proved: deadlock, unhandled, overflow, assertions, mutation, runtime",
      "WebURL: 1 violation",
    ])

  /// The bundled systems: the folders of `Diagrams/` other than `bad/`.
  static var systems: [String] {
    TestPaths.bundledModels.map { $0.deletingLastPathComponent().lastPathComponent }.sorted()
  }

  /// The system mistake files, as `System/mistake` without the extension.
  static var files: [String] {
    TestPaths.iplFiles(under: folder)
      .filter { $0.pathComponents.count > folder.pathComponents.count + 1 }
      .map { $0.deletingPathExtension().pathComponents.suffix(2).joined(separator: "/") }
  }

  @Test func everySystemHasOneMistake() {
    let folders = Self.files.map { $0.split(separator: "/")[0] }.map(String.init)
    #expect(folders == Self.systems)
    #expect(Set(Self.mistakes.map(\.name)) == Set(Self.files))
  }

  @Test(arguments: mistakes)
  func printsWhatTheUserSees(_ mistake: SystemMistake) {
    let (output, status) = mistake.run(in: Self.folder)
    #expect(SystemMistake.outline(output, tool: mistake.tool) == mistake.lines)
    #expect(status == mistake.status)
  }

  /// A mistake caught by `check` or `run` is one lint cannot see: the model lints clean.
  @Test(arguments: mistakes.filter { $0.tool != .lint })
  func lintCannotSeeIt(_ mistake: SystemMistake) {
    let linted = SystemMistake(mistake.name, .lint, .clean, []).run(in: Self.folder)
    #expect(linted.status == .clean)
    if mistake.name.hasPrefix("Calculator/") { return }
    #expect(linted.output.isEmpty, "\(linted.output)")
  }

  @Test(arguments: files)
  func isInCanonicalForm(_ name: String) {
    let path = Self.folder.appendingPathComponent(name + ".ipl").path
    #expect(FormatDriver.run(paths: [path], mode: .check).status == .clean)
  }
}

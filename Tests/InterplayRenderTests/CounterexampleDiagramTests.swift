import Foundation
import InterplayCheck
import InterplayDrivers
import InterplayRender
import InterplayTestSupport
import Testing

/// A checker counterexample drawn as a sequence diagram: the run's messages in order and
/// the violating step highlighted with the violation's message exactly once.
@Suite struct CounterexampleDiagramTests {
  @Test func unhandledNotificationIsDrawnWithItsMessageOnce() throws {
    let folder = TemporaryFolder()
    let path = folder.write(
      "door.ipl",
      """
      system Door
      presentation Button { event { pressed, held } }
      behaviour Door {
        observes Button.event
        initial state Closed { on Button.pressed -> Open }
        state Open { on Button.pressed -> Closed }
      }
      """)
    let report = CheckDriver.check(paths: [path], options: CheckRunOptions())
    let result = try #require(report.results.first)
    let violation = try #require(result.violations.first { $0.check == .unhandled })
    let diagram = SequenceDiagram(
      counterexample: violation.counterexample,
      title: violation.name ?? violation.check.rawValue, message: violation.message,
      system: result.system)
    let dot = DOTWriter.write(SequenceLayout(diagram).graph)
    #expect(dot.contains("held"))
    let message = "unhandled notification: &#39;Door&#39; took"
    #expect(dot.components(separatedBy: message).count - 1 == 1)
  }
}

import InterplayRuntime
import InterplayTestSupport
import InterplayTesting
import Testing

/// InterplayTesting on the model of `Examples/` (whose own tests bind the same stub):
/// Swift stubs answer for the service, one failure per failing sequence.
@Suite struct ModelTestingTests {
  static let model = TestPaths.repositoryRoot
    .appendingPathComponent("Examples/Sources/LocationFeature/LocationButton.ipl").path

  /// The same service as `Examples/Sources/LocationFeature/LocationService.swift`.
  struct Service: StubActor {
    var fixes: [String]
    mutating func receive(_ notification: StubNotification, _ outbox: inout StubOutbox) {
      guard notification.name == "locate" else { return }
      if fixes.isEmpty {
        outbox.emit("failed")
      } else {
        outbox.emit("located", .enumCase(fixes.removeFirst(), []))
      }
    }
  }

  @Test func sequencesPassAgainstTheSwiftService() {
    ModelTesting.expectSequencesPass(
      Self.model, stubs: ["Service": Service(fixes: ["home", "work"])])
  }

  @Test func theFailingBranchOfAnAltIsFoundByBacktracking() {
    ModelTesting.expectSequencesPass(
      Self.model, stubs: ["Service": Service(fixes: ["home"])], sequence: "AskTwice")
  }

  @Test func oneFailurePerFailingSequenceWithTheReport() {
    let report = ModelTesting.run([Self.model], stubs: ["Service": Service(fixes: ["work"])])
    let messages = ModelTesting.failureMessages(report)
    #expect(messages.count == 2)
    #expect(messages[0].hasPrefix("sequence LocationButton.ShowLocation failed"))
    #expect(messages[0].contains("expected: Service -> Behaviour: located(home)"))
    #expect(messages[0].contains("actual:   nothing: no step is enabled"))
    #expect(messages[0].contains("Service       stub (Swift)"))
    #expect(messages[1].hasPrefix("sequence LocationButton.AskTwice failed"))
  }

  @Test func aStubAnsweringWithAnUnknownCaseIsReported() {
    struct Broken: StubActor {
      func receive(_ notification: StubNotification, _ outbox: inout StubOutbox) {
        outbox.emit("teleported")
      }
    }
    let report = ModelTesting.run(
      [Self.model], stubs: ["Service": Broken()], sequence: "ShowLocation")
    let messages = ModelTesting.failureMessages(report)
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains("Swift stub: Service: 'Service' has no case 'teleported'") == true)
  }
}

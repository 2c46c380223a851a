import InterplayRuntime
import InterplayTesting
import Testing

/// `ModelTesting.run` with bindings: a binding the model has no stub for, or stubs of
/// another model, fail the test instead of being ignored.
@Suite struct TypedModelTestingTests {
  /// Bindings as a stale generated `Stubs` would give them.
  struct Bindings: StubBindings {
    static let modelName = "LocationButton"
    var bindings: [String: any StubActor]
  }

  /// Bindings generated from another model.
  struct OtherBindings: StubBindings {
    static let modelName = "Door"
    var bindings: [String: any StubActor] { [:] }
  }

  struct Silent: StubActor {
    func receive(_ notification: StubNotification, _ outbox: inout StubOutbox) {}
  }

  @Test func aBindingForAnActorTheModelDoesNotHaveFailsTheRun() async {
    let failure = await #expect(throws: ModelTestingFailure.self) {
      try await ModelTesting.run(
        "ShowLocation", model: GenerateSwiftTests.locationButton,
        stubs: Bindings(bindings: ["Servce": Silent()]))
    }
    #expect(failure?.description.contains("Swift stub bound to no stub actor: 'Servce'") == true)
  }

  @Test func stubsOfAnotherModelFailTheRun() async {
    let failure = await #expect(throws: ModelTestingFailure.self) {
      try await ModelTesting.run(
        "ShowLocation", model: GenerateSwiftTests.locationButton, stubs: OtherBindings())
    }
    #expect(failure?.description.contains("generated from the model 'Door'") == true)
  }

  @Test func aSequenceTheModelDoesNotHaveFailsTheRun() async {
    let failure = await #expect(throws: ModelTestingFailure.self) {
      try await ModelTesting.run(
        "ShowLocatoin", model: GenerateSwiftTests.locationButton, stubs: OtherBindings())
    }
    #expect(failure?.description.contains("no sequence named 'ShowLocatoin'") == true)
  }
}

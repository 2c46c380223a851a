import InterplayRuntime
import InterplayTesting
import LocationFeature
import Testing

/// The model's sequences, run against the app's own `LocationService`: one test each.
@Suite struct LocationFeatureTests {
  static let model = ModelTesting.path(
    "../../Sources/LocationFeature/LocationButton.ipl", relativeTo: #filePath)

  @Test(arguments: LocationButton.sequences)
  func sequence(_ name: String) async throws {
    try await ModelTesting.run(
      name, model: Self.model,
      stubs: LocationButton.Stubs(service: LocationService(fixes: [.home, .work])))
  }

  @Test func reportsAnErrorAfterTwoFailures() async throws {
    try await ModelTesting.run(
      "AskTwice", model: Self.model,
      stubs: LocationButton.Stubs(service: LocationService(fixes: [.home])))
  }

  @Test func aServiceThatAnswersWronglyFailsTheSequence() async {
    let failure = await #expect(throws: ModelTestingFailure.self) {
      try await ModelTesting.run(
        "ShowLocation", model: Self.model,
        stubs: LocationButton.Stubs(service: LocationService(fixes: [.work])))
    }
    #expect(failure?.messages.count == 1)
    #expect(failure?.description.contains("expected: Service -> Behaviour: located(home)") == true)
  }
}

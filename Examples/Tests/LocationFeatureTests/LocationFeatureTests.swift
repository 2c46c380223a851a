import InterplayTesting
import LocationFeature
import Testing

/// The model's sequences, run against the app's own `LocationService`.
@Suite struct LocationFeatureTests {
  static let model = ModelTesting.path("../../Models/LocationButton.ipl", relativeTo: #filePath)

  @Test func showsTheLocatedPlace() {
    ModelTesting.expectSequencesPass(
      Self.model, stubs: ["Service": LocationService(fixes: ["home"])], sequence: "ShowLocation")
  }

  @Test func asksAgainAndGetsAnotherPlace() {
    ModelTesting.expectSequencesPass(
      Self.model, stubs: ["Service": LocationService(fixes: ["home", "work"])],
      sequence: "AskTwice")
  }

  @Test func reportsAnErrorAfterTwoFailures() {
    ModelTesting.expectSequencesPass(
      Self.model, stubs: ["Service": LocationService(fixes: ["home"])], sequence: "AskTwice")
  }

  @Test func aServiceThatAnswersWronglyFailsTheSequence() {
    let report = ModelTesting.run(
      [Self.model], stubs: ["Service": LocationService(fixes: ["work"])], sequence: "ShowLocation")
    let messages = ModelTesting.failureMessages(report)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("expected: Service -> Behaviour: located(home)") == true)
  }
}

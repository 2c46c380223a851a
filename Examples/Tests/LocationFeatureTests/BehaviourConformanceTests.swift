import InterplayRuntime
import InterplayTesting
import LocationFeature
import Testing

/// The app's `LocationBehaviour` against the cases `interplay gen tests` derived from
/// the model (every transition of `Behaviour`), and the faulty variant caught by them.
@Suite struct BehaviourConformanceTests {
  @Test(arguments: LocationButton.behaviourConformance)
  func conforms(_ testCase: ConformanceCase) async throws {
    try await ModelTesting.conformance(
      testCase, implementation: LocationButton.BehaviourBinding(LocationBehaviour()))
  }

  @Test func theCasesCoverEveryTransition() {
    let covered = Set(LocationButton.behaviourConformance.flatMap(\.covers))
    #expect(covered.count == 4)
  }

  @Test func aBehaviourThatRetriesTwiceIsCaught() async {
    var mismatches: [String] = []
    for testCase in LocationButton.behaviourConformance {
      let binding = LocationButton.BehaviourBinding(RetryingTwiceBehaviour())
      if let mismatch = await ModelTesting.conformanceMismatch(testCase, implementation: binding) {
        mismatches.append(mismatch)
      }
    }
    #expect(mismatches.count == 1)
    #expect(mismatches.first?.contains("expected: send Presentation.showError") == true)
  }
}

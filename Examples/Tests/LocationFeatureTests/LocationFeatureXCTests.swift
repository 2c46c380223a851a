import InterplayTesting
import LocationFeature
import XCTest

/// The same runs through the XCTest entry points.
final class LocationFeatureXCTests: XCTestCase {
  func testShowLocation() async {
    await ModelTesting.assertSequencePasses(
      "ShowLocation", model: LocationFeatureTests.model,
      stubs: LocationButton.Stubs(service: LocationService(fixes: [.home])))
  }

  func testBehaviourConforms() async {
    for testCase in LocationButton.behaviourConformance {
      await ModelTesting.assertConforms(
        testCase, implementation: LocationButton.BehaviourBinding(LocationBehaviour()))
    }
  }
}

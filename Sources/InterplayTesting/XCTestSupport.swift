import InterplayRuntime
import XCTest

/// XCTest entry points: failures reported with `XCTFail` instead of thrown.
extension ModelTesting {
  /// XCTest entry point: runs one sequence of a model with typed stubs and reports each
  /// problem with `XCTFail` (see ``ModelTesting/run(_:model:stubs:maxSteps:)``).
  ///
  /// ```swift
  /// func testShowLocation() async {
  ///   await ModelTesting.assertSequencePasses(
  ///     "ShowLocation", model: path, stubs: LocationButton.Stubs(service: LocationService()))
  /// }
  /// ```
  public static func assertSequencePasses<Bindings: StubBindings>(
    _ sequence: String, model path: String, stubs: Bindings, maxSteps: Int = 10_000,
    file: StaticString = #filePath, line: UInt = #line
  ) async {
    do {
      try await run(sequence, model: path, stubs: stubs, maxSteps: maxSteps)
    } catch let failure as ModelTestingFailure {
      for message in failure.messages { XCTFail(message, file: file, line: line) }
    } catch {
      XCTFail("\(error)", file: file, line: line)
    }
  }

  /// XCTest entry point: runs a conformance case against an implementation and reports
  /// the first mismatch with `XCTFail`.
  public static func assertConforms(
    _ testCase: ConformanceCase, implementation: some StubActor,
    file: StaticString = #filePath, line: UInt = #line
  ) async {
    if let mismatch = await conformanceMismatch(testCase, implementation: implementation) {
      XCTFail(mismatch, file: file, line: line)
    }
  }
}

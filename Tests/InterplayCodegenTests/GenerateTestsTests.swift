import InterplayCheck
import InterplayDrivers
import InterplayPipeline
import InterplayRuntime
import InterplayTestSupport
import InterplayTesting
import Testing

/// `interplay gen tests`: the derived cases fire every transition of the actor, a
/// correct implementation passes them, and a wrong one fails one.
@Suite struct GenerateTestsTests {
  static func derivation(_ path: String, actor: String) throws -> ConformanceDerivation.Result {
    let loaded = ModelPipeline.load(paths: [path])
    let system = try #require(loaded.compiled.first?.system)
    let id = try #require(system.model.actor(path: actor))
    return ConformanceDerivation(system: system, actor: id.rawValue).derive()
  }

  @Test(arguments: [
    (GenerateSwiftTests.locationButton, "Behaviour"), (GenerateSwiftTests.shapes, "Desk"),
  ])
  func casesCoverEveryTransitionOfTheActor(_ path: String, _ actor: String) throws {
    let result = try Self.derivation(path, actor: actor)
    #expect(!result.transitions.isEmpty)
    #expect(Set(result.cases.flatMap(\.covers)) == Set(result.transitions))
    #expect(result.unreachable.isEmpty && result.undriven.isEmpty && result.limit == nil)
    // Greedy: each case covers the transition it is named after, which no earlier does.
    var covered = Set<Int>()
    for testCase in result.cases {
      let number = testCase.name.dropFirst(actor.count + " transition ".count)
        .prefix { $0 != ":" }
      let target = try #require(Int(number)) - 1
      #expect(!covered.contains(target))
      #expect(testCase.covers.contains(result.transitions[target]))
      covered.formUnion(
        result.transitions.indices.filter { testCase.covers.contains(result.transitions[$0]) })
    }
  }

  @Test func theShortestRunIsChosen() throws {
    let result = try Self.derivation(GenerateSwiftTests.locationButton, actor: "Behaviour")
    #expect(result.cases.map(\.steps.count) == [1, 2, 2, 3])
    let first = try #require(result.cases.first?.steps.first)
    #expect(first.input.qualifiedName == "Presentation.showLocationRequested")
    #expect(first.expected == [.send(to: "Service", "locate", [])])
  }

  @Test func aCorrectImplementationPassesEveryCase() async throws {
    let result = try Self.derivation(GenerateSwiftTests.locationButton, actor: "Behaviour")
    for testCase in result.cases {
      try await ModelTesting.conformance(testCase, implementation: LocationBehaviour())
    }
  }

  @Test func anImplementationThatRetriesTwiceFailsTheCaseForGivingUp() async throws {
    let result = try Self.derivation(GenerateSwiftTests.locationButton, actor: "Behaviour")
    var mismatches: [String] = []
    for testCase in result.cases {
      if let mismatch = await ModelTesting.conformanceMismatch(
        testCase, implementation: LocationBehaviour(retries: 2))
      {
        mismatches.append(mismatch)
      }
    }
    #expect(mismatches.count == 1)
    #expect(mismatches.first?.contains("expected: send Presentation.showError") == true)
    #expect(mismatches.first?.contains("actual:   send Service.locate") == true)
  }

  @Test func anUnknownActorIsAUsageError() {
    let report = GenerateDriver.tests(paths: [GenerateSwiftTests.locationButton], actor: "Service")
    #expect(report.status == .usage)
    #expect(report.outputs.isEmpty)
  }
}

import InterplayCheck
import InterplayRuntime
import Testing

/// `ordered` stubs (ordered_stubs.ipl): a free stub may take a later request before an
/// earlier one; an ordered stub takes its queue in the order it arrived.
@Suite struct OrderedStubTests {
  static let result = Result { try CheckFixture.check("ordered_stubs.ipl") }

  @Test func aFreeStubTakesInAnyOrderAnOrderedOneInOrder() throws {
    let result = try Self.result.get()
    #expect(result.violations.compactMap(\.name) == ["FreeShowsBeforeScrub"])
    let violation = try CheckFixture.violation(result, .property, named: "FreeShowsBeforeScrub")
    #expect(
      CheckFixture.steps(violation.counterexample, in: result) == [
        "#1 stub Free takes Free.scrub from App", "#2 stub Free takes Free.show from App",
      ])
    #expect(result.isComplete)
  }

  /// The free stub's queue goes through 4 contents (both, either one, none), the last
  /// reached in two orders that the free property's monitor tells apart: 5. The ordered
  /// one's goes through 3 (both, the scrub, none). The product: 15.
  @Test func orderingShrinksTheStateSpace() throws {
    let result = try Self.result.get()
    #expect(result.statistics.states == 5 * 3)
  }
}

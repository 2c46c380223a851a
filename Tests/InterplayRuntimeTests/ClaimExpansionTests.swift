import Foundation
import InterplayDrivers
import InterplayTestSupport
import Testing

@testable import InterplayRuntime

/// Issue #18: expanding a sequence into a claim costs time linear in its expanded length.
/// Interleavings are enumerated without recursion, in the order the recursive definition
/// gives, and a loop's body is resolved once however deeply loops nest.
@Suite struct ClaimExpansionTests {
  /// A push of scope `index`, as an atom that tells the lists apart.
  static func atoms(_ range: Range<Int>) -> [SequenceClaim.Atom] {
    range.map { SequenceClaim.Atom(kind: .push($0), text: "\($0)", range: nil) }
  }

  /// The recursive definition: an item of `left` first, then one of `right`.
  static func reference(
    _ left: ArraySlice<SequenceClaim.Atom>, _ right: ArraySlice<SequenceClaim.Atom>
  )
    -> [[SequenceClaim.Atom]]
  {
    if left.isEmpty || right.isEmpty { return [Array(left) + Array(right)] }
    return reference(left.dropFirst(), right).map { [left.first!] + $0 }
      + reference(left, right.dropFirst()).map { [right.first!] + $0 }
  }

  @Test(arguments: [(0, 3), (3, 0), (1, 1), (2, 3), (4, 4), (5, 2)])
  func interleavingsFollowTheRecursiveOrder(_ sizes: (Int, Int)) {
    let left = Self.atoms(0..<sizes.0)
    let right = Self.atoms(100..<(100 + sizes.1))
    let expected = Self.reference(left[...], right[...])
    for limit in [1, 5, expected.count, expected.count + 3] {
      #expect(
        ClaimBuilder.interleavings(left, right, limit: limit).map { $0.map(\.text) }
          == expected.prefix(limit).map { $0.map(\.text) }, "\(sizes) limit \(limit)")
    }
  }

  /// Two lists of 5,000 items: the first interleavings come at once, without the deep
  /// recursion (and the quadratic copies of prefixes) of the recursive definition.
  @Test func longListsInterleaveWithoutRecursion() {
    let left = Self.atoms(0..<5_000)
    let right = Self.atoms(5_000..<10_000)
    let clock = ContinuousClock()
    var result: [[SequenceClaim.Atom]] = []
    let elapsed = clock.measure {
      result = ClaimBuilder.interleavings(left, right, limit: SequenceClaim.maxAlternatives)
    }
    #expect(result.count == SequenceClaim.maxAlternatives)
    #expect(result.allSatisfy { $0.count == 10_000 })
    #expect(elapsed < .seconds(1), "took \(elapsed)")
  }

  /// `loop 1...2` nested 13 deep (8,192 items at most, within the sequence limit): each
  /// body is resolved once, where re-resolving it for each round and count took 49 s.
  @Test func deeplyNestedLoopsExpandInLinearTime() throws {
    var body = "Knob -> Amp: up\n"
    for _ in 0..<13 { body = "loop 1...2 {\n\(body)}\n" }
    let folder = TemporaryFolder()
    let path = folder.write(
      "nested.ipl",
      """
      system Nested
      actor Knob { event { up } }
      actor Amp {
        observes Knob.event
        initial state On { ignore Knob.up }
      }
      sequence S {
      \(body)}
      """)
    let clock = ContinuousClock()
    var report: RunReport?
    let elapsed = clock.measure { report = RunDriver.run(paths: [path]) }
    let run = try #require(report)
    #expect(run.diagnostics.filter { $0.severity == .error }.isEmpty)
    #expect(run.systems.flatMap(\.outcomes).map(\.status) == [.failed])  // budget 2 < 8,192
    #expect(elapsed < .seconds(1), "took \(elapsed)")
  }
}

/// Steps of a long run left out of its kept trace, so that a run's memory stays bounded
/// however many steps it takes: the trace keeps its beginning and its end, and this says
/// how many steps fell between them.
public struct OmittedSteps: Hashable, Sendable {
  /// The index in the kept trace of the first record after the gap.
  public var before: Int
  /// How many steps were taken in the gap and not kept.
  public var count: Int

  /// Creates a gap of `count` steps before kept record `before`.
  public init(before: Int, count: Int) {
    self.before = before
    self.count = count
  }
}

extension SequenceOutcome {
  /// The step number of kept record `index`: its index, plus the omitted steps when it
  /// comes after the gap. Reports print this number, so it matches the step count.
  public func stepNumber(at index: Int) -> Int {
    guard let omitted = omittedSteps, index >= omitted.before else { return index }
    return index + omitted.count
  }
}

/// What a search reduced its state space by, for reports.
public struct ReductionReport: Hashable, Sendable, Codable {
  /// The symmetry applied (`rotations of Fork[0...4], Phil[0...4]`), nil for none.
  public var symmetry: String?
  /// The most concrete states one stored state stands for (1 without symmetry).
  public var symmetryOrder: Double = 1
  /// Whether the search applied the partial-order reduction.
  public var partialOrder = false
  /// The states of which only one actor's steps were stored (partial-order reduction).
  public var ampleStates = 0
  /// The number of states after which the partial-order reduction stopped looking for
  /// ample sets, having reduced fewer than one in 200 of them; nil when it looked to the
  /// end.
  public var partialOrderStoppedAt: Int?
  /// Why a reduction was not applied (replica families not symmetric, partial-order
  /// reduction not sound for what is proved), one sentence each.
  public var notes: [String] = []

  /// A report of no reduction.
  public init(symmetry: String? = nil, symmetryOrder: Double = 1, notes: [String] = []) {
    self.symmetry = symmetry
    self.symmetryOrder = symmetryOrder
    self.notes = notes
  }
}

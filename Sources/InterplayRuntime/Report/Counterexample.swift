/// A run of the system that shows a violation (or, for a sequence, a witness): the
/// initialization and every step, each with its full record and the state after it.
public struct Counterexample: Sendable {
  /// The records: the initialization first, then one per step. Records are full
  /// (exits, transitions, entries, messages, faults), as the executor writes them.
  public var records: [StepRecord]
  /// The state after each record.
  public var states: [SystemState]
  /// For a run that goes on forever (a liveness violation): the index in ``records`` of
  /// the first step of the cycle that repeats from the last state on.
  public var loopStart: Int?
  /// The options the initialization took at its nondeterministic choices (one of
  /// ``CompiledSystem/initialWays()``): which initial state the run starts from. `[]`
  /// is the first.
  public var initialChoices: [UInt32]

  /// Creates a counterexample.
  public init(
    records: [StepRecord], states: [SystemState], loopStart: Int? = nil,
    initialChoices: [UInt32] = []
  ) {
    self.records = records
    self.states = states
    self.loopStart = loopStart
    self.initialChoices = initialChoices
  }

  /// The steps, without the initialization.
  public var steps: [Step] { records.dropFirst().compactMap(\.step) }

  /// The number of steps (the initialization not counted).
  public var length: Int { records.count - 1 }
}

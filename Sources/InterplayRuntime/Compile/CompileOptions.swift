/// Bounds the compiler applies where the model leaves them open, switches for the step
/// function's fast paths, and the checked mode of its tables.
public struct CompileOptions: Hashable, Sendable {
  /// The capacity of a notifier that declares none: how many of its notifications one
  /// receiver's queue may hold.
  public var defaultCapacity: Int
  /// The number of spontaneous emits and sends a stub may make when it declares no budget.
  public var defaultBudget: Int
  /// How many eventless and completion microsteps one step may take before it is cut off
  /// as a livelock.
  public var maxMicrosteps: Int
  /// Whether each chart gets a decision table (what each atomic state decides about each
  /// notification, see `ChartIndex.decisions`); without one, transition selection walks
  /// the active states and their ancestors. The semantics are the same either way: off
  /// is for tests that compare the two.
  public var usesDecisionTables: Bool
  /// Whether charts of at most 64 states get precomputed entry and exit masks (the states
  /// a transition enters and the descendants it may exit, as bitmasks); without them they
  /// take the general path of larger charts. The semantics are the same either way: off
  /// is for tests that compare the two.
  public var usesEntryExitMasks: Bool
  /// Whether the checker learns the ways a step can go through its nondeterministic
  /// choices from the runs that make its successors, each way run once
  /// (``CompiledSystem/apply(_:walking:to:in:)``); without it, it lists them first by
  /// running the step once per way, then runs each way again. The semantics are the
  /// same either way: off is for tests that compare the two.
  public var walksChoices: Bool
  /// Whether each chart's guards and computed send and emit payloads are flattened into a
  /// table of plain nodes evaluated in place (``CompiledExprCode``); without it, the step
  /// function walks the ``CompiledExpr`` trees, retaining each node it reads. The
  /// semantics are the same either way: off is for tests that compare the two.
  public var flattensExpressions: Bool
  /// Whether a checker's workers remember the effects of modelled actors' steps by
  /// everything such a step reads, and replay them instead of running the step again
  /// (`StepMemo`, for systems without scopes and data models). The semantics are the
  /// same either way: off is for tests that compare the two.
  public var memoizesSteps: Bool
  /// Whether every read of the step function's flat tables (``ChartIndex``, the
  /// per-system step tables, see `CountedTable`) checks its index against the table's
  /// count and traps on a wrong one, instead of loading whatever lies there. The
  /// semantics are the same either way; on costs a test per read, so it is off by
  /// default and the tests turn it on (see docs/Development.md).
  public var checksTableBounds: Bool

  /// Creates options.
  public init(
    defaultCapacity: Int = 4, defaultBudget: Int = 2, maxMicrosteps: Int = 256,
    usesDecisionTables: Bool = true, usesEntryExitMasks: Bool = true,
    walksChoices: Bool = true, flattensExpressions: Bool = true, memoizesSteps: Bool = true,
    checksTableBounds: Bool = false
  ) {
    self.defaultCapacity = defaultCapacity
    self.defaultBudget = defaultBudget
    self.maxMicrosteps = maxMicrosteps
    self.usesDecisionTables = usesDecisionTables
    self.usesEntryExitMasks = usesEntryExitMasks
    self.walksChoices = walksChoices
    self.flattensExpressions = flattensExpressions
    self.memoizesSteps = memoizesSteps
    self.checksTableBounds = checksTableBounds
  }

  /// These options with every fast path (decision tables, entry and exit masks, walked
  /// choices, flattened expressions, remembered steps) off.
  public var withoutFastPaths: CompileOptions {
    var options = self
    options.usesDecisionTables = false
    options.usesEntryExitMasks = false
    options.walksChoices = false
    options.flattensExpressions = false
    options.memoizesSteps = false
    return options
  }

  /// These options with every table read checked (``checksTableBounds``).
  public var checkingTableBounds: CompileOptions {
    var options = self
    options.checksTableBounds = true
    return options
  }
}

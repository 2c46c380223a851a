/// The largest counts a model may state, each chosen so the packed state and the
/// searches stay valid. The resolver reports a model past one of them with a diagnostic
/// that names the limit, so `lint`, `check`, `run` and `render` refuse it alike, and the
/// runtime and the checker may rely on them. docs/Language.md lists them under "Limits".
public enum ModelLimits {
  /// The most values a type may have (`Int(a...b)`, an enum with its payloads, an opaque
  /// type's tokens): a value is stored as its ordinal in one 32-bit state word.
  public static let maxValues = Int(UInt32.max)

  /// The most cases one enum may declare.
  public static let maxEnumCases = 100_000

  /// The most actors a system may declare (32,766): a queue entry names its sender in the
  /// bits ``QueueEntryLayout`` gives it, one value of which is the data model's.
  public static let maxActors = QueueEntryLayout.maxActors

  /// The most notification cases a system may declare, over all its notifiers (32,767):
  /// a queue entry names its case in the bits ``QueueEntryLayout`` gives it.
  public static let maxNotificationCases = QueueEntryLayout.maxCases

  /// The longest delay of `send ... after D`, in milliseconds (one hour): a pending
  /// timer keeps its remaining time in a state word.
  public static let maxDelay = 3_600_000

  /// How many timers one `send ... after` may have pending at once: each is a slot of
  /// state words; one more is an overflow fault.
  public static let timersPerSend = 4

  /// The largest stub budget (`budget N`, and `--budget`): a stub's remaining budget is a
  /// state word, and every unit of it is at least one more state to explore.
  public static let maxBudget = 65_535

  /// The largest queue capacity (`capacity N`): every unit is a slot of state words in
  /// every receiver's queue, in every state.
  public static let maxCapacity = 1_000

  /// The largest count of `at most N`: the monitor counts occurrences in 16 bits and must
  /// be able to count one past the bound.
  public static let maxOccurrences = 65_534

  /// The most steps a stub may choose among in one state: every case and payload value it
  /// may emit or send, and every reply value it may give. A stub's steps are listed in
  /// full for every state the search expands, so this bounds a state's successors.
  public static let maxStubChoices = 65_536

  /// The largest count of a sequence `loop lo...hi`.
  public static let maxLoopCount = 1_000
  /// The most ways one step may go through nondeterministic choices (`choose`, choice
  /// and junction branches): past it, a step's further choices take their first
  /// option and the step reports a `choice limit` fault. It bounds the successors one
  /// step can have however the choices nest or repeat.
  public static let maxChoicesPerStep = 1_024

  /// The most messages, scope marks and notes one sequence may expand to, its `after`
  /// prefixes included, each loop repeated its upper count and each `alt` counted by
  /// its longest branch: the claim and the run follow the expansion item by item.
  public static let maxSequenceLength = 10_000
}

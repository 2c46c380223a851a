/// Bounds the compiler applies where the model leaves them open.
public struct CompileOptions: Hashable, Sendable {
  /// The capacity of a notifier that declares none: how many of its notifications one
  /// receiver's queue may hold.
  public var defaultCapacity: Int
  /// The number of spontaneous emits and sends a stub may make when it declares no budget.
  public var defaultBudget: Int
  /// How many eventless and completion microsteps one step may take before it is cut off
  /// as a livelock.
  public var maxMicrosteps: Int

  /// Creates options.
  public init(defaultCapacity: Int = 4, defaultBudget: Int = 2, maxMicrosteps: Int = 256) {
    self.defaultCapacity = defaultCapacity
    self.defaultBudget = defaultBudget
    self.maxMicrosteps = maxMicrosteps
  }
}

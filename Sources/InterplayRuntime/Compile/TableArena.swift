/// Memory for the flat tables the step function reads, allocated while a system is
/// compiled and freed with the object that owns the arena (a ``ChartTable``, a
/// ``CompiledSystem``).
///
/// Why pointers rather than arrays: reading an array that a class holds retains and
/// releases its buffer (and the class) on most accesses the optimizer cannot prove
/// safe, and a model checker reads these tables millions of times. A pointer into
/// memory that never changes and outlives every reader costs a plain load. Each copy is
/// handed out as a ``CountedTable``, which keeps its count and, when the arena was made
/// with `checksBounds`, checks every read against it.
///
/// `@unchecked Sendable`: the arena is only appended to while its owner is being built,
/// before the owner is shared; afterwards the memory is read-only until `deinit`.
final class TableArena: @unchecked Sendable {
  private var blocks: [UnsafeMutableRawPointer] = []
  /// Deinitializes the copies whose elements hold references (before the memory goes).
  private var cleanups: [() -> Void] = []
  /// Whether the tables it hands out check their reads
  /// (``CompileOptions/checksTableBounds``).
  let checksBounds: Bool

  /// An empty arena whose tables check their reads when `checksBounds`.
  init(checksBounds: Bool) {
    self.checksBounds = checksBounds
  }

  /// A read-only copy of `values` that lives as long as the arena (never empty in
  /// memory, so the base pointer is valid even for an empty list).
  func copy<Element: BitwiseCopyable>(_ values: [Element]) -> CountedTable<Element> {
    let memory = UnsafeMutablePointer<Element>.allocate(capacity: max(values.count, 1))
    values.withUnsafeBufferPointer { source in
      if let base = source.baseAddress { memory.initialize(from: base, count: source.count) }
    }
    blocks.append(UnsafeMutableRawPointer(memory))
    return CountedTable(
      base: UnsafePointer(memory), count: values.count, checksBounds: checksBounds)
  }

  /// A read-only copy of `values` whose elements hold references (actions) or are not
  /// known to be bitwise copyable: they are deinitialized when the arena goes. Reading
  /// one from the table retains at most the element, not the chain of objects that
  /// would lead to it.
  func copy<Element>(objects values: [Element]) -> CountedTable<Element> {
    let count = values.count
    let memory = UnsafeMutablePointer<Element>.allocate(capacity: max(count, 1))
    memory.initialize(from: values, count: count)
    blocks.append(UnsafeMutableRawPointer(memory))
    cleanups.append { memory.deinitialize(count: count) }
    return CountedTable(base: UnsafePointer(memory), count: count, checksBounds: checksBounds)
  }

  deinit {
    for cleanup in cleanups { cleanup() }
    for block in blocks { block.deallocate() }
  }
}

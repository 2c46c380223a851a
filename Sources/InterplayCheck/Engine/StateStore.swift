/// The visited set: every stored state's words in one flat arena, found through an
/// open-addressing hash table, with the parent link that reached it first.
///
/// A state is `width` `UInt32` words (the system's packed words, then the monitor
/// words). States are numbered `0..<count` in insertion order; state `i` occupies arena
/// words `i * width ..< (i + 1) * width`. The hash table holds one 64-bit slot per
/// entry: the high 32 bits of the state's hash and its number plus one (0 marks an empty
/// slot); linear probing compares the hash bits before touching the arena. So a stored
/// state costs `4 * width` arena bytes, 8 bytes of parent link (parent number and the
/// index of the step, in ``CompiledSystem/enabledSteps(in:)`` order, that led to it) and
/// its share of the table (8 bytes per slot, at most 3/4 full).
///
/// Nothing is allocated per state: the arena, the table and the links grow by doubling,
/// within the byte budget given at creation; a growth that would exceed it fails and the
/// caller stops the search (a limit, reported as such).
final class StateStore {
  /// Words per state.
  let width: Int
  /// The most bytes the arena, the table and the links may take together.
  let byteBudget: Int

  /// Bytes the caller holds outside the store (the explored graph), counted against
  /// the budget when the store grows.
  var reservedBytes = 0
  /// The most states stored.
  var maxCount = Int.max

  private(set) var count = 0
  private(set) var capacity = 0
  private var arena: UnsafeMutablePointer<UInt32>
  private var parents: UnsafeMutablePointer<UInt32>
  private var steps: UnsafeMutablePointer<UInt32>
  private var table: UnsafeMutablePointer<UInt64>
  private(set) var tableMask = 0

  /// No parent: the initial state.
  static let none = UInt32.max

  init(width: Int, byteBudget: Int) {
    self.width = max(width, 1)
    self.byteBudget = byteBudget
    arena = .allocate(capacity: 0)
    parents = .allocate(capacity: 0)
    steps = .allocate(capacity: 0)
    table = .allocate(capacity: 0)
  }

  deinit {
    arena.deallocate()
    parents.deallocate()
    steps.deallocate()
    table.deallocate()
  }

  /// Bytes held now by the arena, the links and the table.
  var bytesAllocated: Int {
    capacity * (width * 4 + 8) + (tableMask == 0 ? 0 : (tableMask + 1) * 8)
  }

  /// Bytes per stored state, the table's share included, at the current fill.
  var bytesPerState: Double {
    count == 0 ? 0 : Double(width * 4 + 8) + Double((tableMask + 1) * 8) / Double(count)
  }

  /// The words of state `index`.
  @inline(__always)
  func words(_ index: Int) -> UnsafeMutablePointer<UInt32> {
    arena + index * width
  }

  /// The parent of state `index` and the index of the step from it; `none` for the root.
  func link(_ index: Int) -> (parent: UInt32, step: UInt32) {
    (parents[index], steps[index])
  }

  /// Copies state `index` into an array (the form the step function takes).
  func array(_ index: Int, prefix: Int) -> [UInt32] {
    Array(UnsafeBufferPointer(start: words(index), count: prefix))
  }

  /// The result of ``insert(head:tail:parent:step:)``.
  enum Insertion {
    /// The state was stored before, under this number.
    case found(Int)
    /// The state is new and now stored under this number.
    case inserted(Int)
    /// The state is new but storing it would exceed ``maxCount``.
    case countLimit
    /// The state may be new but storing it would exceed the byte budget.
    case memoryLimit
  }

  /// Looks up the state whose first words are `head` and whose remaining words are
  /// `tail`; stores it if absent and allowed.
  func insert(
    head: UnsafeBufferPointer<UInt32>, tail: UnsafeBufferPointer<UInt32>, parent: UInt32,
    step: UInt32
  ) -> Insertion {
    if count + 1 > (tableMask + 1) / 4 * 3 {
      guard growTable() else { return .memoryLimit }
    }
    let hash = Self.hash(head, tail)
    let tag = hash & 0xFFFF_FFFF_0000_0000
    var slot = Int(truncatingIfNeeded: hash) & tableMask
    while true {
      let entry = table[slot]
      if entry == 0 { break }
      if entry & 0xFFFF_FFFF_0000_0000 == tag {
        let index = Int(entry & 0xFFFF_FFFF) - 1
        if equals(index, head, tail) { return .found(index) }
      }
      slot = (slot + 1) & tableMask
    }
    guard count < maxCount else { return .countLimit }
    if count == capacity {
      guard growArena() else { return .memoryLimit }
    }
    let base = words(count)
    if head.count > 0 { base.update(from: head.baseAddress!, count: head.count) }
    if tail.count > 0 { (base + head.count).update(from: tail.baseAddress!, count: tail.count) }
    parents[count] = parent
    steps[count] = step
    table[slot] = tag | UInt64(count + 1)
    count += 1
    return .inserted(count - 1)
  }

  /// Installs a rebuilt table (``growTable()``).
  func replaceTable(_ fresh: UnsafeMutablePointer<UInt64>, mask: Int) {
    table.deallocate()
    table = fresh
    tableMask = mask
  }

  /// Moves the arena and links into larger blocks (``growArena()``).
  func replaceArena(capacity newCapacity: Int) {
    let newArena = UnsafeMutablePointer<UInt32>.allocate(capacity: newCapacity * width)
    let newParents = UnsafeMutablePointer<UInt32>.allocate(capacity: newCapacity)
    let newSteps = UnsafeMutablePointer<UInt32>.allocate(capacity: newCapacity)
    newArena.moveInitialize(from: arena, count: count * width)
    newParents.moveInitialize(from: parents, count: count)
    newSteps.moveInitialize(from: steps, count: count)
    arena.deallocate()
    parents.deallocate()
    steps.deallocate()
    arena = newArena
    parents = newParents
    steps = newSteps
    capacity = newCapacity
  }

  private func equals(
    _ index: Int, _ head: UnsafeBufferPointer<UInt32>, _ tail: UnsafeBufferPointer<UInt32>
  ) -> Bool {
    let stored = words(index)
    for offset in 0..<head.count where stored[offset] != head[offset] { return false }
    let rest = stored + head.count
    for offset in 0..<tail.count where rest[offset] != tail[offset] { return false }
    return true
  }
}

/// One flat table of a compiled system (a ``ChartIndex`` list, a ``StepTables`` column):
/// a pointer into a ``TableArena`` and the number of elements behind it, so every read
/// can be checked against the table it reads.
///
/// Why a pointer and not an array: see ``TableArena`` (a read is a plain load, with no
/// reference counting). Why the count travels with it: a raw pointer cannot tell an
/// index one past its list from a valid one, so a wrong index computed by the step
/// function would read a neighbouring table silently. With ``checksBounds`` (set from
/// ``CompileOptions/checksTableBounds``, which the tests turn on) every read traps on an
/// index outside `0..<count`; without it a read is the pointer load it always was, after
/// one sign test of the word next to the pointer, which never changes.
///
/// The count and the mode share that word (``bound``), so a table is two words like a
/// buffer pointer: ``ChartIndex`` holds 43 tables, and the step function reads them
/// through one address, so their size is cache lines on every step.
///
/// `@unchecked Sendable`: the memory is written once while the arena's owner is built
/// and only read afterwards (see ``TableArena``).
struct CountedTable<Element>: @unchecked Sendable, BitwiseCopyable {
  /// The first element. Valid even for an empty table (the arena allocates at least one
  /// element), so forming it never traps; reading through it is another matter.
  let base: UnsafePointer<Element>
  /// The count when reads are checked; its complement (negative) when they are not.
  private let bound: Int

  /// A table of `count` elements at `base`, checked on reads when `checksBounds`.
  init(base: UnsafePointer<Element>, count: Int, checksBounds: Bool) {
    precondition(count >= 0, "a table of \(count) elements")
    self.base = base
    bound = checksBounds ? count : ~count
  }

  /// The number of elements.
  var count: Int { bound >= 0 ? bound : ~bound }

  /// Whether reads check their index against ``count`` (a trap on a wrong one).
  var checksBounds: Bool { bound >= 0 }

  /// The valid indexes, `0..<count`.
  var indices: Range<Int> { 0..<count }

  /// Whether the table has no elements.
  var isEmpty: Bool { count == 0 }

  /// The element at `index`, read in place (an addressor: an element that holds
  /// references, such as an action, is not copied out to be read).
  subscript(index: Int) -> Element {
    @inline(__always) unsafeAddress {
      checkIndex(index)
      return base + index
    }
  }

  /// The elements in `range`, in place (a list of a compressed table such as
  /// ``ChartIndex/children``). Checked as a whole when ``checksBounds``.
  @inline(__always)
  func elements(_ range: Range<Int>) -> UnsafeBufferPointer<Element> {
    if bound >= 0 {
      precondition(
        range.lowerBound >= 0 && range.upperBound <= bound,
        "table range \(range) outside 0..<\(bound)")
    }
    return UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
  }

  /// The address of the element at `index` without reading it, for a reader that keeps
  /// a moving position into the table (``StepRun/chart`` follows the running actor).
  /// Unchecked: forming an address reads nothing, and the position may be outside the
  /// table while nothing reads it (actor -1 between steps). Check before reading.
  @inline(__always)
  func uncheckedAddress(_ index: Int) -> UnsafePointer<Element> { base + index }

  /// Traps when ``checksBounds`` is on and `index` is outside `0..<count`; nothing
  /// otherwise.
  @inline(__always)
  func checkIndex(_ index: Int) {
    if bound >= 0 {
      precondition(index >= 0 && index < bound, "table index \(index) outside 0..<\(bound)")
    }
  }
}

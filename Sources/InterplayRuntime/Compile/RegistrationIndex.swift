import InterplaySyntax

/// The data-model registrations as flat tables in the system's ``TableArena``: what
/// closing a transaction and settling the data models read on every step of a system
/// with data models, without copying ``RegistrationTable``s (each copy retains its name
/// and its lists).
struct RegistrationIndex: @unchecked Sendable {
  /// The number of registrations.
  let count: Int
  /// Per registration: its kind, the actor it is delivered to, its case id.
  let kinds: UnsafePointer<RegistrationKind>
  let owners: UnsafePointer<Int>
  let gids: UnsafePointer<Int>
  /// Per registration: the global property indexes it reads (compressed like the lists
  /// of ``ChartIndex``).
  let readStart: UnsafePointer<Int>
  let reads: UnsafePointer<Int>
  /// Per registration, a bitset over properties of ``propertyBitsetWords`` words: what
  /// its activity may read (its reads and its writes), checked for smart ones.
  let mayRead: UnsafePointer<UInt32>
  /// Registration indexes in dispatch order (see ``CompiledSystem``), and their number.
  let dispatchOrder: UnsafePointer<Int>
  let dispatchCount: Int
  /// The refresh under way: the first word of the bitset over the properties it has seen
  /// changed, the bitset's length in words, and the word of its cursor (see
  /// ``CompiledSystem``).
  let refreshChangedWord: Int
  let propertyBitsetWords: Int
  let refreshCursorWord: Int
  /// The mutation rule: the first word of the bitset over properties read by the
  /// registrations the current cascade has delivered (-1 when the rule is not
  /// tracked), the number of properties and each one's state word.
  let cascadeReadsWord: Int
  let propertyCount: Int
  let propertyWords: UnsafePointer<Int>

  init(_ tables: SystemTables, in arena: TableArena) {
    let registrations = tables.registrations
    count = registrations.count
    // (Another module's enum, not known to be bitwise copyable.)
    kinds = arena.copy(objects: registrations.map(\.kind))
    owners = arena.copy(registrations.map(\.owner))
    gids = arena.copy(registrations.map(\.gid))
    var start = [0]
    for registration in registrations { start.append(start.last! + registration.reads.count) }
    readStart = arena.copy(start)
    reads = arena.copy(registrations.flatMap(\.reads))
    let bitsetWords = tables.propertyBitsetWords
    var allowed = Array(repeating: UInt32(0), count: registrations.count * bitsetWords)
    for (index, registration) in registrations.enumerated() {
      for property in registration.reads + registration.writes {
        allowed[index * bitsetWords + property >> 5] |= 1 << UInt32(property & 31)
      }
    }
    mayRead = arena.copy(allowed)
    dispatchOrder = arena.copy(tables.dispatchOrder)
    dispatchCount = tables.dispatchOrder.count
    refreshChangedWord = tables.refreshChangedWord
    propertyBitsetWords = tables.propertyBitsetWords
    refreshCursorWord = tables.refreshCursorWord
    cascadeReadsWord = tables.cascadeReadsWord
    propertyCount = tables.properties.count
    propertyWords = arena.copy(tables.properties.map(\.word))
  }

  /// Whether registration `index` reads a property whose bit is set in the bitset
  /// starting at word `base` of `words`.
  func reads(anyOf base: Int, in words: StepWords, _ index: Int) -> Bool {
    for position in readStart[index]..<readStart[index + 1] {
      let property = reads[position]
      if words[base + property >> 5] & (1 &<< UInt32(property & 31)) != 0 { return true }
    }
    return false
  }

  /// Whether the activity of registration `index` may read `property`.
  func mayRead(_ index: Int, _ property: Int) -> Bool {
    mayRead[index * propertyBitsetWords + property >> 5] & (1 &<< UInt32(property & 31)) != 0
  }
}

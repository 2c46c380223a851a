import InterplayModel

/// The data-model registrations as flat tables in the system's ``TableArena``: what
/// closing a transaction and settling the data models read on every step of a system
/// with data models, without copying ``RegistrationTable``s (each copy retains its name
/// and its lists).
struct RegistrationIndex: @unchecked Sendable {
  /// The number of registrations.
  let count: Int
  /// Per registration: its kind, the actor it is delivered to, its case id.
  let kinds: CountedTable<RegistrationKind>
  let owners: CountedTable<Int>
  let gids: CountedTable<Int>
  /// Per registration: the global property indexes it reads (compressed like the lists
  /// of ``ChartIndex``).
  let readStart: CountedTable<Int>
  let reads: CountedTable<Int>
  /// Per property: the hard and smart registrations that read it (compressed likewise):
  /// those a change of it makes due.
  let readerStart: CountedTable<Int>
  let readers: CountedTable<Int>
  /// Per registration, a bitset over properties of ``propertyBitsetWords`` words: what
  /// its activity may read (its reads and its writes), checked for smart ones.
  let mayRead: CountedTable<UInt32>
  /// Registration indexes in dispatch order (see ``CompiledSystem``).
  let dispatchOrder: CountedTable<Int>
  /// The words of the refreshes (see ``CompiledSystem``): the bitset over registrations
  /// due and its length in words, the cursor of the refresh under way, and the refreshes
  /// waiting (their count word, -1 when none can wait, and the number of their slots).
  let dirtyWord: Int
  let registrationBitsetWords: Int
  let refreshCursorWord: Int
  let pendingWord: Int
  let pendingSlots: Int
  /// The mutation rule: the first word of the bitset over properties read by the
  /// registrations the current refresh has delivered (-1 when the rule is not
  /// tracked), the number of properties, each one's state word, and the length in words
  /// of a bitset over properties.
  let cascadeReadsWord: Int
  let propertyCount: Int
  let propertyWords: CountedTable<Int>
  let propertyBitsetWords: Int

  init(_ tables: SystemTables, in arena: TableArena) {
    let registrations = tables.registrations
    let propertyCount = tables.properties.count
    count = registrations.count
    // (Another module's enum, not known to be bitwise copyable.)
    kinds = arena.copy(objects: registrations.map(\.kind))
    owners = arena.copy(registrations.map(\.owner))
    gids = arena.copy(registrations.map(\.gid))
    var start = [0]
    for registration in registrations { start.append(start.last! + registration.reads.count) }
    readStart = arena.copy(start)
    reads = arena.copy(registrations.flatMap(\.reads))
    var byProperty = Array(repeating: [Int](), count: propertyCount)
    for (index, registration) in registrations.enumerated() where registration.kind != .recurring {
      for property in Set(registration.reads).sorted() { byProperty[property].append(index) }
    }
    start = [0]
    for list in byProperty { start.append(start.last! + list.count) }
    readerStart = arena.copy(start)
    readers = arena.copy(byProperty.flatMap { $0 })
    let bitsetWords = tables.propertyBitsetWords
    var allowed = Array(repeating: UInt32(0), count: registrations.count * bitsetWords)
    for (index, registration) in registrations.enumerated() {
      for property in registration.reads + registration.writes {
        allowed[index * bitsetWords + property >> 5] |= 1 << UInt32(property & 31)
      }
    }
    mayRead = arena.copy(allowed)
    dispatchOrder = arena.copy(tables.dispatchOrder)
    dirtyWord = tables.dirtyWord
    registrationBitsetWords = tables.registrationBitsetWords
    refreshCursorWord = tables.refreshCursorWord
    pendingWord = tables.pendingWord
    pendingSlots = tables.pendingSlots
    cascadeReadsWord = tables.cascadeReadsWord
    self.propertyCount = propertyCount
    propertyWords = arena.copy(tables.properties.map(\.word))
    propertyBitsetWords = bitsetWords
  }

  /// Whether the activity of registration `index` may read `property`.
  func mayRead(_ index: Int, _ property: Int) -> Bool {
    mayRead[index * propertyBitsetWords + property >> 5] & (1 &<< UInt32(property & 31)) != 0
  }
}

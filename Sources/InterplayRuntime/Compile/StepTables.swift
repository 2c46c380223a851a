/// The per-system tables the step function reads on every step, flattened into a
/// ``TableArena`` that the ``CompiledSystem`` owns: a plain value of ``CountedTable``s
/// that a ``StepRun`` copies once, so the hot path reads them with plain loads (no
/// reference counting, no exclusivity checks, bounds checked only when compiled with
/// ``CompileOptions/checksTableBounds``) instead of through the system's arrays of
/// classes.
///
/// `@unchecked Sendable`: the memory is written once while the system is built and only
/// read afterwards; the system keeps it alive, and every run holds the system.
struct StepTables: @unchecked Sendable {
  /// Per actor: its layout, and its chart's index (an empty one for a stub).
  let layouts: CountedTable<ActorLayout>
  let charts: CountedTable<ChartIndex>
  /// The payload words of a queue entry, by `gid << 1 | isReply`.
  let payloadCounts: CountedTable<Int>
  /// Per case (global id): its notifier (-1 for a registration's synthetic case) and
  /// that notifier's owner (-1 likewise).
  let caseNotifiers: CountedTable<Int>
  let caseOwners: CountedTable<Int>
  /// Per notifier: its policy and capacity.
  let policies: CountedTable<NotifierTable.PolicyKind>
  let capacities: CountedTable<Int>
  /// The number of actors (also the sender id of data-model notifications).
  let actorCount: Int
  /// Per case (global id): the registration it stands for, else -1.
  let caseRegistrations: CountedTable<Int>
  /// Whether the system has data-model registrations; the word of the one in flight;
  /// the registrations.
  let hasRegistrations: Bool
  let inFlightWord: Int
  let registrations: RegistrationIndex
  /// The microsteps one step may take before it is cut off as a livelock.
  let maxMicrosteps: Int
  /// Where pending timers are kept.
  let timers: TimerLayout
  /// Whether some chart makes nondeterministic choices.
  let hasChoices: Bool

  init(
    _ tables: SystemTables, layouts: [ActorLayout], options: CompileOptions, in arena: TableArena
  ) {
    self.layouts = arena.copy(layouts)
    let empty = ChartIndex(
      states: [], transitions: [], histories: [], initial: -1, rootInitialTargets: [],
      hasRootInitialActions: false, hasEventless: false, hasFinal: false, options: options,
      in: arena)
    charts = arena.copy(tables.actors.map { $0.chart?.index ?? empty })
    payloadCounts = arena.copy(
      tables.cases.flatMap { [$0.parameters.count, $0.reply == nil ? 0 : 1] })
    caseNotifiers = arena.copy(tables.cases.map(\.notifier))
    caseOwners = arena.copy(
      tables.cases.map { $0.notifier >= 0 ? tables.notifiers[$0.notifier].owner : -1 })
    policies = arena.copy(tables.notifiers.map(\.policy))
    capacities = arena.copy(tables.notifiers.map(\.capacity))
    actorCount = tables.actors.count
    caseRegistrations = arena.copy(tables.cases.map(\.registration))
    hasRegistrations = !tables.registrations.isEmpty
    inFlightWord = tables.inFlightWord
    registrations = RegistrationIndex(tables, in: arena)
    maxMicrosteps = options.maxMicrosteps
    timers = tables.timers
    hasChoices = tables.hasChoices
  }
}

import InterplayDiagnostics
import InterplayModel

/// A resolved model compiled for execution: integer ids, flat tables and the layout of
/// the packed ``SystemState``.
///
/// Build one with ``compile(_:options:)``, then drive it with ``initialState()``,
/// ``enabledSteps(in:)`` and ``apply(_:to:detail:)``: the one step function both the
/// executor and the model checker use. A compiled system is immutable and `Sendable`.
public final class CompiledSystem: Sendable {
  /// The model this was compiled from (names and source ranges for reports).
  public let model: Model
  /// The options used.
  public let options: CompileOptions
  /// The number of words of every state of this system.
  public let wordCount: Int

  let actors: [ActorTable]
  let notifiers: [NotifierTable]
  let cases: [CaseTable]
  let domains: [ValueDomain]
  let stacks: [StackTable]
  let scopes: [ScopeTable]
  let properties: [PropertyTable]
  let registrations: [RegistrationTable]
  /// Registration indexes in dispatch order: hard by priority, smart by level, recurring.
  let dispatchOrder: [Int]
  /// Data-model words: the bitset over registrations due (a property they read changed
  /// since their last turn), the refresh's cursor (0 when no refresh is under way, else
  /// one more than the position in ``dispatchOrder`` of the next registration to
  /// consider), the registration in flight (its index + 1, or 0), and the refreshes
  /// waiting (see ``SystemTables``).
  let dirtyWord: Int
  let refreshCursorWord: Int
  let inFlightWord: Int
  let pendingWord: Int
  let pendingSlots: Int
  /// The length in words of a bitset over properties, and over registrations.
  let propertyBitsetWords: Int
  let registrationBitsetWords: Int
  /// The first word of the bitset over properties read by the registrations the current
  /// cascade has delivered (the mutation rule), -1 when the rule is not tracked.
  let cascadeReadsWord: Int
  /// Where pending timers are kept.
  let timers: TimerLayout
  /// The words of a system before anything ran: initial variable and property values.
  let blankWords: [UInt32]
  /// What every step reads (actor layouts, chart indexes, case and notifier facts), flat
  /// in ``arena`` so the step function reads it without reference counting.
  let stepTables: StepTables
  /// The memory of ``stepTables``: freed with the system.
  private let arena: TableArena
  /// Which actors' steps a checker's workers may remember (``StepMemo``).
  let memoPlan: StepMemo.Plan

  init(
    model: Model, options: CompileOptions, tables: SystemTables
  ) {
    self.model = model
    self.options = options
    self.wordCount = tables.wordCount
    self.actors = tables.actors
    self.notifiers = tables.notifiers
    self.cases = tables.cases
    self.domains = tables.domains
    self.stacks = tables.stacks
    self.scopes = tables.scopes
    self.properties = tables.properties
    self.registrations = tables.registrations
    self.dispatchOrder = tables.dispatchOrder
    self.dirtyWord = tables.dirtyWord
    self.refreshCursorWord = tables.refreshCursorWord
    self.inFlightWord = tables.inFlightWord
    self.pendingWord = tables.pendingWord
    self.pendingSlots = tables.pendingSlots
    self.propertyBitsetWords = tables.propertyBitsetWords
    self.registrationBitsetWords = tables.registrationBitsetWords
    self.cascadeReadsWord = tables.cascadeReadsWord
    self.timers = tables.timers
    self.blankWords = tables.blankWords
    let arena = TableArena(checksBounds: options.checksTableBounds)
    self.arena = arena
    self.stepTables = StepTables(
      tables, layouts: tables.actors.map { ActorLayout($0, scopes: tables.scopes) },
      options: options, in: arena)
    memoPlan = StepMemo.Plan(options: options, tables: stepTables, actors: tables.actors)
  }

  /// Compiles a resolved model; models with resolution errors must not be compiled.
  ///
  /// - Returns: the compiled system, or the diagnostics that prevent execution (a type
  ///   too large for a state word, an ill-formed statechart).
  public static func compile(
    _ model: Model, options: CompileOptions = CompileOptions()
  ) -> Result<CompiledSystem, CompileFailure> {
    var compiler = SystemCompiler(model: model, options: options)
    let tables = compiler.run()
    if !compiler.diagnostics.isEmpty {
      return .failure(CompileFailure(diagnostics: compiler.diagnostics))
    }
    return .success(CompiledSystem(model: model, options: options, tables: tables))
  }

  /// The number of actors (ids are `0..<actorCount`, as in ``Model/actors``).
  public var actorCount: Int { actors.count }
}

/// Why a model could not be compiled.
public struct CompileFailure: Error, Sendable {
  /// The problems, each with a `runtime.*` id.
  public var diagnostics: [Diagnostic]
}

/// Everything the compiler builds, handed to ``CompiledSystem``.
struct SystemTables {
  var wordCount = 0
  var actors: [ActorTable] = []
  var notifiers: [NotifierTable] = []
  var cases: [CaseTable] = []
  var domains: [ValueDomain] = []
  var stacks: [StackTable] = []
  var scopes: [ScopeTable] = []
  var properties: [PropertyTable] = []
  var registrations: [RegistrationTable] = []
  var dispatchOrder: [Int] = []
  var dirtyWord = 0
  var refreshCursorWord = 0
  var inFlightWord = 0
  /// The refreshes waiting for the one under way to end: a count word, then
  /// ``pendingSlots`` bitsets over registrations, each the registrations a waiting
  /// refresh's transaction made due (-1 and 0 when no step can close two transactions).
  var pendingWord = -1
  var pendingSlots = 0
  var propertyBitsetWords = 0
  var registrationBitsetWords = 0
  var cascadeReadsWord = -1
  var timers = TimerLayout()
  /// Whether some chart makes nondeterministic choices (then every modelled step is
  /// listed once per way it can choose).
  var hasChoices = false
  var blankWords: [UInt32] = []
}

import InterplayDiagnostics
import InterplaySyntax

/// The mutable state of one resolution: symbol tables, the model under construction
/// and the diagnostics found so far. Used only inside ``Resolver/resolve(_:in:)``.
///
/// Its stored properties are `@exclusivity(unchecked)`: a builder lives on one thread for
/// one call and no pass holds an access to a property across a call that changes it, so
/// the runtime checks (a thread-local lookup on every read and write of `model`) buy nothing.
final class ModelBuilder {
  /// A name in the top-level namespace shared by types, actors, data models, scopes and stacks.
  enum GlobalSymbol: Equatable {
    case type(TypeID)
    case actor(ActorID)
    case dataModel(DataModelID)
    case scope(ScopeID)
    case stack(StackID)

    /// What the symbol is, for messages: "'Service' is an actor, not a type".
    var description: String {
      switch self {
      case .type: "a type"
      case .actor: "an actor"
      case .dataModel: "a data model"
      case .scope: "a scope"
      case .stack: "a stack"
      }
    }
  }

  let files: [SourceFileSyntax]
  let sources: SourceSet
  @exclusivity(unchecked) var model: Model
  @exclusivity(unchecked) var diagnostics: [Diagnostic] = []
  /// Every declaration and binding made so far.
  @exclusivity(unchecked) var symbols = SymbolTable()

  /// Top-level symbols by name, and their names in declaration order (for suggestions).
  @exclusivity(unchecked) var globals = NameMap<(symbol: GlobalSymbol, range: SourceRange)>()
  @exclusivity(unchecked) var globalNames: [String] = []

  /// Interned integer range types and the lazily created error type.
  @exclusivity(unchecked) var intTypes = IntRangeMap()
  @exclusivity(unchecked) var errorTypeID: TypeID?

  /// Declarations kept for the later passes, parallel to the model arrays.
  @exclusivity(unchecked) var enumDecls: [(id: TypeID, decl: EnumDecl)] = []
  @exclusivity(unchecked) var opaqueDecls: [(id: TypeID, decl: OpaqueTypeDecl)] = []
  @exclusivity(unchecked) var actorDecls: [ActorDecl] = []
  @exclusivity(unchecked) var dataDecls: [DataDecl] = []
  @exclusivity(unchecked) var scopeDecls: [ScopeDecl] = []
  @exclusivity(unchecked) var sequenceDecls: [SequenceDecl] = []
  @exclusivity(unchecked) var propertyDecls: [PropertyDecl] = []
  @exclusivity(unchecked) var invariantDecls: [InvariantDecl] = []
  @exclusivity(unchecked) var ruleDecls: [TopologyRuleDecl] = []

  /// Names of properties and invariants claimed so far (one namespace).
  @exclusivity(unchecked) var propertyNames = NameMap<SourceRange>()

  /// Per actor: what a `reply` answers outside a transition taking a request, once known.
  @exclusivity(unchecked) var deferredReplies: [ReplyContext?] = []

  /// Per actor: the state declarations parallel to its chart's states and histories.
  @exclusivity(unchecked) var stateDecls: [[StateDecl]] = []
  @exclusivity(unchecked) var historyDecls: [[HistoryDecl]] = []
  /// Per actor: its chart's `initial -> ...`, kept from the state-tree pass (which
  /// releases the actor's members) for the behaviour pass.
  @exclusivity(unchecked) var rootInitialDecls: [Int: InitialDecl] = [:]
  /// Per actor: its choice and junction declarations, parallel to its chart's `choices`.
  @exclusivity(unchecked) var choiceDecls: [Int: [ChoiceDecl]] = [:]
  /// Per actor: the names its chart's states answer to, built on the first lookup.
  @exclusivity(unchecked) var stateNameIndexes: [Int: StateNameIndex] = [:]
  /// Per notifier: its cases by name, with the case count they were built from.
  @exclusivity(unchecked) var caseIndexes: [Int: (count: Int, names: [String: Int])] = [:]

  init(files: [SourceFileSyntax], sources: SourceSet) {
    self.files = files
    self.sources = sources
    self.model = Model(name: "")
    // Every top-level declaration may claim a global name: size the table once.
    globals = NameMap(expected: files.reduce(0) { $0 + $1.declarations.count })
  }

  /// Runs every pass in order and returns the result.
  func run() -> ResolveResult {
    declareAll()
    resolveTypeDeclarations()
    checkTypeLimits()
    resolveDataProperties()
    resolveActorMembers()
    checkSystemLimits()
    resolveScopes()
    resolvePathways()
    buildStateTrees()
    resolveRegistrations()
    resolveBehaviours()
    checkStubChoices()
    resolveSequences()
    resolveProperties()
    resolveInvariants()
    resolveRules()
    declareSymbols()
    return ResolveResult(
      model: model, diagnostics: Diagnostic.sorted(diagnostics), symbols: symbols)
  }
}

// MARK: - Reporting

extension ModelBuilder {
  /// Records an error.
  func error(
    _ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [DiagnosticNote] = [],
    fixIts: [FixIt] = []
  ) {
    diagnostics.append(.error(id, message, at: range, notes: notes, fixIts: fixIts))
  }

  /// Records a warning.
  func warning(
    _ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [DiagnosticNote] = [],
    fixIts: [FixIt] = []
  ) {
    diagnostics.append(.warning(id, message, at: range, notes: notes, fixIts: fixIts))
  }

  /// Records an unknown-name error with a "did you mean" note and fix-it when a
  /// candidate is close to `name`.
  ///
  /// - Parameter candidates: names in a deterministic order, each with where it was declared.
  func unknown(
    _ id: DiagnosticID, _ message: String, name: Identifier,
    candidates: [(name: String, range: SourceRange?)]
  ) {
    guard let suggestion = Suggestions.closest(to: name.name, among: candidates.map(\.name)),
      let declared = candidates.first(where: { $0.name == suggestion })
    else {
      error(id, message, at: name.range)
      return
    }
    error(
      id, message, at: name.range,
      notes: [DiagnosticNote("did you mean '\(suggestion)'?", at: declared.range)],
      fixIts: [
        FixIt(
          "replace '\(name.name)' with '\(suggestion)'",
          edits: [TextEdit(range: name.range, replacement: suggestion)])
      ])
  }

  /// Records a duplicate-declaration error with a note at the first declaration.
  func duplicate(_ id: DiagnosticID, _ message: String, name: Identifier, first: SourceRange) {
    error(
      id, message, at: name.range,
      notes: [DiagnosticNote("'\(name.name)' first declared here", at: first)])
  }
}

// MARK: - Global names

extension ModelBuilder {
  /// Declares a top-level name; reports a duplicate and returns false if it is taken.
  @discardableResult
  func declareGlobal(_ name: Identifier, _ symbol: GlobalSymbol) -> Bool {
    if let existing = globals[name.name] {
      duplicate(
        "resolve.duplicate-declaration", "duplicate declaration of '\(name.name)'", name: name,
        first: existing.range)
      return false
    }
    globals[name.name] = (symbol, name.range)
    globalNames.append(name.name)
    return true
  }

  /// Top-level names of one kind, in declaration order, for suggestions.
  func globalCandidates(
    where include: (GlobalSymbol) -> Bool
  ) -> [(name: String, range: SourceRange?)] {
    globalNames.compactMap { name in
      guard let entry = globals[name], include(entry.symbol) else { return nil }
      return (name, entry.range)
    }
  }
}

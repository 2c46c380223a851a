import InterplayModel

// What the model checker (`InterplayCheck`) needs from a compiled system beyond the step
// function: read-only views of the state layout and of compiled expressions. Additive
// only; nothing here changes how a step runs.

/// A Boolean expression compiled against the packed state, for invariants and `always`
/// patterns. It reads variables, data-model properties and `Actor in State`; a payload
/// binding reads as its type's lower bound.
public struct StateCondition: Sendable {
  let expr: CompiledExpr

  /// Whether the condition holds in the state with these words (a division by zero
  /// evaluates to 0, as in a step).
  public func holds(in words: [UInt32]) -> Bool {
    var input = EvaluationInput()
    return expr.evaluate(words, &input) != 0
  }

  /// The state words the condition reads, ascending, each once: ``holds(in:)`` reads no
  /// other, so a checker may decode only these.
  public var wordsRead: [Int] {
    var words: Set<Int> = []
    func visit(_ expr: CompiledExpr) {
      switch expr {
      case .constant, .binding: break
      case .word(let offset, _): words.insert(offset)
      case .property(_, let offset, _): words.insert(offset)
      case .inState(let word, _): words.insert(word)
      case .not(let operand), .negate(let operand): visit(operand)
      case .binary(_, let left, let right):
        visit(left)
        visit(right)
      case .enumValue(_, let payload): for part in payload { visit(part.value) }
      }
    }
    visit(expr)
    return words.sorted()
  }
}

extension CompiledSystem {
  /// Compiles conditions (typed `Bool` by the resolver) against this system's layout.
  public func conditions(_ exprs: [ResolvedExpr]) -> [StateCondition] {
    guard !exprs.isEmpty else { return [] }
    var compiler = SystemCompiler(model: model, options: options)
    _ = compiler.run()
    return exprs.map { StateCondition(expr: compiler.compile($0)) }
  }

  /// The words holding an actor's active configuration, a bitset over its chart's state
  /// ids (ancestors included); empty for a stub.
  public func configurationWords(of actor: Int) -> Range<Int> {
    let table = actors[actor]
    return table.configWord..<(table.configWord + table.configWords)
  }

  /// The words of an actor's own block: its configuration, history, variables, owed
  /// replies, budget and queue, up to the next actor's (the last actor's runs to the end
  /// of the state, global words included).
  public func actorWords(of actor: Int) -> Range<Int> {
    let end = actor + 1 < actors.count ? actors[actor + 1].configWord : wordCount
    return actors[actor].configWord..<end
  }

  /// The number of notifications queued for an actor in the state with these words.
  public func queueCount(_ actor: Int, in words: [UInt32]) -> Int {
    Int(words[actors[actor].queueWord])
  }

  /// Where an actor's queued entries lie in a state's words: the first entry's first
  /// word, the slots, and the words per entry (a header word, then the payload). A
  /// state's words with the payload words cleared still say which notifications the
  /// actor holds, on which channels and from whom, but not their values.
  public func queueEntries(of actor: Int) -> (start: Int, slots: Int, width: Int) {
    let table = actors[actor]
    return (table.queueWord + 1, table.queueSlots, table.entryWidth)
  }

  /// The number of global case ids (notification cases, then registration cases).
  public var caseCount: Int { cases.count }

  /// The notification case of a global case id; nil for a registration's own case.
  public func notification(ofCase gid: Int) -> NotificationRef? {
    let info = cases[gid]
    guard info.notifier >= 0 else { return nil }
    return NotificationRef(
      notifier: NotifierID(info.notifier), caseIndex: gid - notifiers[info.notifier].firstGid)
  }

  /// Whether a global case id is a request case that declares a reply type.
  public func expectsReply(_ gid: Int) -> Bool {
    gid < cases.count && cases[gid].reply != nil
  }

  /// The ordinal of a constant expression (a sequence argument) in a type's domain; nil
  /// when it reads state or falls outside the type.
  public func ordinal(ofConstant expr: ResolvedExpr, type: TypeID) -> UInt32? {
    constantOrdinal(expr, type: type.rawValue)
  }

  /// How many notifications an actor's queue holds at most: the capacities of every
  /// channel that delivers to it, summed.
  public func queueSlots(of actor: Int) -> Int { actors[actor].queueSlots }

  /// The capacity in force for a notifier (its `capacity N`, else the compile option),
  /// per receiver.
  public func capacity(ofNotifier notifier: Int) -> Int { notifiers[notifier].capacity }

  /// How many spontaneous steps a stub may still take in the state with these words (0
  /// for a modelled actor).
  public func budgetLeft(_ actor: Int, in words: [UInt32]) -> Int {
    let table = actors[actor]
    guard table.budgetWord >= 0 else { return 0 }
    return max(0, table.budget - Int(words[table.budgetWord]))
  }

  /// The stub budget in force for an actor (its `budget N`, else the compile option);
  /// nil for a modelled actor.
  public func budget(of actor: Int) -> Int? {
    actors[actor].isStub ? actors[actor].budget : nil
  }
}

extension TransitionRef {
  /// A reference to transition `index` (document order over the chart) of an actor.
  public init(actor: Int, transition index: Int) {
    self.init(actor: actor, index: index)
  }
}

extension CompiledSystem {
  /// The number of requests an actor has taken and not answered yet, in the state with
  /// these words (0 for an actor that takes no request with a reply type).
  public func owedRequests(_ actor: Int, in words: [UInt32]) -> Int {
    let table = actors[actor]
    return table.owedWord >= 0 ? Int(words[table.owedWord]) : 0
  }

  /// The requests an actor owes replies to, oldest first: the case and the requester.
  public func owedRequestList(_ actor: Int, in words: [UInt32]) -> [(gid: Int, requester: Int)] {
    let table = actors[actor]
    guard table.owedWord >= 0 else { return [] }
    return (0..<Int(words[table.owedWord])).map {
      let header = EntryHeader(raw: words[table.owedWord + 1 + $0])
      return (header.gid, header.sender)
    }
  }
}

/// The data models, for reports and the checker.
extension CompiledSystem {
  /// The number of data-model properties (numbered across every data model).
  public var dataPropertyCount: Int { properties.count }

  /// The state word holding a data-model property.
  public func dataPropertyWord(_ property: Int) -> Int { properties[property].word }

  /// `Data.property` of a data-model property.
  public func dataPropertyName(_ property: Int) -> String { properties[property].name }

  /// The number of registrations (numbered across every data model).
  public var registrationCount: Int { registrations.count }

  /// The properties a registration reads (global property indexes).
  public func registrationReads(_ registration: Int) -> [Int] { registrations[registration].reads }

  /// `Data.registration`.
  public func registrationName(_ registration: Int) -> String { registrations[registration].name }

  /// Whether the data models are at rest in the state with these words: no refresh under
  /// way and no registration in flight.
  public func isDataModelSettled(_ words: [UInt32]) -> Bool {
    guard !registrations.isEmpty else { return true }
    return words[refreshCursorWord] == 0 && words[inFlightWord] == 0
  }
}

/// What the partial-order reduction reads of a state beyond counts: which actors are
/// alive and what their queues hold.
extension CompiledSystem {
  /// The number of scopes.
  public var scopeCount: Int { scopes.count }

  /// The actors alive while a scope is pushed (what a pop of it clears).
  public func scopeMembers(_ scope: Int) -> [Int] { scopes[scope].actors }

  /// Whether an actor exists in the state with these words: always, or while its scope
  /// is pushed.
  public func isAlive(_ actor: Int, words: [UInt32]) -> Bool {
    let scope = actors[actor].scope
    return scope < 0 || words[scopes[scope].activeWord] != 0
  }

  /// Calls `body` with the case id and whether it is a reply, for every notification
  /// queued for an actor in the state with these words, oldest first.
  public func forEachQueued(
    _ actor: Int, in words: [UInt32], _ body: (_ gid: Int, _ isReply: Bool) -> Void
  ) {
    let table = actors[actor]
    for index in 0..<Int(words[table.queueWord]) {
      let header = EntryHeader(raw: words[table.queueWord + 1 + index * table.entryWidth])
      body(header.gid, header.isReply)
    }
  }
}

/// The working memory of one step: a copy of the state's words being changed, the record
/// being written, and the context of the actor that runs.
///
/// A `StepRun` lives only inside ``CompiledSystem/apply(_:to:detail:)`` (and the
/// read-only queries of ``CompiledSystem/enabledSteps(in:)``), which keeps the step
/// function pure: state in, state and record out.
///
/// The package sees ``words`` and ``record`` of a ``StepWorkspace``'s run directly: read
/// in place, they are not copied (a copy retains and releases each of their buffers).
package struct StepRun {
  let system: CompiledSystem
  package internal(set) var words: StepWords
  package internal(set) var record: StepRecord
  let detailed: Bool

  /// The actor whose actions run and its trigger's payload.
  var actor = -1
  var input = EvaluationInput()
  /// Completion (`done`) events raised for the running actor, by state.
  var completions: [Int] = []
  var microsteps = 0
  /// Data-model transactions: nesting depth and the properties written so far.
  var transactionDepth = 0
  var changed: [Int] = []
  /// Emptied working lists kept for reuse (see ``borrowList()``), and the storage of
  /// the one-transition list (see ``single(_:)``).
  var spareLists: [[Int]] = []
  var singleList: [Int] = []

  init(system: CompiledSystem, words: [UInt32], step: Step?, detail: StepDetail) {
    self.system = system
    self.words = StepWords(words)
    self.record = StepRecord(step: step)
    self.detailed = detail == .full
  }

  /// The context saved while another actor's entries or exits run (scope push and pop).
  struct ActorContext {
    var actor: Int
    var input: EvaluationInput
    var completions: [Int]
    var microsteps: Int
  }

  mutating func switchTo(_ actor: Int) -> ActorContext {
    let saved = ActorContext(
      actor: self.actor, input: input, completions: completions, microsteps: microsteps)
    self.actor = actor
    input = EvaluationInput()
    completions = []
    microsteps = 0
    return saved
  }

  mutating func restore(_ context: ActorContext) {
    actor = context.actor
    input = context.input
    completions = context.completions
    microsteps = context.microsteps
  }

  mutating func fault(_ fault: Fault) { record.faults.append(fault) }

  // MARK: - Liveness and configuration

  /// Whether an actor exists now: always, or while its scope is pushed.
  func isAlive(_ actor: Int) -> Bool {
    let activeWord = system.actorLayouts[actor].activeWord
    return activeWord < 0 || words[activeWord] != 0
  }

  func isActive(_ actor: Int, _ state: Int) -> Bool {
    words[system.actorLayouts[actor].configWord + state >> 5] & (1 << UInt32(state & 31)) != 0
  }

  mutating func setActive(_ actor: Int, _ state: Int, _ active: Bool) {
    let word = system.actorLayouts[actor].configWord + state >> 5
    let mask: UInt32 = 1 << UInt32(state & 31)
    if active { words[word] |= mask } else { words[word] &= ~mask }
  }

  /// The active states of an actor in document order.
  mutating func activeStates(_ actor: Int) -> [Int] {
    let table = system.actors[actor]
    var result: [Int] = []
    for index in 0..<table.configWords {
      var bits = words[table.configWord + index]
      while bits != 0 {
        result.append(index << 5 + bits.trailingZeroBitCount)
        bits &= bits - 1
      }
    }
    return result
  }

  /// Whether a compound state has an active final child, or every region of a parallel
  /// state is in a final state.
  mutating func isInFinalState(_ actor: Int, _ state: Int) -> Bool {
    let chart = system.actors[actor].chart!
    let info = chart.states[state]
    if info.isAtomic { return false }
    if info.kind == .parallel {
      return info.children.allSatisfy { isInFinalState(actor, $0) }
    }
    return info.children.contains { chart.states[$0].kind == .final && isActive(actor, $0) }
  }

  // MARK: - History memory

  mutating func memory(_ actor: Int, _ history: Int) -> [Int] {
    let table = system.actors[actor]
    let base = table.historyWord + history * table.configWords
    var result: [Int] = []
    for index in 0..<table.configWords {
      var bits = words[base + index]
      while bits != 0 {
        result.append(index << 5 + bits.trailingZeroBitCount)
        bits &= bits - 1
      }
    }
    return result
  }

  mutating func remember(_ actor: Int, _ history: Int, _ states: [Int]) {
    let table = system.actors[actor]
    let base = table.historyWord + history * table.configWords
    for index in 0..<table.configWords { words[base + index] = 0 }
    for state in states { words[base + state >> 5] |= 1 << UInt32(state & 31) }
  }
}

/// The names a statechart's states, history and choice pseudostates answer to, by the
/// state that holds them, so resolving a transition target costs one lookup instead of a
/// scan of its siblings (a chart of 50,000 top-level states resolved in quadratic time).
struct StateNameIndex {
  /// A name within one parent (`nil`: the top level).
  private struct Key: Hashable {
    var parent: Int
    var name: String
  }

  /// The counts the index was built from: a chart that grew since needs a new index.
  let shape: [Int]
  private var members: [Key: TransitionTarget] = [:]
  private var statesByName: [String: StateID?] = [:]

  /// Indexes a chart. Within one parent a state hides a history pseudostate of the same
  /// name, which hides a choice, and the first of equal names wins, as a scan in document
  /// order finds them.
  init(_ chart: Statechart) {
    shape = Self.shape(of: chart)
    for root in chart.roots { insert(.state(root), parent: nil, name: chart[root].name) }
    for state in chart.states {
      for child in state.children {
        insert(.state(child), parent: state.id, name: chart[child].name)
      }
    }
    for state in chart.states {
      for history in state.histories {
        insert(.history(history), parent: state.id, name: chart.histories[history.rawValue].name)
      }
    }
    for choice in chart.choices {
      insert(.choice(choice.id), parent: choice.parent, name: choice.name)
    }
    for state in chart.states {
      if statesByName.updateValue(state.id, forKey: state.name) != nil {
        statesByName[state.name] = .some(nil)  // ambiguous
      }
    }
  }

  /// What `name` denotes among the members of `parent` (`nil`: the top level).
  func member(named name: String, of parent: StateID?) -> TransitionTarget? {
    members[Key(parent: parent?.rawValue ?? -1, name: name)]
  }

  /// The one state anywhere in the chart with this name; nil when none or several.
  func uniqueState(named name: String) -> StateID? { statesByName[name] ?? nil }

  /// The counts that change whenever the chart gains a state or a pseudostate.
  static func shape(of chart: Statechart) -> [Int] {
    [chart.states.count, chart.histories.count, chart.choices.count, chart.roots.count]
  }

  private mutating func insert(_ target: TransitionTarget, parent: StateID?, name: String) {
    let key = Key(parent: parent?.rawValue ?? -1, name: name)
    if members[key] == nil { members[key] = target }
  }
}

import InterplayDiagnostics
import InterplayModel

/// What remains of a sequence: a continuation over its items with fragments unfolded
/// lazily, so `alt`, `opt`, `loop` and `par` become choices the runner backtracks over.
indirect enum SequenceCursor {
  /// Nothing left.
  case end
  /// These items, then the rest.
  case items(ArraySlice<SequenceStep>, then: SequenceCursor)
  /// A loop body still allowed `max` more times (at least `min` more), then the rest.
  case loop([SequenceStep], min: Int, max: Int, then: SequenceCursor)
  /// Interleaved branches, then the rest once every branch is done.
  case par([SequenceCursor], then: SequenceCursor)
  /// The end of a prefix (`after`), then the rest: the sequence that follows it.
  case prefixEnd(then: SequenceCursor)

  /// One thing to match next.
  enum Atom {
    case message(Message)
    case push(ScopeID, SourceRangeBox)
    case pop(ScopeID, SourceRangeBox)
    /// The end of a prefix: it is checked like ``end``, then the next sequence plays.
    case prefixEnd
    case end

    /// Whether the atom ends a sequence (a prefix or the whole run).
    var isEnd: Bool {
      switch self {
      case .prefixEnd, .end: true
      case .message, .push, .pop: false
      }
    }
  }

  /// The loop bounds used when a `loop` gives none.
  static let defaultLoopBounds = 0...8

  /// Every way to continue: the next atom and what remains after it, in preference
  /// order (first branch first, loops iterate before they stop).
  func choices() -> [(Atom, SequenceCursor)] {
    switch self {
    case .end:
      return [(.end, .end)]
    case .prefixEnd(let then):
      return [(.prefixEnd, then)]
    case .items(let items, let then):
      guard let head = items.first else { return then.choices() }
      let rest = SequenceCursor.items(items.dropFirst(), then: then)
      switch head {
      case .message(let message): return [(.message(message), rest)]
      case .push(let scope, let range): return [(.push(scope, SourceRangeBox(range)), rest)]
      case .pop(let scope, let range): return [(.pop(scope, SourceRangeBox(range)), rest)]
      case .note: return rest.choices()
      case .fragment(let fragment):
        switch fragment.kind {
        case .alt:
          return fragment.branches.flatMap {
            SequenceCursor.items($0.items[...], then: rest).choices()
          }
        case .opt:
          let body = fragment.branches.first?.items ?? []
          return SequenceCursor.items(body[...], then: rest).choices() + rest.choices()
        case .loop:
          let bounds = fragment.bounds ?? Self.defaultLoopBounds
          let body = fragment.branches.first?.items ?? []
          return SequenceCursor.loop(
            body, min: bounds.lowerBound, max: bounds.upperBound, then: rest
          )
          .choices()
        case .par:
          let branches = fragment.branches.map { SequenceCursor.items($0.items[...], then: .end) }
          return SequenceCursor.par(branches, then: rest).choices()
        }
      }
    case .loop(let body, let min, let max, let then):
      var result: [(Atom, SequenceCursor)] = []
      if max > 0 {
        let again = SequenceCursor.loop(body, min: Swift.max(min - 1, 0), max: max - 1, then: then)
        result += SequenceCursor.items(body[...], then: again).choices().filter { !$0.0.isEnd }
      }
      if min == 0 { result += then.choices() }
      return result
    case .par(let branches, let then):
      var result: [(Atom, SequenceCursor)] = []
      var allCanFinish = true
      for (index, branch) in branches.enumerated() {
        var canFinish = false
        for (atom, next) in branch.choices() {
          if case .end = atom {
            canFinish = true
            continue
          }
          var updated = branches
          updated[index] = next
          result.append((atom, .par(updated, then: then)))
        }
        allCanFinish = allCanFinish && canFinish
      }
      if allCanFinish { result += then.choices() }
      return result
    }
  }
}

/// A source range carried by an atom (kept in a box so atoms stay small).
struct SourceRangeBox {
  var range: SourceRange
  init(_ range: SourceRange) { self.range = range }
}

/// How long a sequence is once its fragments are expanded, for ``ModelLimits``.
extension InteractionSequence {
  /// The number of items of a list once expanded: a message, mark or note counts 1, an
  /// `alt` its longest branch, an `opt` its body, a `loop` its body times its upper count
  /// (once without bounds), a `par` the sum of its branches and a `group` its body. Saturates at `cap`, so
  /// nested loops of any count cost nothing to measure.
  public static func expandedLength(of items: [SequenceStep], cap: Int) -> Int {
    var total = 0
    for item in items {
      let length: Int
      switch item {
      case .message, .note, .sideNote, .push, .pop: length = 1
      case .fragment(let fragment):
        let branches = fragment.branches.map { expandedLength(of: $0.items, cap: cap) }
        switch fragment.kind {
        case .alt: length = branches.max() ?? 0
        case .opt, .par, .group: length = min(branches.reduce(0) { min($0 + $1, cap) }, cap)
        case .loop:
          let (product, overflow) = (branches.first ?? 0).multipliedReportingOverflow(
            by: fragment.bounds?.upperBound ?? 1)
          length = overflow ? cap : min(product, cap)
        }
      }
      total = min(total + length, cap)
      if total == cap { return cap }
    }
    return total
  }
}

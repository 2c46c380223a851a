/// The interleavings of a `par`, enumerated without recursion.
extension ClaimBuilder {
  /// Every interleaving of the two resolutions' alternatives, at most
  /// ``SequenceClaim/maxAlternatives`` in all.
  static func interleave(_ a: Resolution, _ b: Resolution) -> Resolution {
    var alternatives: [[SequenceClaim.Atom]] = []
    for left in a.alternatives {
      for right in b.alternatives {
        let room = SequenceClaim.maxAlternatives - alternatives.count
        guard room > 0 else { break }
        alternatives += interleavings(left, right, limit: room)
      }
    }
    return Resolution(label: joined(a.label, b.label), alternatives: alternatives)
  }

  /// The first `limit` interleavings of two lists that keep each list's order, in
  /// lexicographic order of their choices (an item of `left` before one of `right`).
  ///
  /// An interleaving is the list of choices made while both lists have items left
  /// (`true`: the next item comes from `right`), the rest of the other list following.
  /// The next one in order flips the last `left` choice to `right` and then takes from
  /// `left` for as long as it can: each costs time linear in the lists, and nothing
  /// recurses, however long they are.
  static func interleavings(
    _ left: [SequenceClaim.Atom], _ right: [SequenceClaim.Atom], limit: Int
  ) -> [[SequenceClaim.Atom]] {
    guard limit > 0 else { return [] }
    guard !left.isEmpty, !right.isEmpty else { return [left + right] }
    var choices = [Bool](repeating: false, count: left.count)
    var result: [[SequenceClaim.Atom]] = []
    while true {
      result.append(merged(left, right, choices))
      guard result.count < limit, let flip = choices.lastIndex(of: false) else { return result }
      let fromRight = choices[..<flip].reduce(0) { $0 + ($1 ? 1 : 0) } + 1
      let fromLeft = flip - (fromRight - 1)
      choices.removeSubrange(flip...)
      choices.append(true)
      // While `right` has items left, the next choices take all of `left`'s rest.
      if fromRight < right.count {
        choices += repeatElement(false, count: left.count - fromLeft)
      }
    }
  }

  /// The atoms of the interleaving that `choices` describe.
  private static func merged(
    _ left: [SequenceClaim.Atom], _ right: [SequenceClaim.Atom], _ choices: [Bool]
  ) -> [SequenceClaim.Atom] {
    var atoms: [SequenceClaim.Atom] = []
    atoms.reserveCapacity(left.count + right.count)
    var nextLeft = 0
    var nextRight = 0
    for fromRight in choices {
      if fromRight {
        atoms.append(right[nextRight])
        nextRight += 1
      } else {
        atoms.append(left[nextLeft])
        nextLeft += 1
      }
    }
    atoms += left[nextLeft...]
    atoms += right[nextRight...]
    return atoms
  }
}

/// "Did you mean" suggestions by edit distance.
public enum Suggestions {
  /// The candidate closest to `name`, if one is close enough to be a likely typo.
  ///
  /// Distance is the optimal-string-alignment distance on lower-cased text (so a swapped
  /// pair of letters costs one); the limit is a third of the name's length, at least one.
  /// Ties go to the earlier candidate, so the answer depends only on candidate order.
  public static func closest(to name: String, among candidates: [String]) -> String? {
    let limit = max(1, (name.count + 2) / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
      let distance = self.distance(name.lowercased(), candidate.lowercased())
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// The optimal-string-alignment (restricted Damerau-Levenshtein) distance.
  public static func distance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs.unicodeScalars)
    let b = Array(rhs.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, table[i - 2][j - 2] + 1)
        }
        table[i][j] = value
      }
    }
    return table[a.count][b.count]
  }
}

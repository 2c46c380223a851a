import Glibc
import InterplayRuntime

/// The symmetry a search is reduced by: one factor per size of replica families found
/// symmetric by ``SymmetryAnalysis``, each the rotations of its families (positions
/// `p` to `p + k` mod n, all families at once) or, when the replicas are
/// interchangeable, every permutation of them.
///
/// A state is stored as a representative of its orbit: per factor, the least rotation
/// of it (words compared as bytes), or, for a full factor, the permutation that sorts the
/// positions by their replicas' words. Both are members of the state's orbit, so the
/// reduction is sound; the rotations give one representative per orbit, the sort may give
/// more than one when two positions' words tie.
struct SymmetryGroup: Sendable {
  /// One size of replica families.
  struct Factor: Sendable {
    /// `Phil[0...4]` and the like.
    var families: [String]
    var size: Int
    /// Whether every permutation of the positions is a symmetry, not just rotations.
    var isFull: Bool
    /// Per family, the actor at each position.
    var actors: [[Int]]
    /// The rotation by one position, and its powers 1 to n - 1.
    var rotation: StatePermutation
    var rotations: [StatePermutation] = []
    /// For a full factor, the swaps of position 0 with positions 1 to n - 1.
    var swaps: [StatePermutation] = []
  }

  let system: CompiledSystem
  var factors: [Factor]

  init(system: CompiledSystem, factors: [Factor]) {
    self.system = system
    self.factors = factors.map { factor in
      var factor = factor
      var power = factor.rotation
      for _ in 1..<factor.size {
        factor.rotations.append(power)
        power = factor.rotation.after(power, in: system)
      }
      if factor.isFull {
        factor.swaps = (1..<factor.size).map { position in
          var map = Array(0..<system.actorCount)
          for family in factor.actors {
            map[family[0]] = family[position]
            map[family[position]] = family[0]
          }
          return system.permutation(actorMap: map)!
        }
      }
      return factor
    }
  }

  /// The positions `0..<size` moved by `move`.
  static func positions(_ size: Int, _ move: (Int) -> Int) -> [Int] { (0..<size).map(move) }

  /// `rotations of Fork[0...4], Phil[0...4]`; `permutations of Client[0...2]`.
  var summary: String {
    factors.map {
      "\($0.isFull ? "permutations" : "rotations") of \($0.families.joined(separator: ", "))"
    }
    .joined(separator: "; ")
  }

  /// The number of symmetries: the most states one stored state can stand for.
  var order: Double {
    factors.reduce(1.0) { product, factor in
      product
        * (factor.isFull ? (1...factor.size).reduce(1.0) { $0 * Double($1) } : Double(factor.size))
    }
  }

  /// The permutation a full factor's sort applies to `words`: positions in order of
  /// their replicas' words, ties kept in position order; nil when they are in order.
  ///
  /// A position's key is read after swapping it with position 0 (a symmetry of a full
  /// factor), so that what its replicas say about themselves (their own cases, replies
  /// to them) compares equal whatever the position.
  func sortingPermutation(
    _ factor: Factor, _ words: UnsafePointer<UInt32>, scratch: UnsafeMutablePointer<UInt32>
  ) -> StatePermutation? {
    let blocks = factor.actors.map { system.actorWords(of: $0[0]) }
    let keys = (0..<factor.size).map { position -> [UInt32] in
      let source: UnsafePointer<UInt32>
      if position == 0 {
        source = words
      } else {
        system.permute(words, by: factor.swaps[position - 1], into: scratch)
        source = UnsafePointer(scratch)
      }
      return blocks.flatMap {
        Array(UnsafeBufferPointer(start: source + $0.lowerBound, count: $0.count))
      }
    }
    let order = (0..<factor.size).sorted { left, right in
      keys[left] == keys[right] ? left < right : keys[left].lexicographicallyPrecedes(keys[right])
    }
    guard order != Array(0..<factor.size) else { return nil }
    var map = Array(0..<system.actorCount)
    for family in factor.actors {
      for (position, source) in order.enumerated() { map[family[source]] = family[position] }
    }
    return system.permutation(actorMap: map)
  }
}

/// A thread's canonical-form computer: the group, and the buffers it works in.
final class SymmetryCanonicalizer {
  let group: SymmetryGroup
  private let width: Int
  private var best: [UInt32]
  private var trial: [UInt32]

  init(group: SymmetryGroup) {
    self.group = group
    width = group.system.wordCount
    best = Array(repeating: 0, count: width)
    trial = best
  }

  /// Replaces `words` by its orbit's representative; returns the permutation that took
  /// it there, when `tracking` (replays), else nil.
  @discardableResult
  func canonicalize(_ words: UnsafeMutablePointer<UInt32>, tracking: Bool = false)
    -> StatePermutation?
  {
    let system = group.system
    var applied: StatePermutation? = nil
    func record(_ step: StatePermutation) {
      guard tracking else { return }
      applied = applied.map { step.after($0, in: system) } ?? step
    }
    for factor in group.factors {
      if factor.isFull {
        let sort = trial.withUnsafeMutableBufferPointer {
          group.sortingPermutation(factor, words, scratch: $0.baseAddress!)
        }
        if let sort {
          trial.withUnsafeMutableBufferPointer {
            system.permute(words, by: sort, into: $0.baseAddress!)
          }
          trial.withUnsafeBufferPointer { words.update(from: $0.baseAddress!, count: width) }
          record(sort)
        }
        continue
      }
      var chosen: StatePermutation? = nil
      best.withUnsafeMutableBufferPointer { best in
        trial.withUnsafeMutableBufferPointer { trial in
          best.baseAddress!.update(from: words, count: width)
          for rotation in factor.rotations {
            system.permute(words, by: rotation, into: trial.baseAddress!)
            if memcmp(trial.baseAddress!, best.baseAddress!, 4 * width) < 0 {
              best.baseAddress!.update(from: trial.baseAddress!, count: width)
              chosen = rotation
            }
          }
          if chosen != nil { words.update(from: best.baseAddress!, count: width) }
        }
      }
      if let chosen { record(chosen) }
    }
    return tracking ? (applied ?? system.permutation(actorMap: Array(0..<system.actorCount))) : nil
  }

  /// The representative of `words`' orbit, and the permutation that takes `words` there.
  func canonical(_ words: [UInt32]) -> (words: [UInt32], permutation: StatePermutation) {
    var result = words
    let permutation = result.withUnsafeMutableBufferPointer {
      canonicalize($0.baseAddress!, tracking: true)!
    }
    return (result, permutation)
  }
}

import InterplayModel
import InterplayRuntime

/// Finds the symmetry of a system's replicated actors, and proves it from the model.
///
/// Replicas of the same size (`Phil[0...4]` and `Fork[0...4]`) are candidates for one
/// group: rotated together (position `p` to `p + 1` mod n), and, when they are also
/// interchangeable, permuted freely. A candidate renaming is accepted only when it maps
/// the model to itself: in the model's dump (``ModelDump``, which names everything by
/// its declared name), renaming every replica in the text of each actor gives exactly
/// the text of its image, and renaming leaves every other declaration (actors outside the
/// families, scopes, properties, invariants, sequences, data models) unchanged. The step
/// function depends on the model only through what the dump prints, apart from actor
/// order, which decides where words live and in which order steps are listed, so such a
/// renaming maps every step of every state to a step of the renamed state: the searches
/// of the reduced and the full graph find the same verdicts (see `docs/Checking.md`).
enum SymmetryAnalysis {
  /// The group found, and why each candidate that was refused was.
  static func analyze(_ system: CompiledSystem) -> (group: SymmetryGroup?, notes: [String]) {
    let dump = ModelDump.text(of: system.model)
    let sections = DumpSections(dump)
    var factors: [SymmetryGroup.Factor] = []
    var notes: [String] = []
    for family in ReplicaFamily.bySize(system.model) {
      let names = family.map(\.name).sorted()
      let title = names.map {
        "\($0)[\(family[0].lower)...\(family[0].lower + family[0].size - 1)]"
      }
      let size = family[0].size
      let rotation = SymmetryGroup.positions(size) { ($0 + 1) % size }
      if let reason = sections.refusal(renaming: family, by: rotation) {
        notes.append("no symmetry among \(title.joined(separator: ", ")): \(reason)")
        continue
      }
      guard let rotate = system.permutation(actorMap: actorMap(family, rotation, system)) else {
        notes.append(
          "no symmetry among \(title.joined(separator: ", ")): the model has timers or data-model registrations, whose words the reduction cannot rename"
        )
        continue
      }
      let swap = SymmetryGroup.positions(size) { $0 < 2 ? 1 - $0 : $0 }
      let isFull = size > 2 && sections.refusal(renaming: family, by: swap) == nil
      factors.append(
        SymmetryGroup.Factor(
          families: title, size: size, isFull: isFull || size == 2,
          actors: family.map(\.actors), rotation: rotate))
    }
    return (factors.isEmpty ? nil : SymmetryGroup(system: system, factors: factors), notes)
  }

  /// The actor permutation moving every family's replica at position `p` to
  /// `positions[p]`.
  private static func actorMap(
    _ family: [ReplicaFamily], _ positions: [Int], _ system: CompiledSystem
  ) -> [Int] {
    var map = Array(0..<system.actorCount)
    for member in family {
      for (position, actor) in member.actors.enumerated() {
        map[actor] = member.actors[positions[position]]
      }
    }
    return map
  }
}

/// The replicas of one `actor Name[i in a...b]` declaration (top-level ones only).
struct ReplicaFamily {
  var name: String
  var lower: Int
  var size: Int
  /// The actor id of each replica, by position.
  var actors: [Int]

  /// The families of a model, grouped by their number of replicas (two or more), in
  /// order of first declaration.
  static func bySize(_ model: Model) -> [[ReplicaFamily]] {
    var indexes: [String: [(index: Int, actor: Int)]] = [:]
    var order: [String] = []
    for actor in model.actors {
      guard let (name, index) = ReplicaName.split(actor.path) else { continue }
      if indexes[name] == nil { order.append(name) }
      indexes[name, default: []].append((index, actor.id.rawValue))
    }
    var families: [ReplicaFamily] = []
    for name in order {
      let members = indexes[name]!.sorted { $0.index < $1.index }
      let lower = members[0].index
      guard members.count > 1,
        members.enumerated().allSatisfy({ $0.element.index == lower + $0.offset })
      else { continue }
      families.append(
        ReplicaFamily(name: name, lower: lower, size: members.count, actors: members.map(\.actor)))
    }
    var sizes: [Int] = []
    for family in families where !sizes.contains(family.size) { sizes.append(family.size) }
    return sizes.map { size in families.filter { $0.size == size } }
  }
}

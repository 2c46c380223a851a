import InterplayRuntime

extension CoverageTracker {
  /// Spreads what a symmetry-reduced search counted over each orbit: a stored state
  /// stands for all its images, so a replica's state, transition or pathway counts as
  /// reached when any replica's did (each count becomes its orbit's sum).
  mutating func mergeOrbits(_ group: SymmetryGroup) {
    let system = group.system
    for factor in group.factors {
      // The rotations reach every position of a family, whether or not the factor is full.
      let active = activeCounts
      let fired = firedCounts
      let carried = pathways.all.filter { $0.count > 0 }
      var wordIndex: [Int: Int] = [:]
      for (index, word) in configWords.enumerated() { wordIndex[word] = index }
      for rotation in factor.rotations {
        let actors = rotation.actorMap
        for actor in actors.indices where actors[actor] != actor {
          let image = actors[actor]
          let from = system.configurationWords(of: actor)
          let to = system.configurationWords(of: image)
          for (source, target) in zip(from, to) {
            guard let one = wordIndex[source], let other = wordIndex[target] else { continue }
            for bit in 0..<32 { activeCounts[other * 32 + bit] &+= active[one * 32 + bit] }
          }
          for transition in 0..<min(transitionCounts[actor], transitionCounts[image]) {
            firedCounts[firstTransition[image] + transition] &+=
              fired[firstTransition[actor] + transition]
          }
        }
        for (actor, notifier, count) in carried
        where actors[actor] != actor || rotation.notifierMap[notifier] != notifier {
          pathways.add(actor: actors[actor], notifier: rotation.notifierMap[notifier], count)
        }
      }
    }
  }
}

import InterplayModel

/// Nondeterministic choices inside a step (`choose`, choice and junction branches).
///
/// The step function stays a function: the options it takes come with the step
/// (``Step/choices``), one per choice met, in order. The run notes how many options each
/// choice had (``choiceCounts``), which is how ``CompiledSystem/choiceVariants(of:words:)``
/// lists every way a step can go.
extension StepRun {
  /// The option to take at the next choice, among `count` (at least 1): the step's, or
  /// the first when the step names none (or past ``ModelLimits/maxChoicesPerStep``
  /// ways, with a fault).
  mutating func choose(among count: Int) -> Int {
    guard count > 1 else { return 0 }
    let position = choiceCounts.count
    // A step whose ways of choosing multiply past the limit is cut off: its further
    // choices take their first option. The product along any path bounds the number of
    // variants, whatever the nesting.
    if choiceProduct > ModelLimits.maxChoicesPerStep / count {
      if choiceProduct <= ModelLimits.maxChoicesPerStep {
        fault(.choiceLimit(actor: actor))
        choiceProduct = ModelLimits.maxChoicesPerStep + 1
      }
      choiceCounts.append(1)
      return 0
    }
    choiceProduct *= count
    choiceCounts.append(count)
    let given = stepChoices
    let chosen = position < given.count ? Int(given[position]) : 0
    let option = chosen < count ? chosen : 0
    if detailed { record.events.append(.chose(actor: actor, option: option, of: count)) }
    return option
  }
}

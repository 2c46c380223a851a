import InterplayModel
import InterplayRuntime

/// The Quantwm mutation rule at run time: once a cascade has delivered a registration
/// that reads a property, nothing in that cascade writes the property again.
///
/// A cascade runs from the step whose transaction triggers registrations until the data
/// models are settled again (nothing pending, nothing in flight); its writes are those of
/// the activities its registrations run (steps taking a registration notification). The
/// monitor keeps, in product words (one bit per property), the properties read by the
/// registrations the cascade has delivered so far. An activity that changes one of them
/// (its word differs before and after the step) breaks the rule; then the step's own
/// deliveries are added, and a settled state clears the set. Writes of an unchanged value
/// are not seen. No words at all for models without registrations or with `check
/// mutation off`.
struct MutationMonitor: Sendable {
  /// Product words used (relative to the monitor's base).
  let width: Int
  let propertyWords: [Int]
  let reads: [[Int]]
  let system: CompiledSystem

  init(system: CompiledSystem) {
    self.system = system
    let active = system.registrationCount > 0 && system.model.isEnabled(.mutation)
    width = active ? (system.dataPropertyCount + 31) / 32 : 0
    propertyWords = (0..<system.dataPropertyCount).map { system.dataPropertyWord($0) }
    reads = (0..<system.registrationCount).map { system.registrationReads($0) }
  }

  /// Advances the words at `base` by a step from `before` to `after`; returns the first
  /// property the step wrote against the rule, if any.
  func advance(
    _ words: inout [UInt32], base: Int, before: [UInt32], after: [UInt32], record: StepRecord
  ) -> Int? {
    guard width > 0 else { return nil }
    var broken: Int?
    let isActivity = record.taken.map { $0.sender == system.dataModelSender } ?? false
    for (property, word) in propertyWords.enumerated()
    where isActivity && before[word] != after[word] {
      if words[base + property >> 5] & (1 << UInt32(property & 31)) != 0 {
        broken = property
        break
      }
    }
    if system.isDataModelSettled(after) {
      for offset in 0..<width { words[base + offset] = 0 }
      return broken
    }
    for event in record.events {
      guard case .registration(let registration) = event else { continue }
      for property in reads[registration] {
        words[base + property >> 5] |= 1 << UInt32(property & 31)
      }
    }
    return broken
  }
}

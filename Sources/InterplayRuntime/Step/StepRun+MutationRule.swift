/// The Quantwm mutation rule, checked by the step function: once a cascade has delivered
/// a registration that reads a property, nothing in that cascade changes the property
/// again.
///
/// A cascade runs from the step whose transaction triggers registrations until the data
/// models are settled again (nothing pending, nothing in flight); its writes are those of
/// the activities its registrations run (steps taking a registration notification). The
/// state keeps, in the bitset at ``RegistrationIndex/cascadeReadsWord`` (one bit per
/// property), the properties read by the registrations the cascade has delivered so far.
/// An activity that changes one of them (its word differs before and after the step)
/// breaks the rule: the step records ``Fault/mutationRuleBroken(actor:property:)``.
/// Then the step's own deliveries are added, and a settled state clears the set. Writes
/// of an unchanged value are not seen. Tracked only for systems with registrations and
/// the `mutation` check on (no words otherwise).
extension StepRun {
  /// Whether this system tracks the mutation rule.
  var tracksMutationRule: Bool { tables.registrations.cascadeReadsWord >= 0 }

  /// Keeps the property values before a step, for ``checkMutationRule(actor:)``.
  mutating func savePropertiesForMutationRule() {
    let index = tables.registrations
    Self.empty(&propertiesBefore)
    for property in 0..<index.propertyCount {
      propertiesBefore.append(words[index.propertyWords[property]])
    }
  }

  /// Ends a step (or the initialization, with no `actor`) for the mutation rule: records
  /// the fault when the step was an activity that changed a property the cascade's
  /// delivered registrations read (the first such property), then clears the read set
  /// when the data models are settled, else adds what the step's deliveries read.
  mutating func checkMutationRule(actor: Int?) {
    let index = tables.registrations
    let base = index.cascadeReadsWord
    if let actor, let taken = record.taken, taken.sender == tables.actorCount {
      for property in 0..<index.propertyCount
      where propertiesBefore[property] != words[index.propertyWords[property]]
        && bit(base, property)
      {
        fault(.mutationRuleBroken(actor: actor, property: property))
        break
      }
    }
    if isDataModelSettled {
      for word in 0..<((index.propertyCount + 31) >> 5) where words[base + word] != 0 {
        words[base + word] = 0
      }
      return
    }
    for event in record.events {
      guard case .registration(let registration) = event else { continue }
      for position in index.readStart[registration]..<index.readStart[registration + 1] {
        setBit(base, index.reads[position], true)
      }
    }
  }

  /// Whether no registration is pending and none is in flight.
  private var isDataModelSettled: Bool {
    let index = tables.registrations
    for word in 0..<index.registrationWords where words[index.pendingWord + word] != 0 {
      return false
    }
    return words[tables.inFlightWord] == 0
  }
}

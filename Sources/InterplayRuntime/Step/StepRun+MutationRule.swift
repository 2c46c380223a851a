/// The Quantwm mutation rule, checked by the step function: it holds in the smart phase
/// of a refresh only. Once a refresh has delivered a smart registration that reads a
/// property, nothing in that refresh changes the property again (the property is then
/// immutable). Hard registrations come before every smart one and are not monitored: they
/// may read and write anything, including what they read.
///
/// A refresh runs from the step whose transaction begins it until the data models are
/// settled again (no refresh under way, nothing in flight); its writes are those of the
/// activities its registrations run (steps taking a registration notification). The
/// state keeps, in the bitset at ``RegistrationIndex/cascadeReadsWord`` (one bit per
/// property), the properties read by the smart registrations delivered so far.
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
  /// the fault when the step was an activity that changed a property the refresh's
  /// delivered smart registrations read (the first such property), then clears the read
  /// set when the data models are settled, else adds what the step's smart deliveries
  /// read.
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
      guard case .registration(let registration) = event, index.kinds[registration] == .smart
      else { continue }
      for position in index.readStart[registration]..<index.readStart[registration + 1] {
        setBit(base, index.reads[position], true)
      }
    }
  }

  /// Whether no refresh is under way and no registration is in flight.
  private var isDataModelSettled: Bool {
    words[tables.registrations.refreshCursorWord] == 0 && words[tables.inFlightWord] == 0
  }
}

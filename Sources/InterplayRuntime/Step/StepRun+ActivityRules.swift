/// The rules Quantwm asserts on activities while it refreshes, checked by the step
/// function: the mutation rule and the read map.
///
/// The mutation rule holds in the smart phase of a refresh only. Once a refresh has
/// delivered a smart registration that reads a property, nothing in that refresh changes
/// the property again (the property is then immutable). Hard registrations come before
/// every smart one and are not monitored: they may read and write anything, including
/// what they read.
///
/// A refresh runs from the step whose transaction begins it (or the end of the refresh
/// before it) until its walk is over; its writes are those of the activities its
/// registrations run (steps taking a registration notification). The state keeps, in the
/// bitset at ``RegistrationIndex/cascadeReadsWord`` (one bit per property), the
/// properties read by the smart registrations delivered so far. An activity that changes
/// one of them (its word differs before and after the step) breaks the rule: the step
/// records ``Fault/mutationRuleBroken(actor:property:)``. A delivery adds its
/// registration's reads; the end of a refresh clears the set. Writes of an unchanged
/// value are not seen. Tracked only for systems with registrations and the `mutation`
/// check on (no words otherwise).
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

  /// Records the fault when the step was an activity that changed a property the
  /// refresh's delivered smart registrations read (the first such property). Called
  /// before the step settles the data models, so the set is the one of the refresh the
  /// activity belongs to.
  mutating func checkMutationRule(actor: Int) {
    let index = tables.registrations
    guard let taken = record.taken, taken.sender == tables.actorCount else { return }
    for property in 0..<index.propertyCount
    where propertiesBefore[property] != words[index.propertyWords[property]]
      && bit(index.cascadeReadsWord, property)
    {
      fault(.mutationRuleBroken(actor: actor, property: property))
      break
    }
  }

  /// Adds what smart registration `registration`, just delivered, reads.
  mutating func noteCascadeReads(_ registration: Int) {
    let index = tables.registrations
    for position in index.readStart[registration]..<index.readStart[registration + 1] {
      setBit(index.cascadeReadsWord, index.reads[position], true)
    }
  }

  /// Forgets what the delivered smart registrations read: the refresh has ended.
  mutating func clearCascadeReads() {
    let index = tables.registrations
    for word in 0..<index.propertyBitsetWords where words[index.cascadeReadsWord + word] != 0 {
      words[index.cascadeReadsWord + word] = 0
    }
  }
}

/// The read map of a smart registration, checked by the step function: its activity may
/// read only what triggers it (its reads, its collectors' reads and writes) and what it
/// writes, as Quantwm asserts while it refreshes. A read outside the map would show a
/// stale value: the registration is not delivered again when that property changes.
///
/// The resolver rejects the reads it sees in the handler's own guard and actions
/// (`resolve.read-outside-map`); the step function catches the rest, which only a run
/// shows: what the same step evaluates after the handler (the entry and exit actions it
/// reaches, eventless and completion transitions, an internal event raised, a scope
/// pushed). A step taking a smart registration's notification records every property
/// its expressions read (``EvaluationInput/reads``), and the first one outside the map
/// is ``Fault/readOutsideMap(actor:registration:property:)``. Tracked with the
/// `mutation` check on, as the mutation rule is.
extension StepRun {
  /// Starts recording reads when the notification about to be taken (case `gid`, sent
  /// by the data models) is a smart registration's and the system tracks the rule.
  mutating func recordReadsForReadMap(_ gid: Int) {
    let registration = tables.caseRegistrations[gid]
    guard tracksMutationRule, registration >= 0,
      tables.registrations.kinds[registration] == .smart
    else { return }
    readMapRegistration = registration
    input.recordsReads = true
  }

  /// Ends the recording: records the fault for the first property read outside the read
  /// map of the registration whose activity the step ran.
  mutating func checkReadMap() {
    let registration = readMapRegistration
    readMapRegistration = -1
    input.recordsReads = false
    let index = tables.registrations
    for property in input.reads where !index.mayRead(registration, property) {
      fault(.readOutsideMap(actor: actor, registration: registration, property: property))
      break
    }
    Self.empty(&input.reads)
  }
}

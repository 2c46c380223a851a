import Testing

@testable import InterplayRuntime

/// The flat tables of a compiled system (``CountedTable``) carry their counts: the
/// arena hands out tables of the length it was given, with the checked mode it was made
/// with, and every table of a compiled chart has the count its owner says (per state,
/// per transition, one more for the starts of compressed lists). A read out of bounds in
/// the checked mode traps, which a test cannot observe; the suites that compare the
/// fast paths run every bundled model and fixture in the checked mode instead (see
/// ``FastPaths``).
@Suite struct CountedTableTests {
  /// A copy's count, indices, elements and mode, for plain and reference elements.
  @Test(arguments: [false, true])
  func theArenaHandsOutTablesOfTheirLengthWithItsMode(_ checks: Bool) {
    let arena = TableArena(checksBounds: checks)
    let numbers = arena.copy([3, 1, 4, 1, 5])
    #expect(numbers.count == 5)
    #expect(numbers.indices == 0..<5)
    #expect(!numbers.isEmpty)
    #expect(numbers.checksBounds == checks)
    #expect(numbers.indices.map { numbers[$0] } == [3, 1, 4, 1, 5])
    #expect(Array(numbers.elements(1..<4)) == [1, 4, 1])
    #expect(numbers.elements(5..<5).isEmpty)
    #expect(numbers.uncheckedAddress(2).pointee == 4)
    // An empty table has no valid index but a valid base (nothing may be read there).
    let empty = arena.copy([UInt64]())
    #expect(empty.count == 0 && empty.isEmpty && empty.indices.isEmpty)
    #expect(empty.checksBounds == checks)
    // Elements holding references are kept alive by the arena and read in place.
    let names = arena.copy(objects: ["a", "bc"])
    #expect(names.count == 2 && names[1] == "bc" && names.checksBounds == checks)
  }

  /// The option is off by default and leaves the other options as they are.
  @Test func checkingIsOffByDefaultAndSwitchesOnAlone() {
    let options = CompileOptions()
    #expect(!options.checksTableBounds)
    let checked = options.checkingTableBounds
    #expect(checked.checksTableBounds)
    #expect(checked.usesDecisionTables && checked.usesEntryExitMasks)
    #expect(checked.withoutFastPaths.checksTableBounds)
    #expect(checked.maxMicrosteps == options.maxMicrosteps)
  }

  /// Every table of every chart (and the system's columns) has its owners' count.
  @Test(
    arguments: [
      "Diagrams/AccountApp/AccountApp.ipl", "Diagrams/TodoCore/TodoCore.ipl",
      "Tests/Fixtures/Semantics/38_history_in_parallel.ipl",
    ], [false, true])
  func everyChartTableHasTheCountOfItsOwners(_ path: String, _ checks: Bool) throws {
    var options = CompileOptions()
    options.checksTableBounds = checks
    let system = try StepRestoreTests.compile(path, options: options)
    let tables = system.stepTables
    #expect(tables.charts.count == system.actors.count)
    #expect(tables.layouts.count == system.actors.count)
    #expect(tables.charts.checksBounds == checks)
    #expect(tables.caseNotifiers.count == system.cases.count)
    #expect(tables.payloadCounts.count == 2 * system.cases.count)
    #expect(tables.policies.count == system.notifiers.count)
    #expect(tables.registrations.kinds.count == tables.registrations.count)
    #expect(tables.registrations.readStart.count == tables.registrations.count + 1)
    var charts = 0
    for actor in system.actors.indices {
      guard let table = system.actors[actor].chart else { continue }
      charts += 1
      let index = tables.charts[actor]
      let states = table.states.count
      let transitions = table.transitions.count
      #expect(index.stateCount == states)
      #expect(index.parents.checksBounds == checks)
      for perState in [
        index.parents.count, index.isAtomic.count, index.isFinal.count, index.initials.count,
        index.hasEntry.count, index.isDoneObserved.count,
      ] {
        #expect(perState == states)
      }
      for perTransition in [
        index.sources.count, index.triggerKeys.count, index.domains.count,
        index.hasGuard.count, index.timerSlots.count,
      ] {
        #expect(perTransition == transitions)
      }
      // The starts of compressed lists: one past every owner; the last is the total.
      #expect(index.childStart.count == states + 1)
      #expect(index.childStart[states] == index.children.count)
      #expect(index.transitionStart[states] == index.transitions.count)
      #expect(index.transitions.count == transitions)
      #expect(index.actionStart.count == transitions + 1)
      #expect(index.actionStart[transitions] == index.actions.count)
      #expect(index.shortcuts.count == index.actions.count)
      // Indexed by state, then the chart's root.
      #expect(index.initialTargetStart.count == states + 2)
      #expect(index.hasInitialActions.count == states + 1)
      #expect(index.historyParents.count == table.histories.count)
      #expect(index.deferMask.count == (states + 31) / 32)
      #expect(index.decisions.count == states * index.decisionKeys)
      #expect(index.entryMasks.count == (index.usesEntryMasks ? transitions : 0))
      #expect(index.descendantMasks.count == (index.usesMasks ? states + 1 : 0))
    }
    #expect(charts > 0)
  }
}

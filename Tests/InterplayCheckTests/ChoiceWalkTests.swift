import Foundation
import InterplayCheck
import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

/// The checker learns the ways a step goes through its choices while applying them
/// (``CompiledSystem/apply(_:walking:to:in:)``, on by default: ``CompileOptions/walksChoices``)
/// instead of listing them first: the steps, their order, their successors and records
/// are those ``CompiledSystem/enabledSteps(in:)`` lists, and `check` reports the same
/// either way.
@Suite struct ChoiceWalkTests {
  /// Nested `choose`s of two and three blocks, a choice pseudostate with several
  /// branches enabled at once, eventless transitions that choose, and a failing assert
  /// some ways lead to.
  static let model = """
    system Walks
    actor Go budget 4 { event { go } }
    behaviour Picker {
      observes Go.event
      var n: Int(0...7) = 0
      var m: Int(0...3) = 0
      initial state Idle {
        on Go.go -> Count {
          choose {
            n = (n + 1) % 8
          } or {
            n = (n + 2) % 8
            choose { m = 1 } or { m = 2 } or { m = 3 }
          } or {
            m = 0
          }
        }
      }
      choice Count {
        [n > 2] -> Idle { choose { m = 0 } or { m = m } }
        [n > 4] -> Busy
        else -> Idle
      }
      state Busy {
        always [m == 3] -> Idle {
          choose { n = 0 } or { n = 1 }
          assert n != 1 || m != 3, "one after three"
        }
        always [m != 3] -> Idle
        ignore Go.go
      }
    }
    """

  static func system(_ path: String) throws -> CompiledSystem {
    let compiled = CheckDriver.compile(paths: [path], options: CheckRunOptions())
    #expect(compiled.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
    return try #require(compiled.systems.first).system
  }

  @Test func walkingAppliesTheListedStepsInOrder() throws {
    let folder = TemporaryFolder()
    let system = try Self.system(folder.write("walks.ipl", Self.model))
    #expect(system.walksChoices)
    var workspace = StepWorkspace(system: system)
    var seen: Set<SystemState> = []
    var pending = system.initialStates().map(\.state)
    var ways = 0
    while let state = pending.popLast() {
      guard seen.insert(state).inserted else { continue }
      let listed = system.enabledSteps(in: state)
      var steps: [Step] = []
      system.enabledSteps(
        in: state.words, into: &steps, using: &workspace, writingOutChoices: false)
      var walked: [Step] = []
      var walk = ChoiceWalk()
      for step in steps {
        walk.begin()
        repeat {
          let applied: Step
          switch step {
          case .take, .eventless:
            applied = system.apply(step, walking: &walk, to: state.words, in: &workspace)
          default:
            system.apply(step, to: state.words, in: &workspace)
            applied = step
          }
          let (next, record) = system.apply(applied, to: state, detail: .essential)
          #expect(workspace.words == next.words, "\(applied)")
          #expect(workspace.record == record, "\(applied)")
          walked.append(applied)
          pending.append(next)
        } while walk.advance()
      }
      #expect(walked == listed)
      ways += listed.filter { !$0.choices.isEmpty }.count
    }
    // The model makes choices, nested ones included.
    #expect(ways > seen.count)
    #expect(seen.count > 20)
  }

  @Test(arguments: [1, 2])
  func checkReportsAlikeWalkingOrListing(jobs: Int) throws {
    let folder = TemporaryFolder()
    let path = folder.write("walks.ipl", Self.model)
    var reports: [String] = []
    for walks in [true, false] {
      var compile = CompileOptions()
      compile.walksChoices = walks
      let report = CheckDriver.check(
        paths: [path], options: CheckRunOptions(check: CheckOptions(jobs: jobs), compile: compile))
      reports.append(CheckTextRenderer(witnesses: true, timing: false).render(report))
    }
    #expect(reports[0] == reports[1])
    #expect(reports[0].contains("one after three"))
  }
}

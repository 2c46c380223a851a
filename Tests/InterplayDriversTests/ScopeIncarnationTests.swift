import Foundation
import InterplayCheck
import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

/// Issue #32: nothing of an earlier incarnation of a scope reaches a later one (a reply
/// to its request, a notification queued for it, a timer it set), and stub budgets last
/// the run unless written `per push`. Each fixture is checked, run, and judged by the
/// oracle: the three agree.
@Suite struct ScopeIncarnationTests {
  static func path(_ name: String) -> String {
    TestPaths.fixtures.appendingPathComponent("Check/\(name)").path
  }

  static func system(_ name: String) throws -> CompiledSystem {
    let compiled = CheckDriver.compile(paths: [path(name)])
    #expect(compiled.diagnostics.filter { $0.severity == .error }.isEmpty)
    return try #require(compiled.systems.first?.0)
  }

  static func check(_ system: CompiledSystem) -> CheckResult {
    ModelChecker(system: system, options: CheckOptions(reportsCoverage: false)).run()
  }

  /// The verdict of every sequence by `check`, `run` and the oracle, which must agree;
  /// returned as `check` gives it.
  static func verdicts(_ system: CompiledSystem, _ result: CheckResult) -> [String: Bool] {
    let outcomes = RunDriver.outcomes(of: system.model.sequences, in: system)
    var verdicts: [String: Bool] = [:]
    for (verdict, outcome) in zip(result.sequences, outcomes) {
      let holds = verdict.outcome == .holds
      #expect(outcome.status == (holds ? .passed : .failed), "\(verdict.name)")
      let sequence = system.model.sequences.first { $0.name == verdict.name }!
      let oracle = ClaimOracle(system: system).holds(SequenceClaim(sequence, system: system))
      #expect(oracle == holds, "\(verdict.name): oracle \(String(describing: oracle))")
      verdicts[verdict.name] = holds
    }
    return verdicts
  }

  /// The trace `run` shows for a sequence, line by line.
  static func runTrace(_ name: String, in system: CompiledSystem) throws -> [String] {
    let sequence = try #require(system.model.sequences.first { $0.name == name })
    let outcome = try #require(RunDriver.outcomes(of: [sequence], in: system).first)
    #expect(outcome.status == .passed, "\(outcome.failure?.reason ?? "")")
    return TraceFormatter.text(outcome.trace, states: outcome.states, in: system)
      .split(separator: "\n").map(String.init)
  }

  /// The step heads of a trace and the lines that say what crossed the scope's lifeline
  /// (sends, pushes, pops, discards, timers), without the settling steps after `last`.
  static func outline(_ trace: [String], through last: Int) -> [String] {
    let kept = ["send ", "push ", "pop ", "discard ", "timer ", "cancel timer ", "time passes"]
    var lines: [String] = []
    for line in trace {
      if line.hasPrefix("#") {
        if Int(line.dropFirst().prefix { $0.isNumber }) ?? 0 > last { break }
        if line.hasPrefix("#0 ") { continue }
        lines.append(line)
      } else if !lines.isEmpty {
        let body = line.drop { $0 == " " }
        if kept.contains(where: body.hasPrefix) { lines.append("  " + body) }
      }
    }
    return lines
  }

  /// (a) A reply racing a pop: the stub answers the first incarnation's `load` after the
  /// page is pushed again. The answer is dropped at its send, so the second incarnation
  /// takes one answer (its assertion holds) and the sequence losing it is possible.
  /// Before issue #32 the answer reached the second incarnation: the assertion failed and
  /// the sequence could not happen.
  @Test func aReplyToAnEarlierIncarnationIsDroppedAtItsSend() throws {
    let system = try Self.system("scope_reply_race.ipl")
    let result = Self.check(system)
    #expect(result.violations.map(\.message) == [])
    #expect(Self.verdicts(system, result) == ["AnswerForTheFirstPage": true])
    let trace = try Self.runTrace("AnswerForTheFirstPage", in: system)
    #expect(
      Self.outline(trace, through: 8) == [
        "#1 stub Shell emits linkTapped", "  send Shell -> App: linkTapped",
        "#2 stub Shell emits backTapped", "  send Shell -> App: backTapped",
        "#3 stub Shell emits linkTapped", "  send Shell -> App: linkTapped",
        "#4 App takes Shell.linkTapped from Shell: handled", "  push WebPage",
        "  send App -> WebBehaviour: open",
        "#5 WebBehaviour takes WebBehaviour.open from App: handled",
        "  send WebBehaviour -> Web: load",
        "#6 App takes Shell.backTapped from Shell: handled", "  pop WebPage",
        "#7 App takes Shell.linkTapped from Shell: handled", "  push WebPage",
        "  send App -> WebBehaviour: open",
        "#8 stub Web takes Web.load from WebBehaviour",
        "  send Web --> WebBehaviour: load(false) (dropped: asked by an incarnation that is gone)",
      ])
  }

  /// (a) The same race through a modelled handler, which takes the request and owes its
  /// reply until its timer fires: the reply owed to the first incarnation is dropped when
  /// it is sent; the second incarnation's own answer reaches it.
  @Test func aReplyOwedToAnEarlierIncarnationIsDroppedAtItsSend() throws {
    let system = try Self.system("scope_reply_race_owed.ipl")
    let result = Self.check(system)
    #expect(result.violations.map(\.message) == [])
    #expect(Self.verdicts(system, result) == ["AnswerOwedToTheFirstPage": true])
    let trace = try Self.runTrace("AnswerOwedToTheFirstPage", in: system)
    #expect(
      Self.outline(trace, through: 12).suffix(10) == [
        "#8 Cache takes Cache.fetch from Page: handled",
        "#9 Page takes Page.open from App: handled", "  send Page -> Cache: fetch",
        "#10 timeout: time passes to the earliest timer", "  time passes: 10ms",
        "  send Cache --> Page: fetch(true) (dropped: asked by an incarnation that is gone)",
        "#11 Cache takes Cache.fetch from Page: handled",
        "#12 timeout: time passes to the earliest timer", "  time passes: 10ms",
        "  send Cache --> Page: fetch(true)",
      ])
  }

  /// (b) Notifications racing a pop: a request and an event queued for the page when it
  /// is popped are discarded by the pop (recorded before it), and the page pushed next
  /// never takes them (its assertions hold).
  @Test func notificationsQueuedAtAPopAreDiscardedByIt() throws {
    let system = try Self.system("scope_notification_race.ipl")
    let result = Self.check(system)
    #expect(result.violations.map(\.message) == [])
    #expect(Self.verdicts(system, result) == ["ClosedBeforeReopening": true])
    let trace = try Self.runTrace("ClosedBeforeReopening", in: system)
    #expect(
      Self.outline(trace, through: 6) == [
        "#1 stub Shell emits linkTapped", "  send Shell -> App: linkTapped",
        "#2 stub Shell emits backTapped", "  send Shell -> App: backTapped",
        "#3 App takes Shell.linkTapped from Shell: handled", "  push WebPage",
        "#4 App takes Shell.backTapped from Shell: handled", "  send App -> Page: close",
        "  send App -> Page: leaving", "  discard Page.close queued for Page",
        "  discard App.leaving queued for Page", "  pop WebPage",
        "#5 stub Shell emits linkTapped", "  send Shell -> App: linkTapped",
        "#6 App takes Shell.linkTapped from Shell: handled", "  push WebPage",
      ])
  }

  /// (c) Push, pop, push with a pending timer: the pop drops the timers the first
  /// incarnation set (its `send tick after` and its state's `after`), so only the second
  /// incarnation's tick arrives. Before issue #32 the first tick reached the second
  /// incarnation (its assertion failed) or, with the scope popped, was a request to an
  /// inactive scope.
  @Test func timersOfAnEarlierIncarnationAreDroppedAtThePop() throws {
    let system = try Self.system("scope_timer_race.ipl")
    let result = Self.check(system)
    #expect(result.violations.map(\.message) == [])
    #expect(Self.verdicts(system, result) == ["TimersOfTheFirstPageDropped": true])
    let trace = try Self.runTrace("TimersOfTheFirstPageDropped", in: system)
    #expect(
      Self.outline(trace, through: 12).suffix(19) == [
        "#5 Poller takes Poller.start from App: handled",
        "  timer Poller -> Poller: tick after 100ms", "  send Poller -> App: polling",
        "#6 App takes Shell.backTapped from Shell: handled", "  cancel timer Poller: tick",
        "  pop WebPage",
        "#7 App takes Shell.linkTapped from Shell: handled", "  push WebPage",
        "  send App -> Poller: start",
        "#8 App takes Poller.polling from Poller: ignored",
        "#9 Poller takes Poller.start from App: handled",
        "  timer Poller -> Poller: tick after 100ms", "  send Poller -> App: polling",
        "#10 App takes Poller.polling from Poller: ignored",
        "#11 timeout: time passes to the earliest timer", "  time passes: 50ms",
        "#12 timeout: time passes to the earliest timer", "  time passes: 50ms",
        "  send Poller -> Poller: tick",
      ])
    // 131 states before issue #32: the dropped timers no longer tell states apart.
    var unreduced = CheckOptions(reportsCoverage: false)
    unreduced.reduction = .none
    #expect(ModelChecker(system: system, options: unreduced).run().statistics.states == 112)
  }

  /// Budgets: `budget 1` lasts the run, so the view pushed again cannot tap; `budget 1
  /// per push` is renewed at each push, once per incarnation. With both per push (as a
  /// pop gave every budget back before issue #32) the model has 136 states; the per-run
  /// budget keeps what it used while the scope is popped, which tells 4 more apart.
  @Test func budgetsLastTheRunUnlessWrittenPerPush() throws {
    let system = try Self.system("scope_budget.ipl")
    let result = Self.check(system)
    #expect(result.violations.map(\.message) == [])
    #expect(
      Self.verdicts(system, result) == [
        "RunViewTappedInBothVisits": true, "PushViewTappedInBothVisits": true,
        "PushViewTappedTwiceInOneVisit": true,
      ])
    var unreduced = CheckOptions(reportsCoverage: false)
    unreduced.reduction = .none
    #expect(ModelChecker(system: system, options: unreduced).run().statistics.states == 140)
    #expect(system.model.actors.filter(\.isBudgetPerPush).map(\.name) == ["PushView"])
  }
}

import Foundation
import InterplayReport
import InterplayTestSupport
import Testing

/// The per-step state table of a counterexample, read back from the page as XML and
/// held against the step list's own trace text: the states each `now` line names, the
/// scope stack the `push` and `pop` lines build, and a change mark exactly where a value
/// differs from the step before.
@Suite struct StateTableTests {
  static let calculator = TestPaths.diagrams.appendingPathComponent(
    "bad/Calculator/divide-guard-after-divide.ipl"
  ).path
  static let account = TestPaths.diagrams.appendingPathComponent(
    "bad/AccountApp/scope-popped-out-of-order.ipl"
  ).path

  /// The tables and step texts of a model's first trace.
  static func trace(_ path: String, id: String) throws -> (
    tables: [[XMLSummary.StateRow]], texts: [String]
  ) {
    let index = try XMLSummary(ReportBuilder.build(paths: [path]).index)
    let tables = try #require(index.stateTables[id])
    let texts = try #require(index.stepTexts[id])
    try #require(tables.count == index.steps && texts.count == index.steps)
    return (tables, texts)
  }

  static func value(_ rows: [XMLSummary.StateRow], _ owner: String, _ field: String) -> String? {
    rows.first { $0.owner == owner && $0.field == field }?.value
  }

  @Test(arguments: [(calculator, "Calculator-trace0"), (account, "AccountApp-trace0")])
  func everyStepsStatesAreThoseItsTraceTextNames(path: String, id: String) throws {
    let (tables, texts) = try Self.trace(path, id: id)
    var named = 0
    for (step, text) in texts.enumerated() {
      for line in text.split(separator: "\n") where line.hasPrefix("  now ") {
        let words = line.dropFirst(6).split(separator: ":", maxSplits: 1)
        let actor = String(words[0])
        let leaves = words[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(
          Self.value(tables[step], actor, "state") == leaves.joined(separator: "\n"),
          "step \(step): \(line)")
        named += 1
      }
    }
    #expect(named >= 3)
  }

  @Test(arguments: [(calculator, "Calculator-trace0"), (account, "AccountApp-trace0")])
  func aRowIsMarkedChangedExactlyWhenItsValueChanged(path: String, id: String) throws {
    let (tables, _) = try Self.trace(path, id: id)
    let keys = tables[0].map { [$0.owner, $0.field] }
    #expect(tables[0].allSatisfy { !$0.changed && $0.title == nil })
    var marks = 0
    for step in 1..<tables.count {
      #expect(tables[step].map { [$0.owner, $0.field] } == keys, "step \(step): rows differ")
      for (row, before) in zip(tables[step], tables[step - 1]) {
        #expect(row.changed == (row.value != before.value), "step \(step): \(row)")
        #expect(row.title == (row.changed ? "before: " + before.value : nil))
        if row.changed { marks += 1 }
      }
    }
    #expect(marks >= 4)
  }

  /// The Calculator's division by zero: step 4 takes `equals` into `Result`; the
  /// operator is the `operation(divide)` step 1 sent, no digit was ever sent.
  @Test func theCalculatorsLastStep() throws {
    let (tables, texts) = try Self.trace(Self.calculator, id: "Calculator-trace0")
    #expect(tables.count == 5)
    let last = tables[4]
    #expect(texts[4].contains("now Calculator: Working.Result"))
    #expect(Self.value(last, "Calculator", "state") == "Working.Result")
    #expect(texts[1].contains("operation(divide)"))
    #expect(Self.value(last, "Calculator", "op") == "divide")
    #expect(!texts.joined().contains("digit"))
    #expect(Self.value(last, "Calculator", "first") == "0")
    #expect(Self.value(last, "Calculator", "second") == "0")
    #expect(Self.value(last, "Keypad", "state") == "stub")
    #expect(Self.value(last, "Display", "queue") == "Display.show(0) from Calculator")
    #expect(Self.value(tables[3], "Calculator", "queue") == "Keypad.equals from Keypad")
    #expect(
      last.filter(\.changed).map { "\($0.owner) \($0.field)" } == [
        "Calculator state", "Calculator queue",
      ])
  }

  /// AccountApp's scope stack, bottom first, is what the trace's `push` and `pop` lines
  /// build, step by step; an actor of a scope not pushed is `inactive`, without values.
  @Test func theScopeStackFollowsThePushesAndPops() throws {
    let (tables, texts) = try Self.trace(Self.account, id: "AccountApp-trace0")
    var stack: [String] = []
    var pushes = 0
    for (step, text) in texts.enumerated() {
      for line in text.split(separator: "\n") {
        if line.hasPrefix("  push ") {
          stack.append(String(line.dropFirst(7)))
          pushes += 1
        }
        if line.hasPrefix("  pop "), let top = stack.lastIndex(of: String(line.dropFirst(6))) {
          stack.remove(at: top)
        }
      }
      #expect(
        Self.value(tables[step], "stack", "ScopeStack")
          == (stack.isEmpty ? "-" : stack.joined(separator: "\n")), "step \(step)")
    }
    #expect(pushes == 3)
    #expect(Self.value(tables[2], "PortalSessionBehaviour", "state") == "inactive")
    #expect(Self.value(tables[3], "PortalSessionBehaviour", "state") == "LoggingIn")
    #expect(tables[3].contains { $0.owner == "stack" && $0.changed })
  }
}

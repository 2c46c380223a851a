import InterplayModel
import InterplayTestSupport
import Testing

/// Data models, registrations, stacks and scopes.
@Suite struct DataDiagnosticsTests {
  @Test func registrations() {
    expectFindings(
      """
      actor App {}
      data Other { var shared: Bool }
      data Store {
        var items: Int(0...3)
        var 1️⃣items: Bool
        var flag: Bool
        hard Refresh by App reads items, Other.shared writes flag priority 2
        smart Summary by 2️⃣Ap reads 3️⃣itemz writes 4️⃣Othr.shared
        recurring Log by App reads flag writes 5️⃣flag
        smart Ordered by App reads flag priority 6️⃣1
        hard 7️⃣Refresh by App
        smart Deep by App reads Other.8️⃣x.y
      }
      """,
      [
        ExpectedFinding("1️⃣", "resolve.duplicate-variable", "duplicate property 'items' in 'Store'"),
        ExpectedFinding("2️⃣", "resolve.unknown-actor", "unknown actor 'Ap'"),
        ExpectedFinding("3️⃣", "resolve.unknown-property", "'Store' has no property 'itemz'"),
        ExpectedFinding("4️⃣", "resolve.unknown-data-model", "unknown data model 'Othr'"),
        ExpectedFinding(
          "5️⃣", "resolve.recurring-writes", "recurring registration 'Log' must not write properties"),
        ExpectedFinding(
          "6️⃣", "resolve.priority-not-hard",
          "priority applies to hard registrations only; 'Ordered' is smart"),
        ExpectedFinding(
          "7️⃣", "resolve.duplicate-registration", "duplicate registration 'Refresh' in 'Store'"),
        ExpectedFinding(
          "8️⃣", "resolve.unknown-property", "'Other' has no property or node 'x'"),
      ])
  }

  @Test func registrationsResolve() throws {
    let model = expectClean(
      """
      actor App {}
      data Other { var shared: Bool = true }
      data Store {
        var items: Int(1...3)
        hard Refresh by App reads items, Other.shared writes items priority 2
      }
      """)
    let registration = try #require(model.dataModels[1].registrations.first)
    #expect(registration.owner == ActorID(0))
    #expect(registration.reads.map { model[$0].name } == ["items", "shared"])
    #expect(registration.writes == [PropertyRef(dataModel: DataModelID(1), index: 0)])
    #expect(registration.priority == 2)
    #expect(model.dataModels[1].properties[0].initial == .int(1))
    #expect(model.dataModels[0].properties[0].initial == .bool(true))
  }

  @Test func scopesNeedStacks() {
    expectFindings(
      """
      stack Main
      enum Kind { a }
      scope A on 1️⃣Mian {}
      scope B on 2️⃣Kind {}
      scope C on Main { presentation View {} }
      """,
      [
        ExpectedFinding("1️⃣", "resolve.unknown-stack", "unknown stack 'Mian'"),
        ExpectedFinding("2️⃣", "resolve.unknown-stack", "'Kind' is a type, not a stack"),
      ])
    let model = expectClean(
      """
      stack Main
      scope C on Main { presentation View { actor Part {} } }
      """)
    #expect(model.scopes[0].actors == [ActorID(0)])
    #expect(model.actors.map(\.scope) == [ScopeID(0), ScopeID(0)])
    #expect(model.stacks[0].scopes == [ScopeID(0)])
  }
}

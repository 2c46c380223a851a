import InterplayDiagnostics
import InterplayLint
import InterplayTestSupport
import Testing

@Suite struct QuantwmSmartCycleTests {
  let rule = QuantwmSmartCycle()

  @Test func reportsEachCycleOnceWithADependencyNotePerStep() {
    let source = MarkedSource(
      """
      system S
      profile quantwm
      behaviour Player {}
      data Sheet {
        var a: Int(0...3)
        var b: Int(0...3)
        var c: Int(0...3)
        smart 1️⃣left by Player reads a writes b
        smart 2️⃣middle by Player reads b writes c
        smart 3️⃣right by Player reads c writes a
        smart outside by Player reads a writes c
        hard show by Player reads c writes a
      }
      data Other {
        var x: Bool
        var y: Bool
        smart 4️⃣ping by Player reads x writes y
        smart 5️⃣pong by Player reads y writes x
      }
      """)
    #expect(
      RuleTesting.findings(rule, source) == [
        ExpectedFinding(
          "1️⃣", "lint.quantwm-smart-cycle",
          "dependency cycle between smart registrations 'left' -> 'middle' -> 'right' -> 'left': "
            + "their levels cannot be computed"),
        ExpectedFinding(
          "4️⃣", "lint.quantwm-smart-cycle",
          "dependency cycle between smart registrations 'ping' -> 'pong' -> 'ping': "
            + "their levels cannot be computed"),
      ])
    let notes = RuleTesting.diagnostics(rule, source.text).map { diagnostic in
      diagnostic.notes.map { note in
        let marker = source.markers.first { $0.value == note.range?.start }?.key ?? "?"
        return "\(marker) \(note.message)"
      }
    }
    #expect(
      notes == [
        [
          "2️⃣ 'middle' reads 'b', which 'left' writes",
          "3️⃣ 'right' reads 'c', which 'middle' writes",
          "1️⃣ 'left' reads 'a', which 'right' writes",
        ],
        ["5️⃣ 'pong' reads 'y', which 'ping' writes", "4️⃣ 'ping' reads 'x', which 'pong' writes"],
      ])
  }

  @Test func aChainIsNoCycle() {
    let source = MarkedSource(
      """
      system S
      profile quantwm
      behaviour Player {}
      data Sheet {
        var a: Int(0...3)
        var b: Int(0...3)
        smart left by Player reads a writes b
        smart right by Player reads b
        hard back by Player reads b writes a
      }
      """)
    #expect(RuleTesting.findings(rule, source) == [])
  }
}

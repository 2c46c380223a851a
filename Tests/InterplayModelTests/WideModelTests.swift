import InterplayDiagnostics
import InterplayModel
import InterplaySyntax
import InterplayTestSupport
import Testing

/// Issue #18, quadratic corners: duplicate names among enum cases, notification cases and
/// sibling states are found by hashing past a few names, so wide declarations resolve in
/// near-linear time. Before, 20,000 enum cases took 3 s and 20,000 states in one actor 7 s
/// in a release build (22 s together in a debug build).
@Suite struct WideModelTests {
  /// `count` enum cases, `count` states in one actor and `count` notification cases.
  static func wideModel(_ count: Int) -> String {
    var text = "system Wide\nenum Big {\n"
    for index in 0..<count { text += "  c\(index)\n" }
    text += "}\nactor Knob {\n  event {\n"
    for index in 0..<(count / 4) { text += "    e\(index)\n" }
    text += "  }\n}\nactor A {\n  var b: Big = c0\n  initial state S0\n"
    for index in 1..<count { text += "  state S\(index)\n" }
    return text + "}\n"
  }

  @Test func wideDeclarationsResolveInNearLinearTime() {
    let source = SourceFile(path: "wide.ipl", text: Self.wideModel(20_000))
    var sources = SourceSet()
    let id = sources.add(source)
    let parsed = Parser.parse(sources[id], file: id)
    let clock = ContinuousClock()
    var result: ResolveResult?
    let elapsed = clock.measure { result = Resolver.resolve([parsed.syntax], in: sources) }
    #expect(result?.diagnostics.map(\.id.rawValue) == [])
    #expect(result?.model.actors[1].chart?.states.count == 20_000)
    // Generous for a debug build on a busy machine; quadratic resolution took 22 s.
    #expect(elapsed < .seconds(5), "resolution took \(elapsed)")
  }

  /// Duplicates are still found once the names are hashed, at the right places.
  @Test func duplicatesAmongManySiblingsAreFound() {
    var text = "system Wide\nactor A {\n  initial state S0\n"
    for index in 1..<40 { text += "  state S\(index)\n" }
    text += "  state S3\n  state S39\n}\n"
    let source = SourceFile(path: "wide.ipl", text: text)
    var sources = SourceSet()
    let id = sources.add(source)
    let parsed = Parser.parse(sources[id], file: id)
    let result = Resolver.resolve([parsed.syntax], in: sources)
    #expect(
      result.diagnostics.map(\.message) == [
        "duplicate state 'S3' in 'A'", "duplicate state 'S39' in 'A'",
      ])
    #expect(result.diagnostics.map { sources.location(of: $0.range).line } == [43, 44])
    #expect(
      result.diagnostics.map {
        $0.notes.compactMap { $0.range.map { sources.location(of: $0).line } }
      } == [[6], [42]])
  }
}

import InterplayTestSupport

/// Small random actor networks, written as `.ipl` text, for differential tests: stubs
/// that emit events, and modelled actors with two states that take requests and events
/// and send requests on, some of them finishing, with an invariant, a bounded pattern
/// and (when asked) liveness properties now and then. Deterministic: the same seed gives the same text.
///
/// With `servingStubs`, the stubs also own requests, one answered with a choice of two
/// replies and one not answered, which modelled actors send them and whose replies they
/// take: stubs that both take and emit, so the reduction may take a stub's takes apart
/// from what it does of its own accord. The other networks' text does not change.
struct RandomNetwork {
  /// A 64-bit linear congruential generator (Knuth's MMIX constants).
  private var state: UInt64
  /// Whether stubs also serve requests.
  private let servingStubs: Bool

  init(seed: UInt64, servingStubs: Bool = false) {
    state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1
    self.servingStubs = servingStubs
  }

  private mutating func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }

  private mutating func chance(_ percent: Int) -> Bool { next(100) < percent }

  /// The model's text (``text(name:withLiveness:)``) written as `name.ipl` to a fresh
  /// temporary folder; returns its path.
  func written(name: String, withLiveness: Bool = false) -> String {
    var network = self
    return TemporaryFolder().write(
      "\(name).ipl", network.text(name: name, withLiveness: withLiveness))
  }

  /// The model's text; with `withLiveness`, now and then a response and an existence
  /// property, a scoped absence and a rally that never ends, after everything else (so
  /// the rest of the text is the same either way).
  mutating func text(name: String, withLiveness: Bool = false) -> String {
    let stubs = 1 + next(2)
    let actors = 2 + next(3)
    var lines = ["system \(name)", ""]
    if servingStubs { lines += ["enum Answer { yes, no }", ""] }
    for stub in 0..<stubs {
      lines.append("actor S\(stub) budget \(1 + next(2)) {")
      if servingStubs { lines.append("  request capacity \(1 + next(2)) { ask -> Answer, tell }") }
      lines += ["  event capacity \(1 + next(3)) { e0, e1 }", "}", ""]
    }
    for actor in 0..<actors {
      let targets = (0..<actors).filter { $0 != actor && chance(50) }
      let observed = (0..<stubs).filter { _ in chance(60) }
      var triggers = ["a", "b"] + observed.flatMap { ["S\($0).e0", "S\($0).e1"] }
      let served = servingStubs ? (0..<stubs).filter { _ in chance(60) } : []
      triggers += served.map { "reply S\($0).ask" }
      triggers = triggers.filter { _ in chance(85) }
      lines.append("actor M\(actor) {")
      lines.append("  request capacity \(1 + next(3)) { a, b }")
      if !observed.isEmpty {
        lines.append("  observes " + observed.map { "S\($0).event" }.joined(separator: ", "))
      }
      let requested = targets.map { "M\($0).request" } + served.map { "S\($0).request" }
      if !requested.isEmpty {
        lines.append("  requests " + requested.joined(separator: ", "))
      }
      let finishes = chance(20)
      for (index, state) in ["P", "Q"].enumerated() {
        lines.append("  \(index == 0 ? "initial " : "")state \(state) {")
        for trigger in triggers where chance(70) {
          let target = chance(50) ? (index == 0 ? " -> Q" : finishes ? " -> Done" : " -> P") : ""
          var sends = targets.filter { _ in chance(40) }.map {
            "send M\($0).\(chance(50) ? "a" : "b")"
          }
          sends += served.filter { _ in chance(40) }.map {
            "send S\($0).\(chance(50) ? "ask" : "tell")"
          }
          if sends.isEmpty {
            lines.append("    on \(trigger)\(target)")
          } else {
            lines.append("    on \(trigger)\(target) {")
            lines += sends.map { "      " + $0 }
            lines.append("    }")
          }
        }
        if chance(30) { lines.append("    ignore \(chance(50) ? "a" : "b")") }
        lines.append("  }")
      }
      if finishes { lines.append("  final state Done") }
      lines += ["}", ""]
    }
    if chance(50) { lines.append("invariant Watched: !(M\(next(actors)) in Q)") }
    if chance(40) { lines.append("property Few: at most 1 M\(next(actors)).a globally") }
    if withLiveness {
      // Requests answered and requests made: liveness, decided on lassos and at ends.
      if chance(60) {
        lines.append("property Answered: M\(next(actors)).b responds to M\(next(actors)).a")
      }
      if chance(40) { lines.append("property Happens: eventually M\(next(actors)).a") }
      // Whether the request matters depends on the scope, opened by another actor.
      if chance(40) {
        lines.append("property Scoped: never M\(next(actors)).a after M\(next(actors)).b")
      }
      // A rally that, once served, never ends: runs then cycle instead of ending, and
      // an obligation left pending is a lasso. Nobody watches it.
      if chance(60) {
        lines += [
          "", "actor RS budget 1 {", "  event { serve }", "}", "",
          "actor R0 {", "  request capacity 1 { ball }", "  observes RS.event",
          "  requests R1.request", "  initial state Serve {", "    on RS.serve { send R1.ball }",
          "    on ball { send R1.ball }", "  }", "}", "",
          "actor R1 {", "  request capacity 1 { ball }", "  requests R0.request",
          "  initial state Return {", "    on ball { send R0.ball }", "  }", "}",
        ]
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

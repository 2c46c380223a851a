/// Generated models for the fast-path tests (``FastPathEquivalenceTests``): shapes the
/// bundled models do not have, where the decision tables and the entry and exit masks
/// of the step function are sized or skipped.
enum WideModels {
  /// `BigChart`: `Ring`, a chart of more than 64 states (`groups` compound groups of
  /// `perGroup` states each, shallow and deep histories, a parallel group with final
  /// regions and a completion transition, a state outside the groups), which takes the
  /// general path for entries and exits; and `Mini`, a small chart of the same kinds of
  /// states, which uses the masks when they are on. `Ring` walks once through every
  /// state by itself (each state sends its own `step` on entry) while `Clock` interrupts
  /// it anywhere (`leave` passes through `Away` back into a history). `Clock.home` is
  /// unhandled in the parallel group and in `Done`, so there are findings to compare.
  static func bigChart(groups: Int = 7, perGroup: Int = 10) -> String {
    var text = """
      system BigChart

      actor Clock budget 1 {
        event { back, leave, home }
      }

      actor Pulse budget 3 {
        event { beat }
      }

      actor Ring {
        observes Clock.event
        request { step }

      """
    for group in 0..<groups {
      let next = group + 1 < groups ? "G\(group + 1)" : "P"
      let previous = group > 0 ? "G\(group - 1)" : "Away"
      text += "  \(group == 0 ? "initial " : "")state G\(group) {\n"
      for index in 0..<perGroup {
        let target = index + 1 < perGroup ? "G\(group)S\(index + 1)" : next
        text += "    \(index == 0 ? "initial " : "")state G\(group)S\(index) {"
        text += " entry { send step } on step -> \(target) }\n"
      }
      text += "    \(group % 2 == 0 ? "" : "deep ")history H\(group)\n"
      text += "    on Clock.back -> \(previous)\n"
      text += "    on Clock.leave -> Away\n"
      text += group == 1 ? "    on Clock.home -> G0\n" : "    ignore Clock.home\n"
      text += "  }\n"
    }
    let last = groups - 1
    text += """
        parallel state P {
          entry { send step }
          region A {
            initial state A0 { on step -> A1 { send step } }
            state A1 { on step -> A2 }
            final state A2
          }
          region B {
            initial state B0 { on step -> B1 }
            final state B1
          }
          on done -> Done
          on Clock.back -> G\(last).H\(last)
          ignore Clock.leave
        }
        state Away {
          always -> G\(min(3, last)).H\(min(3, last))
        }
        final state Done
      }

      actor Mini {
        observes Pulse.event
        initial state M {
          initial state M0 { on Pulse.beat -> M1 }
          state M1 { on Pulse.beat -> Q }
          history MH
        }
        parallel state Q {
          region X {
            initial state X0 { on Pulse.beat -> X1 }
            final state X1
          }
          region Y {
            initial state Y0
          }
          on Pulse.beat -> M.MH
        }
      }

      sequence TwoBeats {
        Pulse -> Mini: beat
        Pulse -> Mini: beat
      }

      """
    return text
  }

  /// `WideNotifier`: `Keys`, a stub whose event notifier has `cases` cases, and `Store`,
  /// a stub service with `requests` request cases that answer a `Bool`, observed and
  /// requested by `Pad`, whose states handle (some with guards), ignore, defer or leave
  /// unhandled each key, and handle, ignore or defer each reply, by rules that differ
  /// from state to state; its parent state `Top` handles or ignores some of what its
  /// children leave.
  static func wideNotifier(cases: Int = 300, requests: Int = 100, states: Int = 8) -> String {
    let keys = (0..<cases).map { "k\($0)" }.joined(separator: ", ")
    let questions = (0..<requests).map { "q\($0) -> Bool" }.joined(separator: ", ")
    var text = """
      system WideNotifier

      actor Keys budget 1 {
        event { \(keys) }
      }

      actor Clock budget 1 {
        event { tick }
      }

      service Store {
        request { \(questions) }
      }

      actor Pad {
        observes Keys.event, Clock.event
        requests Store.request
        var n: Int(0...3) = 0
        initial state Top {

      """
    for state in 0..<states {
      var handled: [String] = []
      var ignored: [String] = []
      var deferred: [String] = []
      for key in 0..<cases {
        switch (key + state) % 5 {
        case 0: handled.append("on Keys.k\(key) -> P\((state + 1) % states)")
        case 1: ignored.append("Keys.k\(key)")
        case 2: deferred.append("Keys.k\(key)")
        case 3:
          handled.append("on Keys.k\(key) [n < 2] -> P\((state + 2) % states) { n = n + 1 }")
        default: break
        }
      }
      for question in 0..<requests {
        switch (question + state) % 3 {
        case 0: handled.append("on reply Store.q\(question)(ok) [ok] -> P\(state) { n = 0 }")
        case 1: ignored.append("reply Store.q\(question)")
        default: deferred.append("reply Store.q\(question)")
        }
      }
      let question = (state * 37) % requests
      text += "    \(state == 0 ? "initial " : "")state P\(state) {\n"
      text += "      on Clock.tick -> P\((state + 1) % states) { send Store.q\(question) }\n"
      for line in handled { text += "      \(line)\n" }
      if !ignored.isEmpty { text += "      ignore \(ignored.joined(separator: ", "))\n" }
      if !deferred.isEmpty { text += "      defer \(deferred.joined(separator: ", "))\n" }
      text += "    }\n"
    }
    // The parent takes some keys its children leave unhandled (or whose guard fails),
    // and ignores the replies its children's guards refuse.
    let parentHandled = (0..<cases).filter { $0 % 7 == 3 }.map { "Keys.k\($0)" }
    let parentIgnored = (0..<cases).filter { $0 % 3 == 0 }.map { "Keys.k\($0)" }
    text += "    on \(parentHandled.first!) -> P0\n"
    for key in parentHandled.dropFirst() { text += "    on \(key) -> P0\n" }
    text += "    ignore \(parentIgnored.joined(separator: ", "))\n"
    text += "    ignore "
    text += (0..<requests).map { "reply Store.q\($0)" }.joined(separator: ", ") + "\n"
    text += """
        }
      }

      sequence KeyThenTick {
        Keys -> Pad: k0
        Clock -> Pad: tick
        Pad -> Store: q37
      }

      """
    return text
  }
}

/// Deliberately ugly inputs for ``FormatSnapshotTests``, keyed by snapshot name.
enum FormatSnapshotInputs {
  static let all: [String: String] = [
    "location-button": locationButton,
    "statechart": statechart,
    "declarations": declarations,
    "sequences": sequences,
    "expressions": expressions,
    "comments": comments,
  ]

  static let locationButton = """
    system   LocationButton
    enum Place{home,work}
    service Service{request{locate} event   { located(place:Place) }}
    presentation Presentation {
      request { present(place: Place) }
            event   { showLocationRequested }
    }
    behaviour Behaviour {
      observes Presentation.event,Service.event
      requests Service.request , Presentation.request
      initial state Idle {
        on Presentation.showLocationRequested->Locating{send Service.locate}
      }



      state Locating {
        on Service.located( p ) -> Idle { send Presentation.present(p) }
        ignore Presentation.showLocationRequested
      }
    }
    sequence ShowLocation { Presentation -> Behaviour: showLocationRequested
      Behaviour -> Service: locate
      Service -> Behaviour: located(home)
      Behaviour->Presentation:present(home) }
    property PresentsAfterAsk: Presentation.present responds to Presentation.showLocationRequested
    """

  static let statechart = #"""
    system Lights
    type Token(3)
    enum Color { red, green, amber }
    actor Timer { event { tick } }
    behaviour Controller uri "/actor/controller" budget 2 {
      observes Timer.event
      var count:Int(0...3)=0
      var lit : Bool = false
      request coalesce capacity 2 { start stop, fetch(token: Token) -> Bool }
      event latest { changed(color: Color) }
      initial parallel state Running {
        region Lamp {
          initial state Off {
            entry { lit = false }
            on Timer.tick [count < 3 && !lit] -> On { count = count + 1 emit changed(Color.red) }
          }
          state On { exit { lit = true } on Timer.tick -> Off }
          deep history H -> Off
          history Shallow
        }
        region Counter { initial state Counting { always [count >= 3] -> Done { assert count == 3, "count \"three\"\n" } } final state Done }
        on done -> Stopped
      }
      state Stopped {
        on start internal -> Running.Lamp.Off
        on fetch(t) { if t == t { reply true } else { if count > 1 { reply false } else { transaction { count = 0 } reply false } } }
        on reply Controller.fetch(ok) [ok]
        defer stop
        state Empty {}
      }
    }
    """#

  static let declarations = """
    system Player import "common.ipl" profile bsp check deadlock off check coverage
    stack Screens
    scope Hosting on Screens { behaviour HostBehaviour { requests HostPresentation.request } presentation HostPresentation { request { show } } }
    data Playlist { var songs: Int(0...4) = 0  var current : Int(0...4)
      hard Refresh by App reads songs , current writes current priority 1
      smart Summary by App reads songs
      recurring Log by App reads songs, current }
    actor App { requests HostPresentation.request request { start, stop } initial state Home { on start -> Hosted { push Hosting } } state Hosted { on stop -> Home { pop Hosting } } }
    enum Command { play(song: Int(0...4), loud: Bool), pause, resume, skip(Int(0...4)), seek(position: Int(0...9), precise: Bool), stopEverything }
    invariant OneScreen: App in Hosted || !(App in Home)
    property NoStop: never App.stop globally
    property Starts: eventually App.start
    property FewStops: at most 2 App.stop before App.start
    property Positive: always Playlist.songs >= 0 after App.start until App.stop
    property Order: App.start precedes App.stop between App.start and App.stop
    property Answered: App.stop responds to App.start after App.start
    forbid presentation -> service
    allow only behaviour -> presentation, behaviour -> service, presentation -> behaviour, App -> HostPresentation, HostBehaviour -> HostPresentation
    hub HostBehaviour between App, HostPresentation
    """

  static let sequences = #"""
    sequence Login{ App -> Server: login("user \"x\"", 3)  Server --> App: login(true)
    note over App,Server: "talks\tto"
    alt "ok" { App -> Server: fetch } else "expired" { App -> Server: relogin opt { Server -> App: warn } } else { push Hosting pop Hosting }
    loop 1...3 "retry" { App -> Server: ping }
    loop { App -> Server: ping }
    par { App -> Server: a } and { App -> Server: b }
    }
    forbidden sequence Never { App -> Server: nothing }
    sequence Again   after
      Login /* then */ { App -> Server: ping }
    forbidden sequence NeverAgain after Again{}
    """#

  static let expressions = #"""
    invariant Grouped: ((a)) && (b || c) && d
    invariant Arithmetic: a + b * c - (d - e) == 1 - 2 * (3 + 4)
    invariant Negations: !!x && !(y) && (x + 1) * 2 >= 3 % 2 && -x < -(y + 1)
    invariant Calls: Msg.add(Item.a, 1 + 2) != f() || "s\\t" == "q\"" || g(  ) == h
    invariant Precedence: a || b && c || (a || b) && c
    """#

  static let comments = """
    // File header.

    system   Commented // the system
    /* before the enum */ enum E { a, b }
    service S { // opening
      request { go // the go case
      }

      // a state
      initial state A {
        on go -> A { send S.go } // loops
        /* inside, before closing */
      }


      // before closing the actor
    }
    // end of file
    """
}

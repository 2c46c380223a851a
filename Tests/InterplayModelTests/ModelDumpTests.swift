import InterplayModel
import InterplayTestSupport
import Testing

/// The text dump: exact output for a small model, expression printing, stability.
@Suite struct ModelDumpTests {
  @Test func smallModelDumpsExactly() {
    let model = expectClean(
      """
      system Tiny
      enum Level { low, high(n: Int(0...2)) }
      service Sensor budget 1 {
        request { read -> Level }
        event latest capacity 1 { changed(level: Level) }
      }
      behaviour Watch {
        var last: Level = high(1)
        observes Sensor.event
        requests Sensor.request
        initial state Idle {
          on Sensor.changed(l) [l != last] -> Idle { last = l  send Sensor.read }
          on reply Sensor.read(r) { last = r }
        }
      }
      """)
    #expect(
      ModelDump.text(of: model) == """
        system Tiny
        types
          t0 Bool
          t1 enum Level
            low
            high(n: Int(0...2))
          t2 Int(0...2)
        service a0 Sensor uri "/actor/sensor" budget 1 stub
          request n0 fifo
            read -> Level
          event n1 latest capacity 1
            changed(level: Level)
        behaviour a1 Watch uri "/actor/watch"
          observes Sensor.event
          requests Sensor.request
          var last: Level = Level.high(1)
          statechart initial Idle
            state s0 Idle
              on Sensor.changed(l: Level) [l != Watch.last] -> Idle
                last = l
                send Sensor.read
              on reply Sensor.read(r: Level) internal
                last = r

        """)
  }

  /// Only the parentheses the grammar needs: `!` binds looser than `in` and comparisons,
  /// so `!(A in S)` dumps as `!A in S`, and `-(-a)` as `- -A.a`, as `fmt` writes them.
  @Test func expressionsKeepTheirGrouping() throws {
    let model = expectClean(
      """
      actor A {
        var a: Int(0...9)
        var b: Bool
        initial state S {
          entry {
            a = (a + 1) * 2
            a = a - (a - 1)
            a = a - a - 1
            b = !(b && b) || b
            a = -(-a)
            b = (a > 1) == b
            b = !(A in S)
          }
        }
      }
      """)
    let lines = ModelDump.text(of: model).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let entry = Array(lines.drop { $0 != "entry" }.dropFirst().prefix(7))
    #expect(
      entry == [
        "a = (A.a + 1) * 2",
        "a = A.a - (A.a - 1)",
        "a = A.a - A.a - 1",
        "b = !(A.b && A.b) || A.b",
        "a = - -A.a",
        "b = (A.a > 1) == A.b",
        "b = !A in S",
      ])
  }

  /// Deferred replies, registration triggers and wildcard payloads in one golden dump.
  @Test func newerFormsDumpAsRecorded() throws {
    let model = expectClean(
      """
      system Shelf
      enum Place { home, work }
      type Token(2)
      service Store { request { lookup(t: Token) -> Place } }
      behaviour Desk {
        requests Store.request
        request { locate(t: Token) -> Place, cancel }
        var last: Place = home
        initial state Idle {
          on locate(t) [last == work] { reply work }
          on locate(t) -> Asking { send Store.lookup(t) }
          on cancel { reply last }
          on Library.Show {
            Library.title = Library.count > 0
            transaction { Library.seen = true }
          }
          ignore Library.Audit
        }
        state Asking {
          on reply Store.lookup(p) -> Idle { reply p }
          defer locate, Library.Show
          ignore cancel, Library.Audit
        }
      }
      data Library {
        var count: Int(0...3)
        var title: Bool
        var seen: Bool
        smart Show by Desk reads Library.count writes Library.title, Library.seen
        recurring Audit by Desk
      }
      sequence Locate {
        Desk -> Desk: locate
        Desk -> Store: lookup
        Store --> Desk: lookup
        Store --> Desk: lookup(home)
        Desk -> Desk: cancel
      }
      """)
    SnapshotFile.expect(ModelDump.text(of: model), named: "Dump-newer_forms.txt")
  }
}

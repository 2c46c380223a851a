import InterplayCheck
import InterplayDrivers
import InterplayTestSupport
import Testing

@testable import InterplayRuntime

/// Guards and computed payloads give the same results, faults and reads whether the step
/// function evaluates their flattened code (``CompileOptions/flattensExpressions``, on by
/// default) or walks the expressions: checked on a model whose guards divide by zero and
/// whose payloads leave their ranges, negate, short-circuit and build enum values.
@Suite struct FlattenedExpressionTests {
  static let model = """
    system Flattened

    enum Shape { dot, box(w: Int(0...2), h: Int(0...1)) }

    actor Source {
      requests Sink.request
      request capacity 2 { go(n: Int(0...3)) }
      var k: Int(0...3) = 0
      initial state Idle {
        after 100ms -> Run { send Sink.put(1, Shape.dot) }
      }
      state Run {
        on go(n) [n / k == 0 || !(n == 2)] -> Run {
          k = (k + 1) % 4
          send Sink.put(n - k, Shape.box(n % 3, k % 2))
        }
        on go(n) [k > 2 && n >= 1] -> Run { send Sink.put(-(n * 2), Shape.dot) }
        ignore go
      }
    }

    actor Sink {
      requests Source.request
      request capacity 2 { put(v: Int(0...3), s: Shape) }
      initial state Up {
        on put(v, s) [v > 0 && v <= 3 && s != Shape.dot] { send Source.go(v) }
        on put(v, s) { send Source.go((v + 1) % 4) }
      }
    }
    """

  @Test func flattenedAndWalkedExpressionsCheckAndRunAlike() throws {
    let folder = TemporaryFolder()
    let path = folder.write("flattened.ipl", Self.model)
    let on = CompileOptions().checkingTableBounds
    var off = on
    off.flattensExpressions = false
    #expect(on.flattensExpressions && !CompileOptions().withoutFastPaths.flattensExpressions)
    let flattened = FastPathEquivalenceTests.reports(path, on)
    let walked = FastPathEquivalenceTests.reports(path, off)
    #expect(flattened.check == walked.check)
    #expect(flattened.run == walked.run)
    // The model reaches what the comparison is about: both kinds of fault.
    #expect(flattened.check.contains("division by zero"), "\(flattened.check)")
    #expect(flattened.check.contains("out of range"), "\(flattened.check)")
    // Off, no chart has code; on, the guards and the computed payloads have.
    let system = try FastPathEquivalenceTests.system(path, .on)
    let source = try #require(system.actors.firstIndex { $0.path == "Source" })
    let code = system.stepTables.charts[source].code
    #expect(code.isOn && code.guardRoots.indices.contains { code.guardRoots[$0] >= 0 })
    #expect(code.arguments.count > 0)
    let plain = try FastPathEquivalenceTests.system(path, .off)
    #expect(!plain.stepTables.charts[source].code.isOn)
  }
}

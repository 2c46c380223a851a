import Foundation
import InterplayCheck
import InterplayDrivers
import InterplayRuntime
import InterplayTestSupport
import Testing

/// The HSM framework's two demos (`Diagrams/RunningLights`, `Diagrams/Calculator`),
/// played on the executor's schedule with the user bound to Swift code that presses a
/// scripted sequence of keys: every message between the controller and the view, in
/// order, is the demo's. No search, so these run as fast in a plain debug build.
@Suite struct HSMDemoTests {
  /// Answers each request of the stub with the next scripted value.
  struct Script: StubActor {
    var answers: [RuntimeValue]
    mutating func receive(_ notification: StubNotification, _ outbox: inout StubOutbox) {
      guard notification.expectsReply, !answers.isEmpty else { return }
      outbox.reply(answers.removeFirst())
    }
  }

  /// Runs the bundled model with `stub` bound to `answers` until it is at rest, and
  /// returns the messages among `actors` in the order they were sent.
  static func messages(
    _ model: String, stub: String, answers: [RuntimeValue], among actors: Set<String>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String] {
    let path = TestPaths.diagrams.appendingPathComponent(model).path
    let compiled = CheckDriver.compile(paths: [path])
    #expect(compiled.diagnostics.isEmpty, sourceLocation: sourceLocation)
    let system = try #require(compiled.systems.first?.0, sourceLocation: sourceLocation)
    let run = ScheduleRun(
      system: system, schedule: Schedule(system: system, stubs: [stub: Script(answers: answers)]),
      maxSteps: 1_000
    ).run(FollowingScript())
    #expect(run.stop == .quiescent, sourceLocation: sourceLocation)
    #expect(run.schedule.stubProblems.isEmpty, sourceLocation: sourceLocation)
    var sent: [String] = []
    let trace = [system.initialState().1] + run.script.steps.map(\.record)
    for record in trace {
      #expect(record.faults.isEmpty, "\(record.faults)", sourceLocation: sourceLocation)
      for case .delivered(let delivery) in record.events
      where actors.contains(system.actorName(delivery.entry.sender))
        && actors.contains(system.actorName(delivery.receiver))
      {
        sent.append(system.describeMessage(delivery))
      }
    }
    return sent
  }

  // MARK: - Running lights

  static let lights: Set = ["Controller", "ViewController", "Timer", "User"]

  /// Looks at 100, 300, ... ms; `taps` says at which of the six looks the user taps.
  static func runningLights(taps: [Bool]) throws -> [String] {
    try messages(
      "RunningLights/RunningLights.ipl", stub: "Hand", answers: taps.map { .bool($0) },
      among: lights)
  }

  /// Start-up clears the LEDs, then lights red; each tick turns the lit LED off before
  /// the next one on, six ticks in all.
  @Test func startUpClearsThenLightsRedAndTheLightRuns() throws {
    let run = try Self.runningLights(taps: Array(repeating: false, count: 6))
    #expect(
      run == [
        "Controller -> ViewController: clear",
        "Controller -> ViewController: turnOnRedLed",
        "Timer -> Controller: timerTick",
        "Controller -> ViewController: turnOffRedLed",
        "Controller -> ViewController: turnOnGreenLed",
        "Timer -> Controller: timerTick",
        "Controller -> ViewController: turnOffGreenLed",
        "Controller -> ViewController: turnOnBlueLed",
        "Timer -> Controller: timerTick",
        "Controller -> ViewController: turnOffBlueLed",
        "Controller -> ViewController: turnOnRedLed",
        "Timer -> Controller: timerTick",
        "Controller -> ViewController: turnOffRedLed",
        "Controller -> ViewController: turnOnGreenLed",
        "Timer -> Controller: timerTick",
        "Controller -> ViewController: turnOffGreenLed",
        "Controller -> ViewController: turnOnBlueLed",
        "Timer -> Controller: timerTick",
        "Controller -> ViewController: turnOffBlueLed",
        "Controller -> ViewController: turnOnRedLed",
      ])
  }

  /// A tap on green pauses (green off); ticks while paused are dropped; the next tap
  /// clears and lights green again (shallow history), and the loop goes on from there.
  @Test func pauseAndResumeKeepTheLED() throws {
    let run = try Self.runningLights(taps: [false, true, false, true, false, false])
    #expect(
      run == [
        "Controller -> ViewController: clear",
        "Controller -> ViewController: turnOnRedLed",
        "Timer -> Controller: timerTick",
        "Controller -> ViewController: turnOffRedLed",
        "Controller -> ViewController: turnOnGreenLed",
        "User -> Controller: buttonTap",
        "Controller -> ViewController: turnOffGreenLed",
        "Timer -> Controller: timerTick",
        "Timer -> Controller: timerTick",
        "User -> Controller: buttonTap",
        "Controller -> ViewController: clear",
        "Controller -> ViewController: turnOnGreenLed",
        "Timer -> Controller: timerTick",
        "Controller -> ViewController: turnOffGreenLed",
        "Controller -> ViewController: turnOnBlueLed",
        "Timer -> Controller: timerTick",
        "Controller -> ViewController: turnOffBlueLed",
        "Controller -> ViewController: turnOnRedLed",
        "Timer -> Controller: timerTick",
        "Controller -> ViewController: turnOffRedLed",
        "Controller -> ViewController: turnOnGreenLed",
      ])
  }

  // MARK: - Calculator

  static let calculator: Set = ["Controller", "ViewController"]

  /// The keys pressed at 100, 200, ... ms: the `Key` cases of the model.
  static func calculator(_ keys: [String]) throws -> [String] {
    try messages(
      "Calculator/Calculator.ipl", stub: "User", answers: keys.map { .enumCase($0, []) },
      among: calculator)
  }

  /// 1 + 2 = 3; then `=` again, which neither Result nor the states above it handle: dropped.
  @Test func onePlusTwo() throws {
    let run = try Self.calculator(["key1", "plus", "key2", "equals", "equals", "equals"])
    #expect(
      run == [
        "Controller -> ViewController: clear",
        "ViewController -> Controller: digit(1)",
        "Controller -> ViewController: clear",
        "Controller -> ViewController: insert(1)",
        "ViewController -> Controller: oper(plus)",
        "ViewController -> Controller: digit(2)",
        "Controller -> ViewController: clear",
        "Controller -> ViewController: insert(2)",
        "ViewController -> Controller: equals",
        "Controller -> ViewController: displayResult(3)",
        "ViewController -> Controller: equals",
        "ViewController -> Controller: equals",
      ])
  }

  /// An operator after a second operand evaluates and chains: in 12 − 5 × 3, the ×
  /// shows 7, the first operand of the multiplication.
  @Test func chainedOperators() throws {
    let run = try Self.calculator(["key1", "key2", "minus", "key5", "multiply", "key3"])
    #expect(
      run == [
        "Controller -> ViewController: clear",
        "ViewController -> Controller: digit(1)",
        "Controller -> ViewController: clear",
        "Controller -> ViewController: insert(1)",
        "ViewController -> Controller: digit(2)",
        "Controller -> ViewController: insert(2)",
        "ViewController -> Controller: oper(minus)",
        "ViewController -> Controller: digit(5)",
        "Controller -> ViewController: clear",
        "Controller -> ViewController: insert(5)",
        "ViewController -> Controller: oper(multiply)",
        "Controller -> ViewController: displayResult(7)",
        "ViewController -> Controller: digit(3)",
        "Controller -> ViewController: clear",
        "Controller -> ViewController: insert(3)",
      ])
  }

  /// Dividing by zero reaches Error: the alert, then the reset's clear; keys that no
  /// state handles (a second zero, `=` before an operand) are dropped on the way.
  @Test func divideByZeroReachesError() throws {
    let run = try Self.calculator(["key8", "divide", "key0", "key0", "equals", "equals"])
    #expect(
      run == [
        "Controller -> ViewController: clear",
        "ViewController -> Controller: digit(8)",
        "Controller -> ViewController: clear",
        "Controller -> ViewController: insert(8)",
        "ViewController -> Controller: oper(divide)",
        "ViewController -> Controller: digit(0)",
        "Controller -> ViewController: clear",
        "ViewController -> Controller: digit(0)",
        "ViewController -> Controller: equals",
        "Controller -> ViewController: alert(zeroDivision)",
        "Controller -> ViewController: clear",
        "ViewController -> Controller: equals",
      ])
  }

  /// A minus in Begin negates; the point starts a fraction (shown, not counted);
  /// CE in Negated2 goes back to the operator without clearing; C starts over.
  @Test func negationPointClearEntryAndClear() throws {
    let run = try Self.calculator(["minus", "point", "minus", "minus", "CE", "C"])
    #expect(
      run == [
        "Controller -> ViewController: clear",
        "ViewController -> Controller: oper(minus)",
        "Controller -> ViewController: negate",
        "ViewController -> Controller: point",
        "Controller -> ViewController: insertPoint",
        "ViewController -> Controller: oper(minus)",
        "ViewController -> Controller: oper(minus)",
        "Controller -> ViewController: clear",
        "Controller -> ViewController: negate",
        "ViewController -> Controller: CE",
        "ViewController -> Controller: C",
        "Controller -> ViewController: clear",
      ])
  }
}

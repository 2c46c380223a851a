import Foundation
import InterplayDiagnostics
import InterplayDrivers
import InterplayModel
import InterplayPipeline
import InterplayTestSupport
import Testing

/// Issue #18: every count a model states has a documented limit (``ModelLimits``), and a
/// model past one gets the same `limit.*` error, location and exit code 65 from `lint`,
/// `check` and `run`, within a second, instead of a trap, a crash or gigabytes of state.
/// Run-time overflow is a fault both `check` and `run` report with exit 1.
@Suite(.timeLimit(.minutes(1))) struct HostileBoundsTests {
  /// A fixture of `Tests/Fixtures/Hostile/`.
  static func fixture(_ name: String) -> String {
    TestPaths.fixtures.appendingPathComponent("Hostile/\(name)").path
  }

  /// The errors of a report, as `id@start`.
  static func errors(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.filter { $0.severity == .error }.map { "\($0.id.rawValue)@\($0.range.start)" }
  }

  /// How long `lint`, `check` and `run` may take to refuse a generated model of about a
  /// megabyte (65,535 actors, 100,001 enum cases): parsing that much takes about a second
  /// in a debug build on a busy machine, a fifth of that in release.
  static let largeInputTime: Duration = {
    #if DEBUG
      .seconds(5)
    #else
      .seconds(1)
    #endif
  }()

  /// Runs `lint`, `check` and `run` on `path`, each within `time`, and expects each to
  /// report exactly one error with `id`, at the same place, with exit code 65.
  static func expectOneInputError(
    _ id: String, at path: String, within time: Duration = .seconds(1),
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let clock = ContinuousClock()
    var lint: PipelineResult?
    var check: CheckReport?
    var run: RunReport?
    let elapsed = [
      clock.measure { lint = ModelPipeline.load(paths: [path], options: .linting) },
      clock.measure { check = CheckDriver.check(paths: [path]) },
      clock.measure { run = RunDriver.run(paths: [path]) },
    ]
    for took in elapsed {
      #expect(took < time, "\(path) took \(took)", sourceLocation: sourceLocation)
    }
    guard let lint, let check, let run else { return }
    let expected = errors(lint.diagnostics)
    #expect(
      expected.map { $0.prefix { $0 != "@" } } == [Substring(id)], sourceLocation: sourceLocation)
    #expect(errors(check.diagnostics) == expected, sourceLocation: sourceLocation)
    #expect(errors(run.diagnostics) == expected, sourceLocation: sourceLocation)
    #expect(lint.status == .inputError, sourceLocation: sourceLocation)
    #expect(check.status == .inputError, sourceLocation: sourceLocation)
    #expect(run.status == .inputError, sourceLocation: sourceLocation)
  }

  @Test func aBudgetAsLargeAsIntIsPastTheBudgetLimit() {
    Self.expectOneInputError("limit.budget", at: Self.fixture("bound-budget.ipl"))
  }

  @Test func aCapacityOfGigabytesIsPastTheCapacityLimit() {
    Self.expectOneInputError("limit.capacity", at: Self.fixture("bound-capacity.ipl"))
  }

  @Test func anAtMostCountAsLargeAsIntIsPastTheOccurrencesLimit() {
    Self.expectOneInputError("limit.occurrences", at: Self.fixture("bound-at-most.ipl"))
  }

  @Test func aLoopOfAMillionIsPastTheLoopLimit() {
    Self.expectOneInputError("limit.loop-count", at: Self.fixture("bound-loop-million.ipl"))
  }

  @Test func aLoopOfIntMaxIsPastTheLoopLimit() {
    Self.expectOneInputError("limit.loop-count", at: Self.fixture("bound-loop-max.ipl"))
  }

  @Test func aStubWithBillionsOfPayloadsIsPastTheStubChoicesLimit() {
    Self.expectOneInputError("limit.stub-choices", at: Self.fixture("bound-stub-choices.ipl"))
  }

  @Test func nestedLoopsPastTheSequenceLengthAreRefused() {
    Self.expectOneInputError("limit.sequence-length", at: Self.fixture("bound-loop-nested.ipl"))
  }

  @Test func aRangeWiderThanAStateWordIsPastTheTypeLimit() {
    Self.expectOneInputError("limit.type-values", at: Self.fixture("bound-range-width.ipl"))
    Self.expectOneInputError("limit.type-values", at: Self.fixture("arith-range-max.ipl"))
  }

  @Test func foldingThatOverflowsIsOneInputError() {
    for name in ["divide", "remainder", "negate", "multiply"] {
      Self.expectOneInputError(
        "type.arithmetic-overflow", at: Self.fixture("arith-fold-\(name).ipl"))
    }
  }

  @Test func aLiteralPastTheMaximumIsOneInputError() {
    Self.expectOneInputError("lex.integer-overflow", at: Self.fixture("literal-too-big.ipl"))
  }

  /// More enum cases than the limit: refused without resolving each case.
  @Test func anEnumPastTheCaseLimitIsRefused() {
    let folder = TemporaryFolder()
    let cases = (0...ModelLimits.maxEnumCases).map { "c\($0)" }.joined(separator: "\n")
    let path = folder.write("bound-enum.ipl", "system E\nenum Big {\n\(cases)\n}\n")
    Self.expectOneInputError("limit.enum-cases", at: path, within: Self.largeInputTime)
  }

  /// An enum whose payloads multiply past a state word.
  @Test func anEnumWithTooManyPayloadValuesIsPastTheTypeLimit() {
    let folder = TemporaryFolder()
    let path = folder.write(
      "bound-payload.ipl",
      """
      system P
      enum Wide { pair(a: Int(0...99999), b: Int(0...99999)) }
      actor A { var w: Wide }
      """)
    Self.expectOneInputError("limit.type-values", at: path)
  }

  /// One more actor than a queue entry can name.
  @Test func moreActorsThanTheLimitAreRefused() {
    let folder = TemporaryFolder()
    let actors = (0...ModelLimits.maxActors).map { "actor A\($0) {}" }.joined(separator: "\n")
    let path = folder.write("bound-actors.ipl", "system Many\n\(actors)\n")
    Self.expectOneInputError("limit.actors", at: path, within: Self.largeInputTime)
  }

  /// One more notification case than a queue entry can name.
  @Test func moreNotificationCasesThanTheLimitAreRefused() {
    let folder = TemporaryFolder()
    let cases = (0...ModelLimits.maxNotificationCases).map { "n\($0)" }.joined(separator: "\n")
    let path = folder.write(
      "bound-cases.ipl", "system Many\nactor A {\n  event {\n\(cases)\n}\n}\n")
    Self.expectOneInputError("limit.notification-cases", at: path, within: Self.largeInputTime)
  }

  /// The largest counts allowed are accepted: the limits are not off by one.
  @Test func countsAtTheLimitsAreAccepted() {
    let folder = TemporaryFolder()
    let path = folder.write(
      "at-limits.ipl",
      """
      system AtLimits
      actor Knob budget \(ModelLimits.maxBudget) {
        event capacity \(ModelLimits.maxCapacity) { up }
      }
      actor Amp {
        observes Knob.event
        var n: Int(0...\(ModelLimits.maxValues - 1)) = 0
        initial state On { ignore Knob.up }
      }
      sequence Ups {
        loop 0...\(ModelLimits.maxLoopCount) {
          loop 0...\(ModelLimits.maxSequenceLength / ModelLimits.maxLoopCount) { Knob -> Amp: up }
        }
      }
      property FewUps: at most \(ModelLimits.maxOccurrences) Knob.up globally
      """)
    let lint = ModelPipeline.load(paths: [path], options: .linting)
    #expect(Self.errors(lint.diagnostics) == [])
  }

  /// Run-time arithmetic past 64 bits is a fault of the run: `check` reports it as a
  /// `runtime` violation with a counterexample, `run` as a failed sequence, both exit 1.
  @Test(arguments: ["arith-runtime-multiply.ipl", "arith-runtime-divide.ipl"])
  func runTimeOverflowIsAFaultOfTheRun(_ name: String) throws {
    let path = Self.fixture(name)
    let clock = ContinuousClock()
    var check: CheckReport?
    var run: RunReport?
    let elapsed = [
      clock.measure { check = CheckDriver.check(paths: [path]) },
      clock.measure { run = RunDriver.run(paths: [path]) },
    ]
    #expect(elapsed.allSatisfy { $0 < .seconds(1) }, "\(elapsed)")
    let checked = try #require(check)
    let ran = try #require(run)
    #expect(checked.status == .findings)
    let violations = checked.results.flatMap(\.violations)
    #expect(violations.map(\.check) == [.runtime])
    #expect(violations.first?.message.hasPrefix("arithmetic overflow in 'Amp'") == true)
    #expect(violations.first?.counterexample.length == 2)
    #expect(ran.status == .findings)
    let outcomes = ran.systems.flatMap(\.outcomes)
    #expect(outcomes.map(\.status) == [.failed])
    #expect(outcomes.first?.failure?.actual.hasPrefix("arithmetic overflow in 'Amp'") == true)
  }

  /// The `interplay` executable built next to this test bundle, if there is one.
  static let executable: String? = {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let path = folder.appendingPathComponent("interplay").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }()

  /// Runs the executable with `arguments`; returns its exit status and standard error.
  static func interplay(_ arguments: [String]) throws -> (status: Int32, errors: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(executable))
    process.arguments = arguments
    process.standardOutput = Pipe()
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, message)
  }

  /// `--budget` past the limit is a usage error (exit 64) before any file is read, for
  /// every stub or for one; at the limit it is accepted.
  @Test(.enabled(if: executable != nil, "the interplay executable is not built"))
  func aBudgetFlagPastTheLimitIsAUsageError() throws {
    let model = Self.fixture("arith-runtime-multiply.ipl")
    for (flag, status) in [
      ("9223372036854775807", 64), ("Knob=\(ModelLimits.maxBudget + 1)", 64),
      ("\(ModelLimits.maxBudget)", 1),
    ] {
      let (exit, message) = try Self.interplay(["check", "--budget", flag, "--no-sequences", model])
      #expect(exit == Int32(status), "--budget \(flag): \(message)")
      if status == 64 { #expect(message.contains("exceeds the limit of 65535"), "\(message)") }
    }
  }

  /// `--jobs` past its limit is a usage error instead of an allocation that traps.
  @Test(.enabled(if: executable != nil, "the interplay executable is not built"))
  func aJobsFlagPastTheLimitIsAUsageError() throws {
    let model = Self.fixture("arith-runtime-multiply.ipl")
    for command in ["check", "run"] {
      let (exit, message) = try Self.interplay([command, "--jobs", "9223372036854775807", model])
      #expect(exit == 64, "\(command): \(message)")
      #expect(message.contains("exceeds the limit of 1024"), "\(message)")
    }
  }
}

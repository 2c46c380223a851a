import Foundation
import InterplayCheck
import InterplayDiagnostics
import InterplayRuntime

/// The JSON report of `interplay check` (schema version 1), keys sorted, pretty-printed:
///
/// - `version`, `status` (the exit code), `diagnostics` (input problems: `id`,
///   `severity`, `message`, `file`, `line`, `column`), `usageError`;
/// - `systems`, each with `name`, `files`, `complete`, `limit`, `undecided`,
///   `statistics` (``CheckStatistics`` plus `statesPerSecond`; `lossy` with
///   `storage`, `bits`, `hashFactor`, `expectedMissed` and `missProbability` after a
///   lossy search), `violations` (`check`,
///   `id`, `name`, `message`, location, `traceFile`, `counterexample` with `length`,
///   `loopStart` and `steps` as in ``TraceFile``), `sequences` (`name`, `forbidden`,
///   `outcome`, `witnessLengths`, `states`) and `coverage` gaps (`kind`, `actor`, `name`,
///   location); `properties` (each built-in check the model leaves on, invariant,
///   pattern property and sequence: `kind`, `name`, `title`, `status` `proved`,
///   `violated` or `undecided`, and for an undecided one the `reason`) and `proved`
///   (the `title` of every proved one), from ``CheckedProperty``; `reduction`
///   (`symmetry`, the group the search was reduced by, `symmetryOrder`, the most states
///   one stored state stands for, `partialOrder`, whether the partial-order reduction
///   was applied, `ampleStates`, how many states stored one actor's successors only,
///   `partialOrderStoppedAt`, after how many states it stopped looking for them (absent
///   when it looked to the end), and `notes`, why a reduction was not applied).
///
/// Times, memory and the thread count vary from run to run and with `--jobs`; without
/// ``timing`` they are left out (`seconds`, `statesPerSecond`, `peakMemoryBytes`,
/// `threads`) and the same input gives the same bytes.
public struct CheckJSONRenderer: Sendable {
  /// Include each sequence's witnesses as step lists.
  public var witnesses: Bool
  /// Include time, rate, peak memory and threads in the statistics.
  public var timing: Bool

  /// Creates a renderer.
  public init(witnesses: Bool = false, timing: Bool = true) {
    self.witnesses = witnesses
    self.timing = timing
  }

  struct Report: Encodable {
    var version = 1
    var status: Int32
    var diagnostics: [Located]
    var usageError: String?
    var systems: [SystemEntry]
  }
  struct Located: Encodable {
    var id: String?
    var severity: String?
    var message: String
    var file: String
    var line: Int
    var column: Int
  }
  struct Statistics: Encodable {
    var base: CheckStatistics
    var timing: Bool
    func encode(to encoder: Encoder) throws {
      guard timing else {
        // Only what the search found, which depends on the input alone.
        var container = encoder.container(keyedBy: Stable.self)
        try container.encode(base.states, forKey: .states)
        try container.encode(base.transitions, forKey: .transitions)
        try container.encode(base.depth, forKey: .depth)
        try container.encode(base.stateWords, forKey: .stateWords)
        try container.encode(base.packedStateBytes, forKey: .packedStateBytes)
        try container.encode(base.bytesPerState, forKey: .bytesPerState)
        try container.encode(base.storeBytes, forKey: .storeBytes)
        try container.encodeIfPresent(base.lossy, forKey: .lossy)
        return
      }
      try base.encode(to: encoder)
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(base.statesPerSecond, forKey: .statesPerSecond)
    }
    enum Key: CodingKey { case statesPerSecond }
    enum Stable: CodingKey {
      case states, transitions, depth, stateWords, packedStateBytes, bytesPerState, storeBytes
      case lossy
    }
  }
  struct SystemEntry: Encodable {
    var name: String
    var files: [String]
    var complete: Bool
    var limit: String?
    var undecided: [String]
    var statistics: Statistics
    var violations: [ViolationEntry]
    var sequences: [SequenceEntry]
    var coverage: [GapEntry]
    var properties: [PropertyEntry]
    var proved: [String]
    var reduction: ReductionReport
  }
  struct PropertyEntry: Encodable {
    var kind: String
    var name: String
    var title: String
    var status: String
    var reason: String?
  }
  struct ViolationEntry: Encodable {
    var check: String
    var id: String
    var name: String?
    var location: Located?
    var traceFile: String?
    var counterexample: Run
  }
  struct Run: Encodable {
    var length: Int
    var loopStart: Int?
    var steps: [TraceFile.Entry]
  }
  struct SequenceEntry: Encodable {
    var name: String
    var forbidden: Bool
    var outcome: String
    var witnessLengths: [Int]
    var states: Int
    var witnesses: [Run]?
  }
  struct GapEntry: Encodable {
    var kind: String
    var actor: String
    var name: String
    var location: Located
  }

  /// The report as JSON ending in a newline.
  public func render(_ report: CheckReport, traceFiles: [[String?]] = []) -> String {
    let sources = report.sources
    func located(
      _ range: SourceRange, _ message: String, id: String? = nil, severity: String? = nil
    )
      -> Located
    {
      let location = sources.location(of: range)
      return Located(
        id: id, severity: severity, message: message, file: sources[range.file].path,
        line: location.line, column: location.column)
    }
    let systems = report.results.enumerated().map { index, result in
      let system = result.system
      let files = index < traceFiles.count ? traceFiles[index] : []
      let run = { (run: Counterexample) in
        Run(
          length: run.length, loopStart: run.loopStart,
          steps: TraceFile(run: run, system: system, files: []).steps)
      }
      let checked = CheckedProperty.all(in: result)
      return SystemEntry(
        name: system.model.name, files: index < report.files.count ? report.files[index] : [],
        complete: result.isComplete, limit: result.limit?.description, undecided: result.undecided,
        statistics: Statistics(base: result.statistics, timing: timing),
        violations: result.violations.enumerated().map { number, violation in
          ViolationEntry(
            check: violation.check.rawValue, id: violation.check.diagnosticID.rawValue,
            name: violation.name,
            location: violation.range.map { located($0, violation.message) }
              ?? Located(message: violation.message, file: "", line: 0, column: 0),
            traceFile: number < files.count ? files[number] : nil,
            counterexample: run(violation.counterexample))
        },
        sequences: result.sequences.map { verdict in
          SequenceEntry(
            name: verdict.name, forbidden: verdict.isForbidden, outcome: verdict.outcome.rawValue,
            witnessLengths: verdict.witnesses.map(\.run.length), states: verdict.states,
            witnesses: witnesses ? verdict.witnesses.map { run($0.run) } : nil)
        },
        coverage: result.coverage.map { gap in
          GapEntry(
            kind: gap.kind.rawValue, actor: gap.actor, name: gap.name,
            location: located(gap.range, CheckDiagnostics.diagnostic(for: gap).message))
        },
        properties: checked.map { property in
          PropertyEntry(
            kind: property.kind.rawValue, name: property.name, title: property.title,
            status: property.status.rawValue,
            reason: property.status == .undecided
              ? CheckedProperty.undecidedReason(result) : nil)
        },
        proved: checked.filter { $0.status == .proved }.map(\.title),
        reduction: result.reduction)
    }
    let document = Report(
      status: report.status.rawValue,
      diagnostics: report.diagnostics.map {
        located($0.range, $0.message, id: $0.id.rawValue, severity: $0.severity.rawValue)
      }, usageError: report.usageError, systems: systems)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

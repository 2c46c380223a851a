import Foundation
import InterplayDiagnostics
import InterplayRuntime

/// The JSON report of `interplay run` (schema version 1): diagnostics, then per system
/// every sequence's status, failure and (with `trace`) its steps as text lines.
public struct RunJSONRenderer: Sendable {
  /// Whether to include each run's steps.
  public var trace: Bool

  /// Creates a renderer.
  public init(trace: Bool = false) { self.trace = trace }

  struct Report: Encodable {
    var version = 1
    var status: Int32
    var diagnostics: [DiagnosticEntry]
    var systems: [SystemEntry]
    var usageError: String?
  }
  struct DiagnosticEntry: Encodable {
    var id: String
    var severity: String
    var message: String
    var file: String
    var line: Int
    var column: Int
  }
  struct SystemEntry: Encodable {
    var name: String
    var sequences: [SequenceEntry]
  }
  struct SequenceEntry: Encodable {
    var name: String
    var file: String
    var line: Int
    var forbidden: Bool
    var status: String
    var steps: Int
    var failure: FailureEntry?
    var trace: [String]?
  }
  struct FailureEntry: Encodable {
    var reason: String
    var expected: String
    var expectedAt: String?
    var actual: String
    var step: Int?
    var actors: [ActorEntry]
  }
  struct ActorEntry: Encodable {
    var name: String
    var states: [String]
    var variables: [String]
    var queue: [String]
  }

  /// The report as pretty-printed JSON with sorted keys (stable bytes).
  public func render(_ report: RunReport) -> String {
    let sources = report.sources
    let diagnostics = report.diagnostics.map { diagnostic in
      let location = sources.location(of: diagnostic.range)
      return DiagnosticEntry(
        id: diagnostic.id.rawValue, severity: diagnostic.severity.rawValue,
        message: diagnostic.message, file: sources[diagnostic.range.file].path,
        line: location.line, column: location.column)
    }
    let systems = report.systems.map { run in
      SystemEntry(
        name: run.system.model.name,
        sequences: run.outcomes.map { entry($0, run.system, sources) })
    }
    let encoded = Report(
      status: report.status.rawValue, diagnostics: diagnostics, systems: systems,
      usageError: report.usageError)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(encoded)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  private func entry(_ outcome: SequenceOutcome, _ system: CompiledSystem, _ sources: SourceSet)
    -> SequenceEntry
  {
    let location = sources.location(of: outcome.range)
    let status =
      switch outcome.status {
      case .passed: "passed"
      case .failed: "failed"
      case .incomplete: "incomplete"
      }
    let failure = outcome.failure.map { failure in
      FailureEntry(
        reason: failure.reason, expected: failure.expected,
        expectedAt: failure.expectedRange.map { RunTextRenderer.location($0, sources) },
        actual: failure.actual, step: failure.stepIndex.map(outcome.stepNumber(at:)),
        actors: failure.actors.map {
          ActorEntry(name: $0.name, states: $0.states, variables: $0.variables, queue: $0.queue)
        })
    }
    let steps: [String]? =
      trace
      ? RunTextRenderer.traceLines(outcome, system) : nil
    return SequenceEntry(
      name: outcome.name, file: sources[outcome.range.file].path, line: location.line,
      forbidden: outcome.isForbidden, status: status, steps: outcome.steps, failure: failure,
      trace: steps)
  }
}

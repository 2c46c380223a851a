import Foundation
import InterplayDiagnostics
import InterplayDrivers
import InterplayRuntime
import Testing

/// Runs a model's sequences from a Swift package's own tests, with Swift stubs written
/// against the protocols `interplay gen swift` generates: one test per sequence, failing
/// with the divergence report.
///
/// ```swift
/// @Test(arguments: LocationButton.sequences)
/// func sequence(_ name: String) async throws {
///   try await ModelTesting.run(
///     name, model: ModelTesting.path("../Models/App.ipl", relativeTo: #filePath),
///     stubs: LocationButton.Stubs(service: LocationService()))
/// }
/// ```
///
/// Stubs are bound through the generated `Stubs` struct, so a misspelled actor or case
/// does not compile. Binding by actor path (a dictionary) is left to this package's own
/// tests (`package` access).
public enum ModelTesting {
  /// A path relative to a source file (pass `#filePath`).
  public static func path(_ relative: String, relativeTo file: String) -> String {
    URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(relative)
      .standardizedFileURL.path
  }

  /// Runs every sequence (or the one named `sequence`) of the models at `paths`, with
  /// Swift stubs bound by actor path, and returns the report without judging it. Call it
  /// from a thread of your own when a stub is a generated binding (see
  /// ``AsyncStubBridge``): the typed ``run(_:model:stubs:maxSteps:)`` does.
  package static func run(
    _ paths: [String], stubs: [String: any StubActor] = [:], sequence: String? = nil,
    maxSteps: Int = 10_000
  ) -> RunReport {
    RunDriver.run(
      paths: paths, options: RunOptions(sequence: sequence, runner: .init(maxSteps: maxSteps)),
      stubs: stubs)
  }

  /// Runs the sequences and records an issue for every input error and for every
  /// sequence that fails or stops at the step bound; returns the report.
  @discardableResult
  package static func expectSequencesPass(
    _ paths: String..., stubs: [String: any StubActor] = [:], sequence: String? = nil,
    maxSteps: Int = 10_000, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> RunReport {
    let report = run(paths, stubs: stubs, sequence: sequence, maxSteps: maxSteps)
    for message in failureMessages(report) {
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
    return report
  }

  /// One message per problem: each input error, each failed or stopped sequence (with
  /// its divergence report), a usage error, or a run that found no sequence at all.
  public static func failureMessages(_ report: RunReport) -> [String] {
    var messages: [String] = []
    let errors = report.diagnostics.filter { $0.severity == .error }
    if !errors.isEmpty {
      messages.append(TextDiagnosticRenderer(annotated: false).render(errors, in: report.sources))
    }
    if let usage = report.usageError { messages.append(usage) }
    for run in report.systems {
      for outcome in run.outcomes where outcome.status != .passed {
        guard let failure = outcome.failure else { continue }
        let head =
          "sequence \(run.system.model.name).\(outcome.name) "
          + (outcome.status == .incomplete ? "stopped by a bound (undecided)" : "failed")
        let body = RunTextRenderer.failureLines(
          failure, outcome: outcome, system: run.system, sources: report.sources)
        messages.append(([head] + body).joined(separator: "\n"))
      }
    }
    if errors.isEmpty, report.usageError == nil, report.systems.allSatisfy({ $0.outcomes.isEmpty })
    {
      messages.append("no sequence to run")
    }
    return messages
  }
}

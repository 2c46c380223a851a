import InterplayCheck
import InterplayDiagnostics
import InterplayRuntime

/// The human-readable report of `interplay check`: per system a summary line, each
/// violation as a diagnostic followed by its numbered counterexample, the sequence
/// verdicts, coverage warnings, what a limit left undecided, and what was proved
/// (`proved: deadlock, …, sequence Login`, from ``CheckedProperty``); with timings, the
/// process's peak memory once at the end (each system's summary has what its own search
/// stored: `store …`).
///
/// ```
/// LocationButton: 40 states, 71 transitions, depth 9, 0.00s (…/s), 72 B/state, …
/// LocationButton.ipl:85:10: error: property 'PresentsAfterAsk' (…) is violated: … [check.property]
///   counterexample, 6 steps (replay: interplay run --replay trace-1.json):
///   #0 initialize
///   ...
/// peak memory of the process: 53.9 MiB
/// ```
public struct CheckTextRenderer: Sendable {
  /// Show the source line under each diagnostic.
  public var annotated: Bool
  /// Print each sequence's witnesses too.
  public var witnesses: Bool
  /// Print the time and rate in the summary, and the process's peak memory at the end
  /// (the only parts of the report that differ from run to run).
  public var timing: Bool
  /// Print the partial-order reduction's statistics (`Name: partial-order reduction: 25
  /// of 32 states stored one actor's successors only …`); JSON always has them.
  public var verbose: Bool

  /// Creates a renderer.
  public init(
    annotated: Bool = false, witnesses: Bool = false, timing: Bool = true, verbose: Bool = false
  ) {
    self.annotated = annotated
    self.witnesses = witnesses
    self.timing = timing
    self.verbose = verbose
  }

  /// The whole report; `traceFiles` names the file each violation was written to, by
  /// system index and violation index.
  public func render(_ report: CheckReport, traceFiles: [[String?]] = []) -> String {
    let diagnostics = TextDiagnosticRenderer(annotated: annotated)
    var text = diagnostics.render(report.diagnostics, in: report.sources)
    if let usage = report.usageError { text += "error: \(usage)\n" }
    for (index, result) in report.results.enumerated() {
      let files = index < traceFiles.count ? traceFiles[index] : []
      text += render(result, sources: report.sources, traceFiles: files)
    }
    if timing, let peak = report.results.map(\.statistics.peakMemoryBytes).max(), peak > 0 {
      text += Self.peakMemoryLine(peak) + "\n"
    }
    return text
  }

  /// `peak memory of the process: 1.1 GiB`: the most memory the process held, whatever
  /// each system's search needed (that is its summary's `store`).
  public static func peakMemoryLine(_ bytes: Int) -> String {
    "peak memory of the process: \(ByteCount.text(bytes))"
  }

  /// One system's part of the report.
  public func render(_ result: CheckResult, sources: SourceSet, traceFiles: [String?] = [])
    -> String
  {
    let system = result.system
    let renderer = TextDiagnosticRenderer(annotated: annotated)
    var lines = [Self.summary(result, timing: timing)]
    lines += Self.reductionLines(result, verbose: verbose)
    for (index, violation) in result.violations.enumerated() {
      lines += Self.violationLines(
        violation, in: result, sources: sources, renderer: renderer,
        traceFile: index < traceFiles.count ? traceFiles[index] : nil)
    }
    for verdict in result.sequences {
      lines.append(Self.verdictLine(verdict))
      guard witnesses else { continue }
      for (label, run) in verdict.witnesses {
        lines.append("  witness\(label.isEmpty ? "" : " (\(label))"), \(run.length) steps:")
        lines += Self.trace(run, in: system).map { "  " + $0 }
      }
    }
    let gaps = result.coverage.map { CheckDiagnostics.diagnostic(for: $0) }
    if !gaps.isEmpty { lines.append(renderer.render(gaps, in: sources).trimmingTrailingNewline()) }
    if let limit = result.limit {
      lines.append(
        "\(system.model.name): incomplete: the search stopped at \(limit); the statistics are partial"
      )
      if !result.undecided.isEmpty {
        lines.append("  undecided: " + result.undecided.joined(separator: ", "))
      }
    }
    if let lossy = result.statistics.lossy, result.limit == nil {
      lines.append(Self.lossyLine(lossy, system: system.model.name))
      if !result.undecided.isEmpty {
        lines.append("  undecided: " + result.undecided.joined(separator: ", "))
      }
    }
    if result.stoppedEarly {
      lines.append(
        "\(system.model.name): stopped when its questions were answered (--stop-at-first); the rest of the state space was not searched"
      )
      if !result.undecided.isEmpty {
        lines.append("  undecided: " + result.undecided.joined(separator: ", "))
      }
    }
    lines.append(Self.provedLine(CheckedProperty.all(in: result)))
    lines.append(Self.verdict(result))
    return lines.joined(separator: "\n") + "\n"
  }

  /// A violation as its diagnostic, then its numbered counterexample (and the trace file
  /// that replays it, if one was written).
  public static func violationLines(
    _ violation: Violation, in result: CheckResult, sources: SourceSet,
    renderer: TextDiagnosticRenderer = TextDiagnosticRenderer(), traceFile: String? = nil
  ) -> [String] {
    let diagnostic = CheckDiagnostics.diagnostic(for: violation, in: result)
    var lines = [renderer.render([diagnostic], in: sources).trimmingTrailingNewline()]
    let run = violation.counterexample
    var head = "  counterexample, \(run.length) step\(run.length == 1 ? "" : "s")"
    if run.loopStart != nil { head += ", then a cycle that repeats forever" }
    if let traceFile { head += " (replay: interplay run --replay \(traceFile))" }
    lines.append(head + ":")
    lines += trace(run, in: result.system).map { "  " + $0 }
    return lines
  }

  /// `proved: deadlock, unhandled, …, invariant Positive, sequence Login`: everything the
  /// search proved, or `proved: nothing`.
  static func provedLine(_ properties: [CheckedProperty]) -> String {
    let proved = properties.filter { $0.status == .proved }.map(\.title)
    return "proved: " + (proved.isEmpty ? "nothing" : proved.joined(separator: ", "))
  }

  /// `Name: 1,234 states, 5,678 transitions, depth 12, 0.01s (123,400 states/s), …,
  /// store 1.2 MiB` (the state store and explored graph of this search), with `0.01s on 2
  /// threads` when the search was parallel.
  public static func summary(_ result: CheckResult, timing: Bool = true) -> String {
    let stats = result.statistics
    let time =
      timing
      ? "\(ByteCount.seconds(stats.seconds))\(stats.threads > 1 ? " on \(stats.threads) threads" : "") "
        + "(\(grouped(Int(stats.statesPerSecond))) states/s), "
      : ""
    return "\(result.system.model.name): \(grouped(stats.states)) states, "
      + "\(grouped(stats.transitions)) transitions, depth \(stats.depth), " + time
      + "\(ByteCount.fixed(stats.bytesPerState, digits: 1)) B/state "
      + "(\(stats.stateWords) words packed into \(stats.packedStateBytes) bytes), "
      + "store \(ByteCount.text(stats.storeBytes))"
  }

  /// `Name: lossy search (bitstate, 2^29 bits, hash factor 1,234): ...`: what a lossy
  /// search may have missed, which no exact search does.
  static func lossyLine(_ lossy: LossyCoverage, system: String) -> String {
    let exponent = lossy.bits.trailingZeroBitCount
    let size = lossy.storage == "bitstate" ? "2^\(exponent) bits" : "64-bit fingerprints"
    let factor =
      lossy.hashFactor >= 1e9
      ? "hash factor > 1e9" : "hash factor \(grouped(Int(lossy.hashFactor)))"
    return
      "\(system): lossy search (\(lossy.storage), \(size), \(factor)): about "
      + "\(Self.probability(lossy.expectedMissed)) states expected missed, probability of any "
      + "missed \(Self.probability(lossy.missProbability)); a lossy search refutes but "
      + "does not prove"
  }

  /// A probability or an expectation in a few significant digits (`3.2e-9`, `0.041`).
  static func probability(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value >= 0.001 { return ByteCount.fixed(value, digits: 3) }
    var exponent = 0
    var mantissa = value
    while mantissa < 1 {
      mantissa *= 10
      exponent -= 1
    }
    return "\(ByteCount.fixed(mantissa, digits: 1))e\(exponent)"
  }

  /// The numbered steps of a run; a lasso's cycle is marked where it starts.
  public static func trace(_ run: Counterexample, in system: CompiledSystem) -> [String] {
    var lines: [String] = []
    for (index, record) in run.records.enumerated() {
      if index == run.loopStart { lines.append("-- cycle: the steps below repeat forever --") }
      lines += TraceFormatter.lines(record, index: index, after: run.states[index], in: system)
    }
    return lines
  }

  static func verdictLine(_ verdict: SequenceVerdict) -> String {
    let kind = verdict.isForbidden ? "forbidden sequence" : "sequence"
    switch verdict.outcome {
    case .holds where verdict.isForbidden:
      return "\(kind) \(verdict.name): impossible, as claimed"
    case .holds:
      let lengths = verdict.witnesses.map { String($0.run.length) }.joined(separator: ", ")
      return
        "\(kind) \(verdict.name): possible (shortest witness\(verdict.witnesses.count == 1 ? "" : "es"): \(lengths) steps)"
    case .violated: return "\(kind) \(verdict.name): violated"
    case .undecided: return "\(kind) \(verdict.name): undecided (a limit was reached)"
    }
  }

  /// `Name: symmetry reduction (rotations of Fork[0...4], Phil[0...4]): ...`, with
  /// `verbose` `Name: partial-order reduction: ...`, and why a reduction was not applied.
  static func reductionLines(_ result: CheckResult, verbose: Bool = false) -> [String] {
    let name = result.system.model.name
    var lines: [String] = []
    if let symmetry = result.reduction.symmetry {
      lines.append(
        "\(name): symmetry reduction (\(symmetry)): a stored state stands for up to \(grouped(Int(result.reduction.symmetryOrder))) states (`--reduce none` for the full graph)"
      )
    }
    if verbose, result.reduction.partialOrder, result.reduction.ampleStates > 0 {
      let stopped =
        result.reduction.partialOrderStoppedAt.map {
          "; it stopped looking after \(grouped($0)) states, too few of which it reduced"
        } ?? ""
      lines.append(
        "\(name): partial-order reduction: \(grouped(result.reduction.ampleStates)) of \(grouped(result.statistics.states)) states stored one actor's successors only\(stopped) (`--reduce none` for the full graph)"
      )
    }
    lines += result.reduction.notes.map { "\(name): \($0)" }
    return lines
  }

  static func verdict(_ result: CheckResult) -> String {
    let name = result.system.model.name
    let count = result.violations.count
    if count == 0 {
      return result.isComplete
        ? "\(name): no violations" : "\(name): no violations found before the limit"
    }
    return "\(name): \(count) violation\(count == 1 ? "" : "s")"
  }

  /// `1234567` as `1,234,567`.
  public static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (index, character) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(character)
    }
    return value < 0 ? "-" + result : result
  }
}

extension String {
  func trimmingTrailingNewline() -> String {
    hasSuffix("\n") ? String(dropLast()) : self
  }
}

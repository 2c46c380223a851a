import InterplayCheck
import InterplayDiagnostics
import InterplayDrivers
import InterplayModel
import InterplayPipeline
import InterplayRender
import InterplayRuntime

/// Builds the HTML report of some models: lints and checks every system (coverage on),
/// renders its diagrams and every counterexample, and writes the page and its assets.
///
/// The same inputs give the same bytes: nothing in the page depends on the time, the
/// machine's speed or the order threads finish in.
public enum ReportBuilder {
  /// The report of every system found under `paths`.
  ///
  /// With a `memory` (the preview's), a system whose model means what it meant at the
  /// last build reuses that build's search, and a system whose files no longer parse
  /// keeps its last diagrams drawn without errors. With `searches` false, a system not
  /// in the memory is not searched: its section shows the lint findings and the
  /// diagrams, and says its search is running (``ReportPage/isSearching``).
  public static func build(
    paths: [String], options: ReportOptions = ReportOptions(), memory: ReportMemory? = nil,
    searches: Bool = true
  ) -> ReportPage {
    let loaded = ModelPipeline.load(paths: paths, options: options.pipeline)
    var check = options.check
    check.reportsCoverage = true
    var systems: [SystemReport] = []
    var used = Set<String>()
    for (index, pipelineSystem) in loaded.systems.enumerated() {
      var anchor = FileNames.sanitise(pipelineSystem.model.name)
      while !used.insert(anchor.lowercased()).inserted { anchor += "-\(index)" }
      let search = SystemSearch(check: check, memory: memory, searches: searches)
      systems.append(
        report(
          pipelineSystem, anchor: anchor, diagnostics: loaded.diagnostics,
          sources: loaded.sources, search: search, options: options))
    }
    let claimed = Set(loaded.systems.flatMap(\.files))
    var unplaced = loaded.diagnostics.filter {
      !claimed.contains(loaded.sources[$0.range.file].path)
    }
    if let memory {
      systems = keepLastGood(systems, memory, unplaced: &unplaced, sources: loaded.sources)
    }
    var page = ReportHTML(
      systems: systems, unplaced: unplaced.map { finding($0, sources: loaded.sources) }
    ).page()
    page.isSearching = systems.contains { $0.notice == .searching }
    return page
  }

  /// How one system's search is found: run, taken from the memory, or left for later.
  struct SystemSearch {
    var check: CheckOptions
    var memory: ReportMemory?
    var searches: Bool

    /// The search of `system` and its findings; nil when it is left for a later build.
    func result(_ system: CompiledSystem) -> (CheckResult, [Diagnostic])? {
      guard let memory else {
        guard searches else { return nil }
        let result = ModelChecker(system: system, options: check).run()
        return (result, CheckDiagnostics.diagnostics(for: result))
      }
      // The same meaning, written elsewhere: the result moved to where it is written
      // now, its traces described with the system as it is written now.
      let (kept, fingerprint) = memory.searches.recall(system)
      if let kept { return (kept, CheckDiagnostics.diagnostics(for: kept)) }
      guard searches else { return nil }
      let result = ModelChecker(system: system, options: check).run()
      memory.searches.keep(result, fingerprint: fingerprint)
      return (result, CheckDiagnostics.diagnostics(for: result))
    }
  }

  private static func report(
    _ pipelineSystem: PipelineSystem, anchor: String, diagnostics: [Diagnostic],
    sources: SourceSet, search: SystemSearch, options: ReportOptions
  ) -> SystemReport {
    let model = pipelineSystem.model
    let files = Set(pipelineSystem.files)
    let own = diagnostics.filter { files.contains(sources[$0.range.file].path) }
    var report = SystemReport(
      name: model.name, anchor: anchor, summary: "not checked: fix the errors first",
      findings: own.map { finding($0, sources: sources) }, verdicts: [], figures: [],
      traces: [], counts: nil, failures: [], files: pipelineSystem.files,
      hasInputErrors: own.contains { $0.severity == .error })
    var result: CheckResult?
    if let system = pipelineSystem.compiled {
      if let (checked, found) = search.result(system) {
        result = checked
        report.summary = CheckTextRenderer.summary(checked, timing: false)
        report.findings += found.map { finding($0, sources: sources) }
        report.verdicts = Verdicts.of(checked)
        report.counts = checked.coverageCounts
      } else {
        report.summary = "searching…"
        report.notice = .searching
      }
    }
    let heat = report.counts.map { HeatMap(counts: $0, model: model) }
    var number = 0
    func figure(_ diagram: Diagram, actor: Int?, heat: ((String) -> (Int, Int)?)?)
      -> SystemReport.Figure?
    {
      defer { number += 1 }
      let prefix = "\(anchor)-d\(number)-"
      var diagram = diagram
      // A second system of the same name: its files get its anchor, so none is replaced.
      if anchor != FileNames.sanitise(model.name) {
        diagram.fileStem = anchor + "-" + diagram.fileStem
      }
      do {
        let bytes = try diagram.render(.svg).bytes
        let inlined = InlineSVG.inline(String(decoding: bytes, as: UTF8.self), prefix: prefix) {
          heat?($0)
        }
        return SystemReport.Figure(
          diagram: diagram, svg: inlined, raw: bytes, prefix: prefix, actor: actor)
      } catch {
        report.failures.append("cannot render \(diagram.fileStem): \(error.description)")
        return nil
      }
    }
    let actorOfChart = Dictionary(
      model.actors.filter { $0.chart != nil }.map { ($0.path, $0.id.rawValue) },
      uniquingKeysWith: { first, _ in first })
    for diagram in ModelDiagrams.diagrams(
      for: model, findings: own, textMetrics: options.textMetrics)
    {
      let drawn: SystemReport.Figure?
      switch diagram.kind {
      case .topology:
        drawn = figure(diagram, actor: nil, heat: heat.map { map in { map.topology($0) } })
      case .statechart:
        let actor = actorOfChart[diagram.subject]
        drawn = figure(
          diagram, actor: actor,
          heat: heat.flatMap { map in actor.map { actor in { map.statechart(actor: actor, $0) } } })
      case .sequence: drawn = figure(diagram, actor: nil, heat: nil)
      }
      if let drawn { report.figures.append(drawn) }
    }
    guard let result else { return report }
    var stems = Set(report.figures.map { $0.diagram.fileStem.lowercased() })
    for violation in result.violations {
      var trace = TraceSteps(violation, system: result.system)
      let sequence = SequenceDiagram(
        counterexample: violation.counterexample, title: trace.title, message: violation.message,
        system: result.system)
      var diagram = ModelDiagrams.sequenceDiagram(
        sequence, model: model.name, label: "counterexample", textMetrics: options.textMetrics)
      let stem = diagram.fileStem
      var suffix = 2
      while !stems.insert(diagram.fileStem.lowercased()).inserted {
        diagram.fileStem = stem + "-\(suffix)"
        suffix += 1
      }
      trace.figure = figure(diagram, actor: nil, heat: nil)
      report.traces.append(trace)
    }
    return report
  }

  static func finding(_ diagnostic: Diagnostic, sources: SourceSet) -> SystemReport.Finding {
    let location = sources.location(of: diagnostic.range)
    return SystemReport.Finding(
      id: diagnostic.id.rawValue, severity: diagnostic.severity.rawValue,
      message: diagnostic.message,
      location: "\(sources[diagnostic.range.file].path):\(location.line):\(location.column)")
  }
}

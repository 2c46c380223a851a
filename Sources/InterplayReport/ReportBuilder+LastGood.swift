import InterplayDiagnostics

extension ReportBuilder {
  /// The sections of a live page once the last good diagrams are put back where errors
  /// took them away, and each section drawn without errors kept for the next build.
  ///
  /// A system with errors and nothing drawn gets its last good diagrams; a system no
  /// longer found at all (a file of it does not parse) gets its last good section back,
  /// with the errors in its files (taken out of `unplaced`) above those diagrams. The
  /// diagrams keep the heat map they were drawn with; verdicts and counterexamples are
  /// left out, as they may no longer hold.
  static func keepLastGood(
    _ systems: [SystemReport], _ memory: ReportMemory, unplaced: inout [Diagnostic],
    sources: SourceSet
  ) -> [SystemReport] {
    var result: [SystemReport] = []
    for var system in systems {
      if !system.hasInputErrors, !system.figures.isEmpty {
        memory.keepGood(system)
      } else if system.hasInputErrors, system.figures.isEmpty,
        let good = memory.lastGood(named: system.name)
      {
        system.figures = good.figures
        system.counts = good.counts
        system.notice = .lastGood
      }
      result.append(system)
    }
    let present = Set(systems.map(\.name))
    var anchors = Set(systems.map { $0.anchor.lowercased() })
    for good in memory.goodSections where !present.contains(good.name) {
      let files = Set(good.files)
      let errors = unplaced.filter {
        $0.severity == .error && files.contains(sources[$0.range.file].path)
      }
      // A system gone without an error in its files was removed or renamed: not kept.
      guard !errors.isEmpty, anchors.insert(good.anchor.lowercased()).inserted else { continue }
      unplaced.removeAll { files.contains(sources[$0.range.file].path) }
      var section = good
      section.summary = "not rebuilt: fix the errors first"
      section.findings = errors.map { finding($0, sources: sources) }
      section.verdicts = []
      section.traces = []
      section.failures = []
      section.notice = .lastGood
      result.append(section)
    }
    return result
  }
}

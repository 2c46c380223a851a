import InterplayDiagnostics

/// The machine and human formats diagnostics can be printed in.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
  /// `file:line:col: severity: message [id]`, one per line.
  case text
  /// A versioned JSON report.
  case json
  /// SARIF 2.1.0, for code-scanning services.
  case sarif
  /// JUnit XML, for CI test reports.
  case junit
}

/// Chooses and runs the renderer for a format; shared by every command.
public enum DiagnosticOutput {
  /// Interplay's version, in one place: `interplay --version`, `interplay-gen --version`,
  /// the machine formats, the language server's `serverInfo` and the artifact bundle's
  /// `info.json` (`Scripts/make-artifactbundle.sh` asks the built tools) all report it.
  public static let toolVersion = "0.1.0"

  /// Renders `diagnostics` in `format`; SARIF logs describe every lint rule with its
  /// summary and documentation (``RuleRegistry/metadata``).
  public static func render(
    _ diagnostics: [Diagnostic], sources: SourceSet, format: DiagnosticFormat,
    annotated: Bool = false, warningsAsErrors: Bool = false
  ) -> String {
    switch format {
    case .text:
      TextDiagnosticRenderer(annotated: annotated).render(diagnostics, in: sources)
    case .json:
      JSONDiagnosticRenderer().render(diagnostics, in: sources)
    case .sarif:
      SARIFDiagnosticRenderer(toolVersion: toolVersion, rules: RuleRegistry.metadata)
        .render(diagnostics, in: sources)
    case .junit:
      JUnitDiagnosticRenderer(warningsAsErrors: warningsAsErrors).render(diagnostics, in: sources)
    }
  }
}

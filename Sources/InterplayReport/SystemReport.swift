import InterplayCheck
import InterplayDiagnostics
import InterplayModel
import InterplayRender

/// What the report shows about one system: findings, verdicts, diagrams and traces.
struct SystemReport {
  /// One lint diagnostic or check finding.
  struct Finding {
    var id: String
    var severity: String
    var message: String
    var location: String
  }

  /// One property and what the search made of it.
  struct Verdict {
    var name: String
    var kind: String
    /// `proved`, `violated` or `undecided`.
    var outcome: String
  }

  /// One drawing, rendered to SVG, with the prefix its element ids get in the page.
  struct Figure {
    var diagram: Diagram
    var svg: String
    /// The SVG as Graphviz wrote it, for the assets folder.
    var raw: [UInt8]
    var prefix: String
    /// The model actor a statechart belongs to.
    var actor: Int?
  }

  var name: String
  var anchor: String
  var summary: String
  var findings: [Finding]
  var verdicts: [Verdict]
  var figures: [Figure]
  var traces: [TraceSteps]
  var counts: CoverageCounts?
  /// Renders that failed, as messages.
  var failures: [String]
  /// The paths of the system's files, the root first.
  var files: [String] = []
  /// Whether reading, resolving or linting the files found an error (a violation the
  /// search found is not one: the diagrams are still the model's).
  var hasInputErrors = false
  /// What the page says of a section not current: its search still running, or its
  /// diagrams kept from the last build without errors.
  var notice: Notice?

  /// Why a section is not the whole answer for the files as saved.
  enum Notice {
    /// Lint and diagrams are current; the search has not ended yet.
    case searching
    /// The files have errors; the diagrams are the last ones drawn without.
    case lastGood
  }
}

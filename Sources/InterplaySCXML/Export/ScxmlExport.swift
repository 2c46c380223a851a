import InterplayDiagnostics
import InterplayModel

/// Interplay to SCXML: one modelled actor's statechart as an SCXML 1.0 document.
///
/// States, transitions and actions are written element for element (docs/SCXML.md,
/// Export, has the mapping); a construct SCXML cannot express is an `export.unsupported`
/// error at its range, and the document is then not meant to be written. The text is
/// the same bytes for the same model.
public struct ScxmlExport: Sendable {
  /// The document, ending in a newline (meaningful when ``diagnostics`` has no error).
  public var text: String
  /// Every construct not exported (errors) and every approximation (warnings).
  public var diagnostics: [Diagnostic]
  /// The SCXML id of each state, by ``StateID`` index.
  public var stateIDs: [String]
  /// The SCXML id of each history pseudostate, by ``HistoryID`` index.
  public var historyIDs: [String]
  /// The SCXML event name of each notification the chart takes, sends or emits.
  public var eventNames: [NotificationRef: String]
  /// The event of each `after` timer: its state and delay in milliseconds, by name.
  public var timerEvents: [String: (state: StateID, milliseconds: Int)]

  /// The diagnostic id of a construct SCXML cannot express.
  public static let unsupportedID: DiagnosticID = "export.unsupported"

  /// The diagnostic id (a warning) of a construct a lossy export approximated.
  public static let approximatedID: DiagnosticID = "export.approximated"

  /// The namespace of the attributes a lossy export adds for what SCXML cannot declare
  /// (an integer's range, `interplay:range="0...3"` on `<data>`): SCXML allows attributes
  /// of other namespaces, a processor ignores them, and `interplay import scxml` reads
  /// them back.
  public static let interplayNamespace = "urn:x-interplay:scxml"

  /// Exports the chart of `actor`, which must be modelled (have a statechart). With
  /// `lossy`, what SCXML cannot express is written as close as SCXML allows, or as an
  /// XML comment in its place, each an `export.approximated` warning, and the document
  /// is always complete.
  public init(model: Model, actor: ActorID, lossy: Bool = false) {
    var exporter = ScxmlExporter(model: model, actor: actor, lossy: lossy)
    let document = exporter.export()
    text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + document.text()
    diagnostics = Diagnostic.sorted(exporter.diagnostics)
    stateIDs = exporter.stateIDs
    historyIDs = exporter.historyIDs
    eventNames = exporter.eventNames
    timerEvents = exporter.timerEvents
  }

  /// Whether the document carries the whole chart (no error).
  public var isComplete: Bool { !diagnostics.contains { $0.severity == .error } }
}

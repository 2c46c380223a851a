/// The subset of the SARIF 2.1.0 object model that ``SARIFDiagnosticRenderer`` writes.
///
/// Property names follow the SARIF specification exactly; optional properties
/// that are `nil` are left out of the JSON.
struct SARIFLog: Encodable {
  /// The OASIS schema this log conforms to (errata 01).
  static let schemaURI =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  let schema = SARIFLog.schemaURI
  let version = "2.1.0"
  let runs: [Run]

  private enum CodingKeys: String, CodingKey {
    case schema = "$schema"
    case version, runs
  }

  /// One invocation of the tool.
  struct Run: Encodable {
    let tool: Tool
    /// Always `utf16CodeUnits`, SARIF's default, written out for readers that guess.
    let columnKind = "utf16CodeUnits"
    let artifacts: [Artifact]
    let results: [Result]
  }

  /// The analysis tool.
  struct Tool: Encodable {
    let driver: Driver
  }

  /// The tool's main component and the rules it reports on.
  struct Driver: Encodable {
    let name: String
    let version: String
    let informationUri: String?
    let rules: [ReportingDescriptor]
  }

  /// A rule: one per distinct diagnostic id.
  struct ReportingDescriptor: Encodable {
    let id: String
    let shortDescription: Message
    let fullDescription: Message?
    let help: Message?
    let helpUri: String?
    let defaultConfiguration: Configuration
  }

  /// A rule's default configuration.
  struct Configuration: Encodable {
    let level: String
  }

  /// A plain-text message.
  struct Message: Encodable {
    let text: String
  }

  /// A file the run analyzed; its position in `artifacts` is its `index`.
  struct Artifact: Encodable {
    let location: ArtifactLocation
    /// The file size in bytes.
    let length: Int
  }

  /// A reference to an artifact, by URI and by index into `run.artifacts`.
  struct ArtifactLocation: Encodable {
    let uri: String
    let index: Int
  }

  /// One finding.
  struct Result: Encodable {
    let ruleId: String
    let ruleIndex: Int
    let level: String
    let message: Message
    let locations: [Location]
    let relatedLocations: [Location]?
    let fixes: [Fix]?
  }

  /// A location; related locations carry an `id` and a `message`, and may have no physical place.
  struct Location: Encodable {
    let id: Int?
    let message: Message?
    let physicalLocation: PhysicalLocation?
  }

  /// A region of an artifact.
  struct PhysicalLocation: Encodable {
    let artifactLocation: ArtifactLocation
    let region: Region
  }

  /// A text region: 1-based lines, 1-based UTF-16 columns, `endColumn` exclusive.
  struct Region: Encodable {
    let startLine: Int
    let startColumn: Int
    let endLine: Int
    let endColumn: Int
  }

  /// A proposed fix: the edits of one fix-it, grouped by file.
  struct Fix: Encodable {
    let description: Message
    let artifactChanges: [ArtifactChange]
  }

  /// The edits a fix makes to one artifact.
  struct ArtifactChange: Encodable {
    let artifactLocation: ArtifactLocation
    let replacements: [Replacement]
  }

  /// One edit; an empty `deletedRegion` inserts, absent `insertedContent` deletes.
  struct Replacement: Encodable {
    let deletedRegion: Region
    let insertedContent: ArtifactContent?
  }

  /// Text to insert.
  struct ArtifactContent: Encodable {
    let text: String
  }
}

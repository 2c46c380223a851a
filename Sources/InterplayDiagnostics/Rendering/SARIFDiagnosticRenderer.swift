import Foundation

/// Renders diagnostics as a SARIF 2.1.0 log, for code-scanning services and SARIF viewers.
///
/// The log has one run whose tool driver is named `interplay`:
///
/// - `tool.driver.rules` holds one reporting descriptor per distinct diagnostic
///   id, sorted by id. Its `shortDescription`, `fullDescription`, `help` and
///   `helpUri` come from the caller's ``RuleMetadata``; an id without metadata is
///   described by the id itself. `defaultConfiguration.level` is the most severe
///   level the id was reported with in this run.
/// - `artifacts` lists every file of the ``SourceSet``, in load order, with its
///   URI and byte length; locations refer to them by `index` as well as by `uri`.
///   Relative paths stay relative URI references, absolute paths become `file:`
///   URIs, and everything outside the RFC 3986 path characters is percent-encoded.
/// - `results` hold one result per diagnostic, in ``Diagnostic/sorted(_:)``
///   order: `ruleId`, `ruleIndex`, `level` (`error`, `warning` or `note`),
///   `message.text`, one location, the notes as `relatedLocations` (numbered from
///   0 by `id`; a note without a range has only its `id` and `message`), and the
///   fix-its as `fixes`, their edits grouped by file into artifact changes. A
///   fix-it without edits has nothing SARIF can express and is left out.
/// - Regions use 1-based lines and 1-based columns counted in UTF-16 code units
///   (SARIF's default `columnKind`, which the run states explicitly); `endLine`
///   and `endColumn` point just past the range, so an empty range is an
///   insertion point.
///
/// Output is deterministic: keys are sorted, pretty-printed, ending in a newline.
public struct SARIFDiagnosticRenderer: Sendable {
  /// The `tool.driver.name` of every log.
  public static let toolName = "interplay"

  /// The SARIF `$schema` written into every log.
  public static var schemaURI: String { SARIFLog.schemaURI }

  /// The tool version written to `tool.driver.version`.
  public var toolVersion: String
  /// The tool's home page, written to `tool.driver.informationUri` when set.
  public var informationURI: String?
  /// Descriptions of the rules, keyed by diagnostic id.
  public var rules: [DiagnosticID: RuleMetadata]

  /// Creates a renderer for a tool version, with optional home page and rule descriptions.
  public init(
    toolVersion: String, informationURI: String? = nil, rules: [DiagnosticID: RuleMetadata] = [:]
  ) {
    self.toolVersion = toolVersion
    self.informationURI = informationURI
    self.rules = rules
  }

  /// Renders the diagnostics as a SARIF log ending in a newline.
  ///
  /// Every range must lie in a file of `sources`.
  public func render(_ diagnostics: [Diagnostic], in sources: SourceSet) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data: Data
    do {
      data = try encoder.encode(log(diagnostics, in: sources))
    } catch {
      // The log holds only strings, integers and arrays, which always encode.
      preconditionFailure("JSON encoding of a SARIF log failed: \(error)")
    }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  func log(_ diagnostics: [Diagnostic], in sources: SourceSet) -> SARIFLog {
    let sorted = Diagnostic.sorted(diagnostics)
    var levels: [DiagnosticID: Severity] = [:]
    for diagnostic in sorted {
      levels[diagnostic.id] = max(levels[diagnostic.id] ?? diagnostic.severity, diagnostic.severity)
    }
    let ruleIDs = levels.keys.sorted()
    let ruleIndex = Dictionary(uniqueKeysWithValues: ruleIDs.enumerated().map { ($1, $0) })
    let artifacts = sources.files.enumerated().map { index, file in
      SARIFLog.Artifact(
        location: SARIFLog.ArtifactLocation(
          uri: ArtifactURI.reference(forPath: file.path), index: index),
        length: file.bytes.count)
    }
    let driver = SARIFLog.Driver(
      name: Self.toolName, version: toolVersion, informationUri: informationURI,
      rules: ruleIDs.map { descriptor(for: $0, level: levels[$0] ?? .error) })
    let results = sorted.map { diagnostic in
      SARIFLog.Result(
        ruleId: diagnostic.id.rawValue,
        ruleIndex: ruleIndex[diagnostic.id] ?? 0,
        level: diagnostic.severity.rawValue,
        message: SARIFLog.Message(text: diagnostic.message),
        locations: [
          SARIFLog.Location(
            id: nil, message: nil, physicalLocation: physicalLocation(diagnostic.range, sources))
        ],
        relatedLocations: nilIfEmpty(
          diagnostic.notes.enumerated().map { index, note in
            SARIFLog.Location(
              id: index, message: SARIFLog.Message(text: note.message),
              physicalLocation: note.range.map { physicalLocation($0, sources) })
          }),
        fixes: nilIfEmpty(diagnostic.fixIts.compactMap { fix(for: $0, in: sources) }))
    }
    return SARIFLog(
      runs: [
        SARIFLog.Run(tool: SARIFLog.Tool(driver: driver), artifacts: artifacts, results: results)
      ]
    )
  }

  private func descriptor(for id: DiagnosticID, level: Severity) -> SARIFLog.ReportingDescriptor {
    let metadata = rules[id]
    return SARIFLog.ReportingDescriptor(
      id: id.rawValue,
      shortDescription: SARIFLog.Message(text: metadata?.summary ?? id.rawValue),
      fullDescription: metadata?.help.map(SARIFLog.Message.init),
      help: metadata?.help.map(SARIFLog.Message.init),
      helpUri: metadata?.helpURI,
      defaultConfiguration: SARIFLog.Configuration(level: level.rawValue))
  }

  private func fix(for fixIt: FixIt, in sources: SourceSet) -> SARIFLog.Fix? {
    let files = Set(fixIt.edits.map(\.range.file)).sorted()
    guard !files.isEmpty else { return nil }
    let changes = files.map { file in
      SARIFLog.ArtifactChange(
        artifactLocation: artifactLocation(file, sources),
        replacements: fixIt.edits.filter { $0.range.file == file }.map { edit in
          SARIFLog.Replacement(
            deletedRegion: region(edit.range, sources),
            insertedContent: edit.replacement.isEmpty
              ? nil : SARIFLog.ArtifactContent(text: edit.replacement))
        })
    }
    return SARIFLog.Fix(
      description: SARIFLog.Message(text: fixIt.message), artifactChanges: changes)
  }

  private func physicalLocation(_ range: SourceRange, _ sources: SourceSet)
    -> SARIFLog.PhysicalLocation
  {
    SARIFLog.PhysicalLocation(
      artifactLocation: artifactLocation(range.file, sources), region: region(range, sources))
  }

  private func artifactLocation(_ file: FileID, _ sources: SourceSet) -> SARIFLog.ArtifactLocation {
    SARIFLog.ArtifactLocation(
      uri: ArtifactURI.reference(forPath: sources[file].path), index: file.rawValue)
  }

  private func region(_ range: SourceRange, _ sources: SourceSet) -> SARIFLog.Region {
    let file = sources[range.file]
    let start = file.utf16Location(of: range.start)
    let end = file.utf16Location(of: range.end)
    return SARIFLog.Region(
      startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column)
  }

  private func nilIfEmpty<Element>(_ array: [Element]) -> [Element]? {
    array.isEmpty ? nil : array
  }
}

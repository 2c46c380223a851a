import Foundation

/// Validates SARIF logs against the official OASIS SARIF 2.1.0 schema, using
/// Python's `jsonschema` package (`Draft4Validator`, the schema's draft).
///
/// Python and `jsonschema` are required: when either is missing, validation
/// reports a failure that says so; it never passes by default.
public enum SARIFSchemaValidator {
  /// Where the schema may live: the copy kept in the repository (`Tests/Fixtures/Schemas/`,
  /// so a clone anywhere can run the tests), else `shared/` beside the clone.
  public static let candidateLocations: [URL] = [
    TestPaths.fixtures.appendingPathComponent("Schemas/sarif-schema-2.1.0.json"),
    TestPaths.repositoryRoot.appendingPathComponent("../shared/schemas/sarif-schema-2.1.0.json"),
  ].map(\.standardizedFileURL)

  /// The schema file, or `nil` when it is in none of the candidate locations.
  public static let schemaLocation: URL? = candidateLocations.first {
    FileManager.default.fileExists(atPath: $0.path)
  }

  /// Why schema tests are skipped when the schema is absent.
  public static var missingSchemaReason: String {
    "SARIF schema not found at " + candidateLocations.map(\.path).joined(separator: " or ")
  }

  /// The result of one validation run.
  public struct Outcome {
    /// 0: valid; 1: invalid (errors in `output`); 3: `jsonschema` missing;
    /// 127: `python3` missing; anything else: the validator itself failed.
    public let status: Int32
    /// What the validator printed: one `path: message` line per schema violation.
    public let output: String

    /// Whether the log was valid.
    public var isValid: Bool { status == 0 }

    /// Explains a failure, naming a missing prerequisite plainly.
    public var explanation: String {
      switch status {
      case 127: "/usr/bin/python3 was not found: run Scripts/install-deps.sh.\n\(output)"
      case 3:
        "Debian's python3-jsonschema is not installed: run Scripts/install-deps.sh.\n\(output)"
      default: "SARIF schema validation exited with \(status):\n\(output)"
      }
    }
  }

  /// The validator, run as `python3 -c <script> <schema> <log>`.
  private static let script = """
    import json, sys
    try:
        import jsonschema
    except ImportError as error:
        print(error)
        sys.exit(3)
    with open(sys.argv[1], encoding="utf-8") as file:
        schema = json.load(file)
    with open(sys.argv[2], encoding="utf-8") as file:
        log = json.load(file)
    jsonschema.Draft4Validator.check_schema(schema)
    errors = list(jsonschema.Draft4Validator(schema).iter_errors(log))
    for error in sorted(errors, key=lambda e: [str(p) for p in e.absolute_path]):
        print("/".join(str(p) for p in error.absolute_path) + ": " + error.message)
    sys.exit(1 if errors else 0)
    """

  /// Writes `log` to a temporary file and validates it against the schema at `schema`.
  public static func validate(_ log: String, schema: URL) throws -> Outcome {
    let logFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("interplay-\(UUID().uuidString).sarif")
    try Data(log.utf8).write(to: logFile)
    defer { try? FileManager.default.removeItem(at: logFile) }

    let process = Process()
    // The system Python and its jsonschema (Debian's python3-jsonschema, which
    // Scripts/install-deps.sh installs), never one that comes first on PATH.
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = ["-c", script, schema.path, logFile.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
  }
}

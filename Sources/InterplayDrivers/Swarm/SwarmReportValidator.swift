import InterplayDiagnostics

/// Checks that one swarm member's report is a `check --format json` report whose findings
/// the merge can count: every value the merge reads has the type and range `check`
/// writes. Each problem is an error `merge.invalid-report` at the value's line and column
/// in the report.
///
/// What is checked: `version` 1; `diagnostics`, each with a `severity` (`error`, `warning`
/// or `note`) and a `message`; `usageError`, absent or a string; `systems`, each with a
/// `name`, `complete`, `undecided` (names), `statistics.states` (a count) and
/// `violations`, each with `check`, `id`, `location.message` and `counterexample.length`
/// (a count, equal to the number of `steps` when they are given). A report's `status` is
/// never read: the merge derives every verdict from these findings.
struct SwarmReportValidator {
  /// The problem id.
  static let invalid: DiagnosticID = "merge.invalid-report"

  /// The report's file in the merge's sources.
  let file: FileID
  /// Finds values in the report's text.
  let locator: JSONLocator
  /// The problems found.
  private(set) var diagnostics: [Diagnostic] = []

  /// Creates a validator of the report text of `file`.
  init(file: FileID, bytes: [UInt8]) {
    self.file = file
    self.locator = JSONLocator(bytes: bytes)
  }

  private typealias Path = [JSONLocator.Step]

  /// Checks a decoded report.
  mutating func validate(_ report: [String: JSON]) {
    if report["version"]?.intValue != 1 {
      problem(
        [.key("version")],
        report["version"] == nil ? "no `version`" : "`version` is not 1, the version merged")
    }
    for (index, diagnostic) in array(report, "diagnostics", at: []).enumerated() {
      let path: Path = [.key("diagnostics"), .index(index)]
      guard let object = object(diagnostic, at: path) else { continue }
      if !["error", "warning", "note"].contains(object["severity"]?.stringValue ?? "") {
        problem(path + [.key("severity")], "expected `error`, `warning` or `note`")
      }
      _ = string(object, "message", at: path)
      if object["id"] != nil { _ = string(object, "id", at: path) }
    }
    if let usage = report["usageError"], usage != .null, usage.stringValue == nil {
      problem([.key("usageError")], "expected a string")
    }
    for (index, system) in array(report, "systems", at: []).enumerated() {
      validate(system: system, at: [.key("systems"), .index(index)])
    }
  }

  private mutating func validate(system: JSON, at path: Path) {
    guard let system = object(system, at: path) else { return }
    if let name = string(system, "name", at: path), name.isEmpty {
      problem(path + [.key("name")], "a system's name is empty")
    }
    if system["complete"]?.boolValue == nil {
      problem(path + [.key("complete")], "expected `true` or `false`")
    }
    for (index, name) in array(system, "undecided", at: path).enumerated()
    where name.stringValue == nil {
      problem(path + [.key("undecided"), .index(index)], "expected a property name")
    }
    if let statistics = object(system["statistics"], at: path + [.key("statistics")]) {
      _ = count(statistics, "states", at: path + [.key("statistics")])
      if let lossy = statistics["lossy"], lossy.objectValue == nil {
        problem(path + [.key("statistics"), .key("lossy")], "expected an object")
      }
    }
    for (index, violation) in array(system, "violations", at: path).enumerated() {
      let at = path + [.key("violations"), .index(index)]
      guard let violation = object(violation, at: at) else { continue }
      _ = string(violation, "check", at: at)
      _ = string(violation, "id", at: at)
      if let name = violation["name"], name != .null, name.stringValue == nil {
        problem(at + [.key("name")], "expected a string")
      }
      if let location = object(violation["location"], at: at + [.key("location")]) {
        _ = string(location, "message", at: at + [.key("location")])
      }
      let run = at + [.key("counterexample")]
      guard let counterexample = object(violation["counterexample"], at: run),
        let length = count(counterexample, "length", at: run)
      else { continue }
      if let steps = counterexample["steps"] {
        if let list = steps.arrayValue {
          if list.count != length {
            problem(
              run + [.key("length")],
              "the counterexample's length is \(length) but it has \(list.count) steps")
          }
        } else {
          problem(run + [.key("steps")], "expected an array")
        }
      }
    }
  }

  private mutating func problem(_ path: Path, _ message: String) {
    var name = path.map(\.description).joined()
    if name.hasPrefix(".") { name.removeFirst() }
    let shown = name.isEmpty ? message : "`\(name)`: \(message)"
    diagnostics.append(
      .error(
        Self.invalid, "not a valid `interplay check` report: \(shown)",
        at: .point(file, locator.offset(of: path))))
  }

  private mutating func object(_ value: JSON?, at path: Path) -> [String: JSON]? {
    guard let value else {
      problem(path, "missing")
      return nil
    }
    guard let object = value.objectValue else {
      problem(path, "expected an object")
      return nil
    }
    return object
  }

  private mutating func array(_ object: [String: JSON], _ key: String, at path: Path) -> [JSON] {
    guard let value = object[key] else {
      problem(path + [.key(key)], "missing")
      return []
    }
    guard let array = value.arrayValue else {
      problem(path + [.key(key)], "expected an array")
      return []
    }
    return array
  }

  private mutating func string(_ object: [String: JSON], _ key: String, at path: Path) -> String? {
    guard let value = object[key]?.stringValue else {
      problem(path + [.key(key)], object[key] == nil ? "missing" : "expected a string")
      return nil
    }
    return value
  }

  private mutating func count(_ object: [String: JSON], _ key: String, at path: Path) -> Int? {
    guard let value = object[key]?.intValue, value >= 0 else {
      problem(
        path + [.key(key)], object[key] == nil ? "missing" : "expected a non-negative integer")
      return nil
    }
    return value
  }
}

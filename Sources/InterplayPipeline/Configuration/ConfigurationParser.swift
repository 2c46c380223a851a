import InterplayDiagnostics
import InterplayLint
import InterplayModel
import Yams

/// Reads the text of an `.interplay.yml` file into a ``LintConfiguration``.
///
/// Never throws: malformed YAML, unknown settings, rules and profiles, and invalid values
/// are diagnostics at their line and column in the file; whatever is valid still applies.
struct ConfigurationParser {
  /// The setting names, in the order the documentation lists them.
  static let keys = ["profiles", "warnings-as-errors", "rules"]

  let file: SourceFile
  let fileID: FileID
  let ruleNames: [String]
  private(set) var configuration: LintConfiguration
  private(set) var diagnostics: [Diagnostic] = []

  /// Parses `file` (already added to the run's sources as `fileID`).
  init(file: SourceFile, fileID: FileID, ruleNames: [String]) {
    self.file = file
    self.fileID = fileID
    self.ruleNames = ruleNames
    self.configuration = LintConfiguration(path: file.path)
    parse()
  }

  private mutating func parse() {
    let root: Node?
    do {
      root = try Yams.compose(yaml: file.text)
    } catch let error as YamlError {
      report(error)
      return
    } catch {
      diagnostics.append(
        .error("config.malformed", "malformed configuration: \(error)", at: .point(fileID, 0)))
      return
    }
    guard let root else { return }  // an empty file: the defaults
    guard let mapping = root.mapping else {
      invalid("the configuration must be a mapping of settings such as 'rules:'", root)
      return
    }
    for (key, value) in mapping {
      let name = key.string ?? ""
      switch name {
      case "rules": readRules(value)
      case "profiles": readProfiles(value)
      case "warnings-as-errors": readWarningsAsErrors(value)
      default:
        let range = self.range(of: key)
        let fix = DidYouMean.fix(
          name, at: range, suggestion: DidYouMean.closest(to: name, among: Self.keys))
        diagnostics.append(
          .warning(
            "config.unknown-key", "unknown setting '\(name)'", at: range, notes: fix.notes,
            fixIts: fix.fixIts))
      }
    }
  }

  private mutating func readRules(_ node: Node) {
    guard let mapping = node.mapping else {
      invalid("'rules' must map rule names to 'error', 'warning', 'note' or 'off'", node)
      return
    }
    for (key, value) in mapping {
      let written = key.string ?? ""
      let name = written.hasPrefix("lint.") ? String(written.dropFirst(5)) : written
      let range = self.range(of: key)
      guard ruleNames.contains(name) else {
        let fix = DidYouMean.fix(
          written, at: range, suggestion: DidYouMean.closest(to: name, among: ruleNames))
        diagnostics.append(
          .warning(
            "config.unknown-rule", "unknown rule '\(written)'", at: range, notes: fix.notes,
            fixIts: fix.fixIts))
        continue
      }
      guard let text = value.scalar?.string, let severity = RuleSeverity(rawValue: text) else {
        invalid(
          "invalid severity \(describe(value)) for rule '\(name)': expected 'error', 'warning', "
            + "'note' or 'off'", value)
        continue
      }
      configuration.severities[name] = severity
    }
  }

  private mutating func readProfiles(_ node: Node) {
    let items: [Node]
    if let sequence = node.sequence {
      items = Array(sequence)
    } else if node.scalar != nil {
      items = [node]
    } else {
      invalid("'profiles' must be a list of profile names such as '[bsp]'", node)
      return
    }
    let names = ModelProfile.allCases.map(\.rawValue)
    for item in items {
      let name = item.scalar?.string ?? ""
      guard let profile = ModelProfile(rawValue: name) else {
        let range = self.range(of: item)
        let fix = DidYouMean.fix(
          name, at: range, suggestion: DidYouMean.closest(to: name, among: names))
        diagnostics.append(
          .warning(
            "config.unknown-profile",
            "unknown profile \(describe(item)); known profiles: "
              + names.map { "'\($0)'" }.joined(separator: ", "),
            at: range, notes: fix.notes, fixIts: fix.fixIts))
        continue
      }
      if !configuration.profiles.contains(profile) { configuration.profiles.append(profile) }
    }
  }

  private mutating func readWarningsAsErrors(_ node: Node) {
    switch node.scalar?.string.lowercased() {
    case "true", "yes", "on": configuration.warningsAsErrors = true
    case "false", "no", "off": configuration.warningsAsErrors = false
    default:
      invalid("'warnings-as-errors' must be 'true' or 'false', found \(describe(node))", node)
    }
  }

  private func describe(_ node: Node) -> String {
    if let scalar = node.scalar { return "'\(scalar.string)'" }
    return node.mapping != nil ? "a mapping" : "a list"
  }

  private mutating func invalid(_ message: String, _ node: Node) {
    diagnostics.append(.error("config.invalid-value", message, at: range(of: node)))
  }

  private mutating func report(_ error: YamlError) {
    let problem: String
    var range = SourceRange.point(fileID, 0)
    switch error {
    case .scanner(_, let text, let mark, _), .parser(_, let text, let mark, _),
      .composer(_, let text, let mark, _):
      problem = text
      range = point(line: mark.line, column: mark.column)
    case .reader(let text, let offset, _, _):
      problem = text
      if let offset { range = .point(fileID, min(offset, file.bytes.count)) }
    case .duplicatedKeysInMapping(let duplicates, let context):
      problem = "duplicate key " + duplicates.map { "'\($0)'" }.joined(separator: ", ")
      range = point(line: context.mark.line, column: context.mark.column)
    default:
      problem = "\(error)"
    }
    diagnostics.append(.error("config.malformed", "malformed configuration: \(problem)", at: range))
  }

  private func range(of node: Node) -> SourceRange {
    guard let mark = node.mark else { return .point(fileID, 0) }
    let start = point(line: mark.line, column: mark.column)
    let length = node.scalar?.string.utf8.count ?? 0
    return SourceRange(file: fileID, start: start.start, end: start.start + length)
  }

  /// The byte offset of a 1-based line and column (columns count characters).
  private func point(line: Int, column: Int) -> SourceRange {
    guard line >= 1, line <= file.lineStarts.count else {
      return .point(fileID, file.bytes.count)
    }
    let lineStart = file.lineStarts[line - 1]
    let lineText = file.lineText(line)
    let prefix = lineText.prefix(max(0, column - 1))
    return .point(fileID, min(file.bytes.count, lineStart + prefix.utf8.count))
  }
}

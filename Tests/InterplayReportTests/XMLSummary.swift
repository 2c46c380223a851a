import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// What the report tests look for in `index.html`, read with `XMLParser` (the page is
/// well-formed XHTML): figures by kind, findings, verdicts, traces, ids and heat classes.
final class XMLSummary: NSObject, XMLParserDelegate {
  struct NotXML: Error { var description: String }

  /// A row of a per-step state table.
  struct StateRow: Equatable, CustomStringConvertible {
    var owner: String
    var field: String
    var value: String
    var changed: Bool
    /// The tooltip: `before: <value>` on a changed row.
    var title: String?

    var description: String { "\(owner) \(field) = \(value)\(changed ? " (changed)" : "")" }
  }

  private(set) var figures: [String] = []
  private(set) var findingIDs: [String] = []
  private(set) var verdicts: [String: String] = [:]
  private(set) var traces: [String] = []
  private(set) var steps = 0
  private(set) var ids: [String] = []
  private(set) var heatIDs: [String] = []
  private(set) var heatLevels = Set<Int>()
  private(set) var scriptData = ""
  /// The per-step state tables, by trace id, per step.
  private(set) var stateTables: [String: [[StateRow]]] = [:]
  /// The text of each step of the step lists, by trace id.
  private(set) var stepTexts: [String: [String]] = [:]
  private var trace = ""
  private var row: StateRow?
  private var cells: [String] = []
  private var text = ""
  private var inData = false

  init(_ html: String) throws {
    super.init()
    // The doctype is HTML's, not XML's: drop it.
    let body = html.replacingOccurrences(of: "<!DOCTYPE html>", with: "")
    let parser = XMLParser(data: Data(body.utf8))
    parser.delegate = self
    guard parser.parse() else {
      throw NotXML(
        description: "\(parser.parserError.map { "\($0)" } ?? "?") line \(parser.lineNumber)")
    }
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    text = ""
    let classes = (attributes["class"] ?? "").split(separator: " ").map(String.init)
    if let id = attributes["id"] { ids.append(id) }
    if name == "figure", classes.contains("diagram"), classes.count > 1 {
      figures.append(classes[1])
    }
    if name == "li", classes.contains("finding"), let id = attributes["data-id"] {
      findingIDs.append(id)
    }
    if name == "tr" { cells = [] }
    if name == "table", classes.contains("state") { stateTables[trace, default: []].append([]) }
    if name == "tr", let owner = attributes["data-owner"], let field = attributes["data-field"] {
      row = StateRow(
        owner: owner, field: field, value: "", changed: classes.contains("changed"), title: nil)
    }
    if name == "td", classes.contains("value") { row?.title = attributes["title"] }
    if name == "div", classes.contains("trace"), let id = attributes["id"] {
      trace = id
      traces.append(id)
      steps = Int(attributes["data-steps"] ?? "") ?? 0
    }
    if classes.contains("heat"), let id = attributes["id"] {
      heatIDs.append(id)
      for name in classes where name.hasPrefix("heat-") {
        if let level = Int(name.dropFirst(5)) { heatLevels.insert(level) }
      }
    }
    inData = name == "script" && attributes["id"] == "interplay-data"
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    text += string
    if inData { scriptData += string }
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    if name == "td" {
      cells.append(text)
      row?.value = text
    }
    if name == "tr", let done = row {
      stateTables[trace, default: []][stateTables[trace, default: []].count - 1].append(done)
      row = nil
    }
    if name == "tr", cells.count == 3 { verdicts[cells[1]] = cells[2] }
    if name == "script" { inData = false }
    if name == "pre" { stepTexts[trace, default: []].append(text) }
  }
}

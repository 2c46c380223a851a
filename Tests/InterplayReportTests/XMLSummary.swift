import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// What the report tests look for in `index.html`, read with `XMLParser` (the page is
/// well-formed XHTML): figures by kind, findings, verdicts, traces, ids and heat classes.
final class XMLSummary: NSObject, XMLParserDelegate {
  struct NotXML: Error { var description: String }

  private(set) var figures: [String] = []
  private(set) var findingIDs: [String] = []
  private(set) var verdicts: [String: String] = [:]
  private(set) var traces: [String] = []
  private(set) var steps = 0
  private(set) var ids: [String] = []
  private(set) var heatIDs: [String] = []
  private(set) var heatLevels = Set<Int>()
  private(set) var scriptData = ""
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
    if name == "tr", classes.contains("verdict") { cells = [] }
    if name == "div", classes.contains("trace"), let id = attributes["id"] {
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
    if name == "td" { cells.append(text) }
    if name == "tr", cells.count == 3 { verdicts[cells[1]] = cells[2] }
    if name == "script" { inData = false }
  }
}

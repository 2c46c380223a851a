import InterplayRender

/// The page: `index.html` with every diagram inlined, the stylesheet and the script as
/// assets, and every diagram's SVG as a file of its own.
struct ReportHTML {
  var systems: [SystemReport]
  /// Findings in files no system was loaded from.
  var unplaced: [SystemReport.Finding]

  func page() -> ReportPage {
    var files: [(path: String, bytes: [UInt8])] = [("index.html", Array(index().utf8))]
    files.append(("assets/report.css", Array(ReportAssets.css.utf8)))
    files.append(("assets/report.js", Array(ReportAssets.script.utf8)))
    var written = Set<String>()
    for system in systems {
      for figure in system.figures + system.traces.compactMap(\.figure) {
        let path = "assets/" + figure.diagram.fileStem + ".svg"
        if written.insert(path.lowercased()).inserted { files.append((path, figure.raw)) }
      }
    }
    return ReportPage(files: files)
  }

  private func index() -> String {
    var html = XHTMLWriter()
    html.raw("<!DOCTYPE html>\n")
    html.element("html", ["xmlns": "http://www.w3.org/1999/xhtml", "lang": "en"]) { html in
      html.element("head") { html in
        html.empty("meta", ["charset": "utf-8"])
        html.element(
          "title", text: "Interplay report: " + systems.map(\.name).joined(separator: ", "))
        html.empty("link", ["rel": "stylesheet", "href": "assets/report.css"])
        html.element("script", ["src": "assets/report.js", "defer": "defer"], text: "")
      }
      html.element("body", ["class": "heat-on"]) { html in
        header(&html)
        if !unplaced.isEmpty {
          html.element("section", ["class": "system", "id": "other-findings"]) { html in
            html.element("h2", text: "Other findings")
            findings(unplaced, &html)
          }
        }
        for system in systems { SystemSection(system: system).write(&html) }
        html.element("script", ["type": "application/json", "id": "interplay-data"]) { html in
          html.raw(TraceData.json(systems))
        }
      }
    }
    return html.text + "\n"
  }

  private func header(_ html: inout XHTMLWriter) {
    html.element("header") { html in
      html.element("h1", text: "Interplay report")
      html.element("nav") { html in
        for system in systems {
          html.element("a", ["href": "#" + system.anchor], text: system.name)
        }
      }
      html.element("label", ["class": "heat-toggle"]) { html in
        html.empty("input", ["type": "checkbox", "id": "heat-toggle", "checked": "checked"])
        html.write(" coverage heat map")
      }
    }
  }

  /// A list of findings, or a line saying there are none.
  static func findings(_ list: [SystemReport.Finding], _ html: inout XHTMLWriter) {
    guard !list.isEmpty else {
      html.element("p", ["class": "none"], text: "No findings.")
      return
    }
    html.element("ul", ["class": "findings"]) { html in
      for finding in list {
        html.element("li", ["class": "finding " + finding.severity, "data-id": finding.id]) {
          html in
          html.element("span", ["class": "severity"], text: finding.severity)
          html.raw(" ")
          html.element("code", ["class": "id"], text: finding.id)
          html.raw(" ")
          html.element("span", ["class": "message"], text: finding.message)
          html.raw(" ")
          html.element("span", ["class": "where"], text: finding.location)
        }
      }
    }
  }

  private func findings(_ list: [SystemReport.Finding], _ html: inout XHTMLWriter) {
    Self.findings(list, &html)
  }
}

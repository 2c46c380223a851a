import InterplayRender

/// One system's section of the page: summary, findings, verdicts, counterexamples (each
/// a stepper with its per-step state table and its own copies of the diagrams it
/// highlights), then every diagram with the coverage heat map.
struct SystemSection {
  let system: SystemReport

  func write(_ html: inout XHTMLWriter) {
    html.element("section", ["class": "system", "id": system.anchor]) { html in
      html.element("h2", text: system.name)
      html.element("p", ["class": "summary"], text: system.summary)
      if system.notice == .searching {
        html.element(
          "p", ["class": "notice searching"],
          text:
            "Searching: the findings and diagrams below are current; the properties, "
            + "counterexamples and heat map appear when the search ends.")
      }
      for failure in system.failures { html.element("p", ["class": "failure"], text: failure) }
      html.element("h3", text: "Findings")
      ReportHTML.findings(system.findings, &html)
      if !system.verdicts.isEmpty {
        html.element("h3", text: "Properties")
        verdicts(&html)
      }
      if !system.traces.isEmpty {
        html.element("h3", text: "Counterexamples")
        for (index, trace) in system.traces.enumerated() { self.trace(trace, index, &html) }
      }
      html.element("h3", text: "Diagrams")
      if system.notice == .lastGood {
        html.element(
          "p", ["class": "notice last-good"],
          text:
            "These diagrams are from the last save without errors: fix the errors above to "
            + "update them.")
      }
      legend(&html)
      html.element("div", ["class": "diagrams"]) { html in
        for figure in system.figures { Self.figure(figure, &html) }
      }
    }
  }

  private func verdicts(_ html: inout XHTMLWriter) {
    html.element("table", ["class": "verdicts"]) { html in
      for verdict in system.verdicts {
        html.element("tr", ["class": "verdict " + verdict.outcome]) { html in
          html.element("td", ["class": "kind"], text: verdict.kind)
          html.element("td", ["class": "name"], text: verdict.name)
          html.element("td", ["class": "outcome"], text: verdict.outcome)
        }
      }
    }
  }

  private func trace(_ trace: TraceSteps, _ index: Int, _ html: inout XHTMLWriter) {
    let id = TraceData.traceID(system, index)
    html.element(
      "div",
      ["class": "trace", "id": id, "data-steps": String(trace.steps.count), "tabindex": "0"]
    ) {
      html in
      html.element("h4") { html in
        html.element("code", ["class": "id"], text: trace.checkID)
        html.write(" " + trace.title + ": " + trace.message)
      }
      html.element("div", ["class": "controls"]) { html in
        html.element("button", ["type": "button", "class": "prev"], text: "◀ prev")
        html.element("span", ["class": "position"], text: "step 0 of \(trace.steps.count - 1)")
        html.element("button", ["type": "button", "class": "next"], text: "next ▶")
        html.element("span", ["class": "hint"], text: "← → keys step the focused trace")
      }
      html.element("div", ["class": "trace-body"]) { html in
        html.element("ol", ["class": "steps", "start": "0"]) { html in
          for (number, step) in trace.steps.enumerated() {
            html.element("li", ["class": "step", "data-step": String(number)]) { html in
              html.element("pre", text: step.text.joined(separator: "\n"))
            }
          }
        }
        trace.table.write(&html)
        html.element("div", ["class": "trace-diagrams"]) { html in
          if let figure = trace.figure { Self.figure(figure, &html) }
          for figure in TraceData.stageFigures(system, trace, index) { Self.figure(figure, &html) }
        }
      }
    }
  }

  static func figure(_ figure: SystemReport.Figure, _ html: inout XHTMLWriter) {
    let diagram = figure.diagram
    html.element(
      "figure",
      [
        "class": "diagram " + diagram.kind.rawValue, "id": figure.prefix + "figure",
        "data-subject": diagram.subject,
      ]
    ) { html in
      html.element("figcaption") { html in
        html.write(diagram.kind.rawValue + " " + diagram.subject + " ")
        html.element("a", ["href": "assets/" + diagram.fileStem + ".svg"], text: "svg")
      }
      html.raw(figure.svg)
    }
  }

  private func legend(_ html: inout XHTMLWriter) {
    guard system.counts != nil else {
      html.element(
        "p", ["class": "legend"],
        text: system.notice == .searching
          ? "The coverage heat map comes when the search ends."
          : "No coverage heat map: the search was not complete.")
      return
    }
    html.element("div", ["class": "legend"]) { html in
      html.write("How often the exhaustive search reached each state (explored states) and ")
      html.write("transition (explored steps), and messages per pathway: ")
      for (level, label) in ["never", "1", "2", "3", "4", "most often"].enumerated() {
        html.element("span", ["class": "swatch heat-\(level)"], text: label)
      }
      html.write(" (log scale, per drawing; hover for counts)")
    }
  }
}

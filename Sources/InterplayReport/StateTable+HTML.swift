/// The per-step tables of a trace: one `<table class="state">` per step, which the
/// script shows when its step is the current one.
extension StateTable {
  /// Writes every step's table. Rows carry `data-owner` and `data-field`; a value the
  /// step changed has the class `changed` and its value before as its tooltip.
  func write(_ html: inout XHTMLWriter) {
    html.element("div", ["class": "trace-state"]) { html in
      for (number, rows) in steps.enumerated() {
        html.element("table", ["class": "state", "data-step": String(number)]) { html in
          html.element(
            "caption",
            text: number == 0
              ? "after step 0 (the initialization)" : "after step \(number): changes marked")
          var start = 0
          while start < rows.count {
            let owner = rows[start].owner
            let end = rows[start...].firstIndex { $0.owner != owner } ?? rows.count
            html.element("tbody", ["data-owner": owner]) { html in
              for index in start..<end {
                Self.row(rows[index], span: index == start ? end - start : nil, &html)
              }
            }
            start = end
          }
        }
      }
    }
  }

  private static func row(_ row: Row, span: Int?, _ html: inout XHTMLWriter) {
    html.element(
      "tr",
      [
        "class": row.changed ? "changed" : "same", "data-owner": row.owner,
        "data-field": row.field,
      ]
    ) { html in
      if let span {
        html.element("th", ["class": "owner", "rowspan": String(span)], text: row.owner)
      }
      html.element("th", ["class": "field"], text: row.field)
      if let was = row.was {
        html.element("td", ["class": "value", "title": "before: " + was], text: row.value)
      } else {
        html.element("td", ["class": "value"], text: row.value)
      }
    }
  }
}

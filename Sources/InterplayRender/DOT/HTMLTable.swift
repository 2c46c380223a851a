/// A borderless HTML-like table: rows of cells with optional rules between them.
///
/// Node labels of actors and states use it for a name row over compartments of text.
struct HTMLTable {
  /// One row: one or more cells.
  enum Row {
    /// Cells: markup with per-cell attributes such as `ALIGN="LEFT"`.
    case cells([(HTMLLabel, String)])
    /// A horizontal rule (`<HR/>`).
    case rule
  }

  var rows: [Row] = []
  var attributes = "BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"1\""

  /// Adds a row of one cell.
  mutating func add(_ content: HTMLLabel, cell: String = "") {
    rows.append(.cells([(content, cell)]))
  }

  /// Adds a rule, unless the table is empty or already ends with one.
  mutating func addRule() {
    guard let last = rows.last else { return }
    if case .rule = last { return }
    rows.append(.rule)
  }

  /// The table's markup.
  var label: HTMLLabel {
    var markup = "<TABLE \(attributes)>"
    var rows = self.rows
    while case .rule? = rows.last { rows.removeLast() }
    for row in rows {
      switch row {
      case .rule: markup += "<HR/>"
      case .cells(let cells):
        markup += "<TR>"
        for (content, cell) in cells {
          markup += cell.isEmpty ? "<TD>" : "<TD \(cell)>"
          markup += content.markup + "</TD>"
        }
        markup += "</TR>"
      }
    }
    return .raw(markup + "</TABLE>")
  }
}

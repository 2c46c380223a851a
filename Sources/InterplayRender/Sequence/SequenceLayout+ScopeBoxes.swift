/// Scope boxes: the participants of one scope inside a box labelled with its name.
extension SequenceLayout {
  /// How far a scope box reaches left of its first lifeline and right of its last.
  func scopeBoxReach(_ scope: String, _ range: ClosedRange<Int>) -> (left: Double, right: Double) {
    let participants = diagram.participants
    let left = headWidth(participants[range.lowerBound]) / 2 + Metrics.scopeBoxPadding
    let right = headWidth(participants[range.upperBound]) / 2 + Metrics.scopeBoxPadding
    guard range.count == 1 else { return (left, right) }
    // One participant: the box is at least as wide as its name.
    let half = max(left, scopeLabelWidth(scope) / 2)
    return (half, half)
  }

  /// The width a scope box's name needs.
  func scopeLabelWidth(_ scope: String) -> Double {
    measure(scope, Metrics.tagFont, bold: true) + 16
  }

  /// What scope boxes need between lifelines: room for their name, and a gap to the
  /// lifelines (or boxes) beside them.
  func scopeBoxSpacings() -> [Spacing] {
    let participants = diagram.participants
    let runs = diagram.scopeRuns
    var result: [Spacing] = []
    for run in runs {
      let reach = scopeBoxReach(run.scope, run.range)
      if run.range.count > 1 {
        result.append(
          Spacing(
            low: run.range.lowerBound, high: run.range.upperBound,
            distance: scopeLabelWidth(run.scope) - reach.left - reach.right))
      }
      let next = run.range.upperBound + 1
      if next < participants.count {
        let nextReach =
          runs.first { $0.range.lowerBound == next }.map { scopeBoxReach($0.scope, $0.range).left }
          ?? headWidth(participants[next]) / 2
        result.append(
          Spacing(low: run.range.upperBound, high: next, distance: reach.right + nextReach + 10))
      }
      let previous = run.range.lowerBound - 1
      if previous >= 0, participants[previous].scope == nil {
        result.append(
          Spacing(
            low: previous, high: run.range.lowerBound,
            distance: headWidth(participants[previous]) / 2 + reach.left + 10))
      }
    }
    return result
  }

  /// The box round one scope's participants, from `top` to `bottom`, its name at the top.
  func scopeBox(
    _ scope: String, id: String, participants range: ClosedRange<Int>, columns: [Double],
    top: Double, bottom: Double, canvas: inout SequenceCanvas
  ) {
    let reach = scopeBoxReach(scope, range)
    let left = columns[range.lowerBound] - reach.left
    let right = columns[range.upperBound] + reach.right
    canvas.box(
      id, center: .init(x: (left + right) / 2, y: (top + bottom) / 2), width: right - left,
      height: bottom - top, layer: .background, opaque: false,
      [
        "label": "", "style": "rounded,filled", "fillcolor": "#F8F9FA",
        "color": .text(DiagramTheme.rule), "penwidth": "0.8",
      ])
    // Under everything, fragment boxes included.
    canvas.nodes.insert(canvas.nodes.removeLast(), at: 0)
    canvas.box(
      id + "_label",
      center: .init(x: (left + right) / 2, y: top + Metrics.scopeLabelHeight / 2 + 2),
      width: scopeLabelWidth(scope), height: Metrics.scopeLabelHeight - 4, layer: .text,
      opaque: false,
      [
        "shape": "plaintext", "margin": "0",
        "label": .html(
          HTMLLabel.text(scope).bold.font(size: Metrics.tagFont, color: DiagramTheme.mutedInk)),
      ])
  }
}

/// Rows that mark lifelines: scope pushes and pops, states, interaction uses.
extension SequenceLayout {
  /// A push or pop: a tag on the leftmost companion's lifeline, where the companions'
  /// bars start or end. A push of companions that do not exist yet draws their participant
  /// boxes under the tag, their lifelines starting there; a pop ends the lifelines of the
  /// companions it destroys with a cross over the tag.
  func placeScope(
    _ mark: SequenceDiagram.ScopeMark, canvas: inout SequenceCanvas, state: inout RowState
  ) {
    let text = (mark.isPush ? "push " : "pop ") + mark.name
    let width = measure(text, Metrics.tagFont) + 14
    // On the leftmost companion's lifeline, where its bar starts or ends; the other
    // companions' bars start or end on the same row.
    let beforeFirst = (state.columns.first ?? 0) - width / 2 - 24
    let x = mark.participants.map { state.columns[$0] }.min() ?? beforeFirst
    let created = mark.isPush ? mark.participants.filter { !state.isAlive($0) } : []
    let destroyed = mark.isPush ? [] : mark.participants.filter { state.isAlive($0) }
    let rowTop = state.y
    // A cross sits over the tag, where the destroyed lifelines end.
    let tagY = rowTop + (destroyed.isEmpty ? 10 : 26)
    canvas.box(
      state.id("scope"), center: .init(x: x, y: tagY), width: width, height: 16, layer: .text,
      opaque: true,
      [
        "style": "rounded,filled,dashed", "fillcolor": "white",
        "color": .text(DiagramTheme.mutedInk),
        "label": .html(
          HTMLLabel.text(text).font(size: Metrics.tagFont, color: DiagramTheme.mutedInk)),
      ])
    let headsTop = tagY + 12
    let barStart = created.isEmpty ? tagY + 8 : headsTop + Metrics.headHeight
    for participant in created {
      head(
        diagram.participants[participant], state.headID(participant), x: state.columns[participant],
        y: headsTop + Metrics.headHeight / 2, canvas: &canvas)
      state.startLife(participant, at: barStart)
    }
    for participant in destroyed {
      let end = rowTop + 8
      state.closeBar(participant, at: end - 2, canvas: &canvas)
      state.endLife(participant, at: end)
      cross(
        id: state.id("p\(participant)_destroy"), at: .init(x: state.columns[participant], y: end),
        canvas: &canvas)
    }
    for participant in mark.participants {
      state.hasScopeMarks[participant] = true
      if mark.isPush {
        state.openBar(participant, at: barStart)
      } else if !destroyed.contains(participant) {
        state.closeBar(participant, at: tagY - 8, canvas: &canvas)
      }
    }
    state.y = created.isEmpty ? tagY + 16 : headsTop + Metrics.headHeight + 8
  }

  /// A UML destruction mark (or a lost message's end): an X of two lines centred on
  /// `point`, `size` points from the centre to each corner.
  func cross(
    id: String, at point: SequenceCanvas.Point, size: Double = 7, color: String = DiagramTheme.ink,
    penwidth: String = "1.6", canvas: inout SequenceCanvas
  ) {
    let attributes: DOTAttributes = [
      "color": .text(color), "arrowhead": "none", "penwidth": .text(penwidth),
    ]
    canvas.line(
      id + "_a",
      [.init(x: point.x - size, y: point.y - size), .init(x: point.x + size, y: point.y + size)],
      attributes)
    canvas.line(
      id + "_b",
      [.init(x: point.x - size, y: point.y + size), .init(x: point.x + size, y: point.y - size)],
      attributes)
  }

  func placeStates(
    _ marks: [SequenceDiagram.StateMark], canvas: inout SequenceCanvas, state: inout RowState
  ) {
    for mark in marks {
      canvas.box(
        state.id("state"), center: .init(x: state.columns[mark.participant], y: state.y + 12),
        width: stateWidth(mark.state), height: 18, layer: .text, opaque: true,
        [
          "style": "rounded,filled",
          "fillcolor": .text(mark.isHighlighted ? DiagramTheme.alertFill : DiagramTheme.stateFill),
          "color": .text(mark.isHighlighted ? DiagramTheme.alert : DiagramTheme.stateBorder),
          "label": .html(
            HTMLLabel.text(mark.state).font(
              size: Metrics.noteFont, color: mark.isHighlighted ? DiagramTheme.alert : nil)),
        ])
    }
    state.y += 26
  }

  /// An interaction use: a box across every lifeline, `ref` in its corner, the name in it.
  func placeReference(_ name: String, canvas: inout SequenceCanvas, state: inout RowState) {
    let low = (state.columns.first ?? 0) - 24
    let high = max((state.columns.last ?? 0) + 24, low + referenceWidth(name))
    let top = state.y + 2
    let id = state.id("ref")
    canvas.box(
      id, center: .init(x: (low + high) / 2, y: top + 16), width: high - low, height: 32,
      layer: .box, opaque: true,
      [
        "style": "filled", "fillcolor": "white", "color": .text(DiagramTheme.mutedInk),
        "label": .html(HTMLLabel.text(name).bold.font(size: Metrics.labelFont)),
      ])
    let tagWidth = measure("ref", Metrics.tagFont, bold: true) + 14
    canvas.box(
      id + "_tag", center: .init(x: low + tagWidth / 2, y: top + 8), width: tagWidth, height: 16,
      layer: .text, opaque: true,
      [
        "shape": "box", "style": "filled", "fillcolor": "#F1F3F4",
        "color": .text(DiagramTheme.mutedInk), "penwidth": "0.8",
        "label": .html(HTMLLabel.text("ref").bold.font(size: Metrics.tagFont)),
      ])
    state.y = top + 32 + 12
  }
}

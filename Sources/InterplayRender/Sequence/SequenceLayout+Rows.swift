/// Vertical layout: each item placed below the previous one.
extension SequenceLayout {
  /// Places items from `state.y` down, advancing it.
  func place(
    _ items: [SequenceDiagram.Item], canvas: inout SequenceCanvas, state: inout RowState, depth: Int
  ) {
    for item in items {
      switch item {
      case .message(let message): placeMessage(message, canvas: &canvas, state: &state)
      case .note(let note): placeNote(note, canvas: &canvas, state: &state)
      case .scope(let mark): placeScope(mark, canvas: &canvas, state: &state)
      case .fragment(let fragment):
        placeFragment(fragment, canvas: &canvas, state: &state, depth: depth)
      case .states(let marks): placeStates(marks, canvas: &canvas, state: &state)
      case .reference(let name): placeReference(name, canvas: &canvas, state: &state)
      }
    }
  }

  private func placeMessage(
    _ message: SequenceDiagram.Message, canvas: inout SequenceCanvas, state: inout RowState
  ) {
    let id = state.id("m")
    let color =
      message.isHighlighted
      ? DiagramTheme.alert : message.kind == .event ? DiagramTheme.event : DiagramTheme.request
    var attributes: DOTAttributes = ["color": .text(color), "arrowhead": "vee", "arrowsize": "0.8"]
    if message.kind == .reply { attributes["style"] = "dashed" }
    if message.isHighlighted { attributes["penwidth"] = "2" }
    var text = HTMLLabel.text(message.label).font(
      size: Metrics.labelFont, color: message.isHighlighted ? DiagramTheme.alert : nil)
    if message.isHighlighted { text = text.bold }
    let width = measure(message.label, Metrics.labelFont, bold: message.isHighlighted)
    let x = state.columns[message.from]
    if message.from == message.to {
      let start = x + state.inset(message.from)
      let loop = start + Metrics.selfLoopWidth
      let y = state.y + 8
      canvas.line(
        id,
        [
          .init(x: start, y: y), .init(x: loop, y: y), .init(x: loop, y: y + 16),
          .init(x: start, y: y + 16),
        ],
        attributes)
      canvas.box(
        id + "_label", center: .init(x: loop + 6 + width / 2, y: y + 8), width: width + 4,
        height: 13,
        layer: .text, opaque: true, fixed: false,
        labelAttributes(text))
      state.y += 34
      return
    }
    let target = state.columns[message.to]
    let direction: Double = target > x ? 1 : -1
    let y = state.y + 22
    let from = SequenceCanvas.Point(x: x + direction * state.inset(message.from), y: y)
    var to = SequenceCanvas.Point(x: target - direction * state.inset(message.to), y: y)
    if message.isLost {
      // Lost: the line stops short of the receiver's lifeline, in a cross.
      to.x = target - direction * (state.inset(message.to) + Metrics.lostGap)
      attributes["arrowhead"] = "none"
      lostCross(id: id + "_lost", at: to, color: color, canvas: &canvas)
    }
    canvas.line(id, [from, to], attributes)
    canvas.box(
      id + "_label", center: .init(x: (x + target) / 2, y: state.y + 12), width: width + 4,
      height: 13,
      layer: .text, opaque: true, fixed: false,
      labelAttributes(text))
    state.y += 30
  }

  /// The cross a lost message ends in.
  private func lostCross(
    id: String, at point: SequenceCanvas.Point, color: String, canvas: inout SequenceCanvas
  ) {
    cross(id: id, at: point, size: 5, color: color, penwidth: "1.4", canvas: &canvas)
  }

  /// A message label: text on white, so a bar it crosses does not show through; sized to
  /// the text (a node is otherwise at least 0.5 inch tall).
  private func labelAttributes(_ text: HTMLLabel) -> DOTAttributes {
    [
      "shape": "plaintext", "style": "filled", "fillcolor": "white", "label": .html(text),
      "margin": "0.02,0", "width": "0", "height": "0",
    ]
  }

  private func placeNote(
    _ note: SequenceDiagram.Note, canvas: inout SequenceCanvas, state: inout RowState
  ) {
    let size = noteSize(note.text)
    let covered = note.over.isEmpty ? Array(state.columns.indices) : note.over
    let xs = covered.map { state.columns[$0] }
    let low = xs.min() ?? 0
    let high = xs.max() ?? 0
    let width = covered.count > 1 ? max(size.width, high - low + 36) : size.width
    // Beside a lifeline: the box's near edge a little off the lifeline (clear of a bar).
    let offset: Double =
      switch note.side {
      case .left?: -(Metrics.sideNoteGap + width / 2)
      case .right?: Metrics.sideNoteGap + width / 2
      case nil: 0
      }
    let lines = size.lines.map {
      HTMLLabel.text($0).font(
        size: Metrics.noteFont, color: note.isAlert ? DiagramTheme.alert : nil)
    }
    canvas.box(
      state.id("note"),
      center: .init(x: (low + high) / 2 + offset, y: state.y + 4 + size.height / 2),
      width: width, height: size.height, layer: .box, opaque: true,
      [
        "shape": "note", "style": "filled", "label": .html(HTMLLabel.lines(lines, align: .left)),
        "fillcolor": .text(note.isAlert ? DiagramTheme.alertFill : DiagramTheme.noteFill),
        "color": .text(note.isAlert ? DiagramTheme.alert : "#B7A84A"), "margin": "0.08,0.04",
      ])
    state.y += size.height + 12
  }
}

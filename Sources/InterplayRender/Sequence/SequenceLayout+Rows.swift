/// Vertical layout: each item placed below the previous one.
extension SequenceLayout {
  /// Where the walk down the items is.
  struct RowState {
    let columns: [Double]
    /// The top of the next row.
    var y = 0.0
    /// Where lifelines start (activation bars popped before being pushed start here).
    var lifelineTop = 0.0
    /// Start of each open activation bar, per participant, innermost last.
    var openBars: [[Double]]
    /// Whether a participant is a scope companion (its lifeline is dotted outside bars).
    var hasScopeMarks: [Bool]
    var counters: [String: Int] = [:]

    init(columns: [Double], participantCount: Int) {
      self.columns = columns
      openBars = Array(repeating: [], count: participantCount)
      hasScopeMarks = Array(repeating: false, count: participantCount)
    }

    /// A fresh id with a prefix: `m0`, `m1`, ...
    mutating func id(_ prefix: String) -> String {
      let next = counters[prefix, default: 0]
      counters[prefix] = next + 1
      return prefix + String(next)
    }

    /// How far an arrow stops short of a lifeline: the half width of an open bar.
    func inset(_ participant: Int) -> Double {
      openBars[participant].isEmpty ? 0 : Metrics.barWidth / 2
    }

    mutating func openBar(_ participant: Int, at y: Double) {
      openBars[participant].append(y)
    }

    mutating func closeBar(_ participant: Int, at y: Double, canvas: inout SequenceCanvas) {
      let start = openBars[participant].popLast() ?? lifelineTop
      let depth = Double(openBars[participant].count)
      let height = max(y - start, 4)
      canvas.box(
        id("p\(participant)_bar"),
        center: .init(x: columns[participant] + depth * 4, y: start + height / 2),
        width: Metrics.barWidth, height: height, layer: .bar, opaque: true,
        [
          "label": "", "style": "filled", "fillcolor": "#E8EAED",
          "color": .text(DiagramTheme.mutedInk), "penwidth": "0.8",
        ])
    }

    /// Closes bars opened since `counts` were taken and reopens bars closed since, at
    /// `y`: a scope pushed or popped inside a fragment branch holds for that branch only.
    mutating func restoreBars(to counts: [Int], at y: Double, canvas: inout SequenceCanvas) {
      for participant in openBars.indices {
        while openBars[participant].count > counts[participant] {
          closeBar(participant, at: y, canvas: &canvas)
        }
        while openBars[participant].count < counts[participant] { openBar(participant, at: y) }
      }
    }

    mutating func closeBars(at y: Double, canvas: inout SequenceCanvas) {
      for participant in openBars.indices {
        while !openBars[participant].isEmpty { closeBar(participant, at: y, canvas: &canvas) }
      }
    }
  }

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
    let width = TextMetrics.width(
      of: message.label, fontSize: Metrics.labelFont, bold: message.isHighlighted)
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
    let to = SequenceCanvas.Point(x: target - direction * state.inset(message.to), y: y)
    canvas.line(id, [from, to], attributes)
    canvas.box(
      id + "_label", center: .init(x: (x + target) / 2, y: state.y + 12), width: width + 4,
      height: 13,
      layer: .text, opaque: true, fixed: false,
      labelAttributes(text))
    state.y += 30
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
    let lines = size.lines.map {
      HTMLLabel.text($0).font(
        size: Metrics.noteFont, color: note.isAlert ? DiagramTheme.alert : nil)
    }
    canvas.box(
      state.id("note"), center: .init(x: (low + high) / 2, y: state.y + 4 + size.height / 2),
      width: width, height: size.height, layer: .box, opaque: true,
      [
        "shape": "note", "style": "filled", "label": .html(HTMLLabel.lines(lines, align: .left)),
        "fillcolor": .text(note.isAlert ? DiagramTheme.alertFill : DiagramTheme.noteFill),
        "color": .text(note.isAlert ? DiagramTheme.alert : "#B7A84A"), "margin": "0.08,0.04",
      ])
    state.y += size.height + 12
  }

  private func placeScope(
    _ mark: SequenceDiagram.ScopeMark, canvas: inout SequenceCanvas, state: inout RowState
  ) {
    let text = (mark.isPush ? "push " : "pop ") + mark.name
    let width = TextMetrics.width(of: text, fontSize: 9) + 14
    // On the leftmost companion's lifeline, where its bar starts or ends; the other
    // companions' bars start or end on the same row.
    let x =
      mark.participants.map { state.columns[$0] }.min() ?? (state.columns.first ?? 0) - width / 2
      - 24
    let tagY = state.y + 10
    canvas.box(
      state.id("scope"), center: .init(x: x, y: tagY), width: width, height: 16, layer: .text,
      opaque: true,
      [
        "style": "rounded,filled,dashed", "fillcolor": "white",
        "color": .text(DiagramTheme.mutedInk),
        "label": .html(HTMLLabel.text(text).font(size: 9, color: DiagramTheme.mutedInk)),
      ])
    for participant in mark.participants {
      state.hasScopeMarks[participant] = true
      if mark.isPush {
        state.openBar(participant, at: tagY + 8)
      } else {
        state.closeBar(participant, at: tagY - 8, canvas: &canvas)
      }
    }
    state.y += 26
  }

  private func placeStates(
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
  private func placeReference(_ name: String, canvas: inout SequenceCanvas, state: inout RowState) {
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
    let tagWidth = TextMetrics.width(of: "ref", fontSize: 9.5, bold: true) + 14
    canvas.box(
      id + "_tag", center: .init(x: low + tagWidth / 2, y: top + 8), width: tagWidth, height: 16,
      layer: .text, opaque: true,
      [
        "shape": "box", "style": "filled", "fillcolor": "#F1F3F4",
        "color": .text(DiagramTheme.mutedInk), "penwidth": "0.8",
        "label": .html(HTMLLabel.text("ref").bold.font(size: 9.5)),
      ])
    state.y = top + 32 + 12
  }
}

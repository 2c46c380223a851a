/// Combined fragments: a box round their items, the operator tag, guards, separators.
extension SequenceLayout {
  func placeFragment(
    _ fragment: SequenceDiagram.Fragment, canvas: inout SequenceCanvas, state: inout RowState,
    depth: Int
  ) {
    let id = state.id("frag")
    let items = fragment.branches.flatMap(\.items)
    let inner = extent(items, columns: state.columns)
    let pad = Metrics.fragmentPadding + Metrics.nestedPadding * Double(nesting(items))
    let tagWidth = measure(fragment.kind, Metrics.tagFont, bold: true) + 14
    let firstGuard = fragment.branches.first?.guardText.map { "[" + $0 + "]" } ?? ""
    let guardWidth = measure(firstGuard, Metrics.tagFont, italic: true)
    // Later guards start at the left edge, below their separator.
    let laterGuards = fragment.branches.dropFirst().compactMap(\.guardText).map {
      measure("[" + $0 + "]", Metrics.tagFont, italic: true) + 24
    }
    let left = inner.low - pad
    let right = max(
      inner.high + pad, left + tagWidth + guardWidth + 24, left + (laterGuards.max() ?? 0))
    let top = state.y + 2
    canvas.box(
      id + "_tag", center: .init(x: left + tagWidth / 2, y: top + 8), width: tagWidth, height: 16,
      layer: .text, opaque: true,
      [
        "shape": "box", "style": "filled", "fillcolor": "#F1F3F4",
        "color": .text(DiagramTheme.mutedInk),
        "penwidth": "0.8",
        "label": .html(HTMLLabel.text(fragment.kind).bold.font(size: Metrics.tagFont)),
      ])
    state.y = top + 22
    let bars = state.openBars.map(\.count)
    let lives = state.lifeStarts.indices.map(state.isAlive)
    for (index, branch) in fragment.branches.enumerated() {
      let guardText = branch.guardText.map { "[" + $0 + "]" }
      if index == 0 {
        if let guardText {
          guardLabel(
            guardText, id: id + "_guard0", x: left + tagWidth + 6, y: top + 8, canvas: &canvas)
        }
      } else {
        let y = state.y + 2
        canvas.line(
          id + "_else\(index)", [.init(x: left, y: y), .init(x: right, y: y)],
          [
            "style": "dashed", "color": .text(DiagramTheme.mutedInk), "arrowhead": "none",
            "penwidth": "0.8",
          ])
        if let guardText {
          guardLabel(guardText, id: id + "_guard\(index)", x: left + 6, y: y + 9, canvas: &canvas)
        }
        state.y = y + 16
      }
      place(branch.items, canvas: &canvas, state: &state, depth: depth + 1)
      if branch.items.isEmpty { state.y += 8 }
      state.restoreBars(to: bars, at: state.y, canvas: &canvas)
      state.restoreLives(to: lives, at: state.y)
    }
    let bottom = state.y + 4
    canvas.box(
      id, center: .init(x: (left + right) / 2, y: (top + bottom) / 2), width: right - left,
      height: bottom - top, layer: .background, opaque: false,
      ["label": "", "style": "solid", "color": .text(DiagramTheme.mutedInk), "penwidth": "0.9"])
    state.y = bottom + 8
  }

  /// A guard in italics, starting at `x`.
  private func guardLabel(
    _ text: String, id: String, x: Double, y: Double, canvas: inout SequenceCanvas
  ) {
    let width = measure(text, Metrics.tagFont, italic: true)
    canvas.box(
      id, center: .init(x: x + width / 2 + 2, y: y), width: width + 4, height: 12, layer: .text,
      opaque: true, fixed: false,
      [
        "shape": "plaintext", "margin": "0",
        "label": .html(
          HTMLLabel.text(text).italic.font(size: Metrics.tagFont, color: DiagramTheme.mutedInk)),
      ])
  }

  /// How deeply fragments nest inside these items.
  func nesting(_ items: [SequenceDiagram.Item]) -> Int {
    items.map { item in
      if case .fragment(let fragment) = item {
        return 1 + nesting(fragment.branches.flatMap(\.items))
      }
      return 0
    }.max() ?? 0
  }

  /// The horizontal extent of what the items draw (all lifelines when they draw nothing).
  func extent(_ items: [SequenceDiagram.Item], columns: [Double]) -> (low: Double, high: Double) {
    var low = Double.infinity
    var high = -Double.infinity
    func cover(_ a: Double, _ b: Double) {
      low = min(low, a)
      high = max(high, b)
    }
    for item in items {
      switch item {
      case .message(let message):
        let from = columns[message.from]
        let to = columns[message.to]
        if message.from == message.to {
          let width = measure(message.label, Metrics.labelFont)
          cover(from, from + Metrics.barWidth / 2 + Metrics.selfLoopWidth + 8 + width)
        } else {
          cover(min(from, to), max(from, to))
        }
      case .note(let note) where note.side != nil && !note.over.isEmpty:
        let x = columns[note.over[0]]
        let reach = noteSize(note.text).width + Metrics.sideNoteGap
        if note.side == .left { cover(x - reach, x) } else { cover(x, x + reach) }
      case .note(let note):
        let xs = (note.over.isEmpty ? Array(columns.indices) : note.over).map { columns[$0] }
        let half = max(noteSize(note.text).width / 2, 0)
        let middle = ((xs.min() ?? 0) + (xs.max() ?? 0)) / 2
        cover(min(middle - half, (xs.min() ?? 0) - 18), max(middle + half, (xs.max() ?? 0) + 18))
      case .scope(let mark):
        for participant in mark.participants { cover(columns[participant], columns[participant]) }
      case .fragment(let fragment):
        let inner = extent(fragment.branches.flatMap(\.items), columns: columns)
        let pad =
          Metrics.fragmentPadding + Metrics.nestedPadding
          * Double(nesting(fragment.branches.flatMap(\.items)))
        cover(inner.low - pad, inner.high + pad)
      case .reference:
        cover((columns.first ?? 0) - 24, (columns.last ?? 0) + 24)
      case .states(let marks):
        for mark in marks {
          let half = stateWidth(mark.state) / 2
          cover(columns[mark.participant] - half, columns[mark.participant] + half)
        }
      }
    }
    guard low.isFinite else { return (columns.first ?? 0, columns.last ?? 0) }
    return (low, high)
  }
}

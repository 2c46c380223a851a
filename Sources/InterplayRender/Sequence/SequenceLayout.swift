/// Lays a ``SequenceDiagram`` out itself and pins every shape, for the `nop2` engine.
///
/// Columns are spaced so every message label, note and state fits between the
/// lifelines it spans (text widths from ``TextMetrics``: by default Graphviz's own text
/// layout, so boxes fit the text as Graphviz draws it with the fonts this machine has);
/// rows go down in item order. The result is a UML frame tagged with
/// the caption and title, participant boxes at the top and bottom of dashed lifelines,
/// arrows with centred labels, activation bars for scopes, notes and fragment boxes. A
/// scope's companions stand in a box labelled with the scope's name; their lifelines start
/// at the push that creates them (their participant box drawn there) and end with a cross
/// at the pop that destroys them.
public struct SequenceLayout: Sendable {
  /// The diagram laid out.
  public let diagram: SequenceDiagram
  /// How text is measured.
  public let textMetrics: TextMetrics

  /// Prepares the layout of `diagram`, measuring text with `textMetrics`.
  public init(_ diagram: SequenceDiagram, textMetrics: TextMetrics = .engine) {
    self.diagram = diagram
    self.textMetrics = textMetrics
  }

  /// Sizes in points; font sizes are whole points, as HTML-like labels take them.
  enum Metrics {
    static let labelFont = 10
    static let headFont = 11
    static let noteFont = 9
    /// Stereotypes over participant names.
    static let stereotypeFont = 8
    /// Operator and `ref` tags, guards, the frame's caption, scope marks.
    static let tagFont = 9
    /// The diagram's title in the frame tag.
    static let titleFont = 10
    static let headHeight = 36.0
    static let barWidth = 10.0
    static let minimumGap = 40.0
    static let labelPadding = 28.0
    static let noteWidthLimit = 190.0
    static let selfLoopWidth = 26.0
    /// Between a lifeline and the near edge of a note beside it.
    static let sideNoteGap = 10.0
    static let fragmentPadding = 14.0
    static let nestedPadding = 7.0
    /// Between a lost message's cross and the receiver's lifeline.
    static let lostGap = 16.0
    /// The band over the participant boxes where a scope box's name goes.
    static let scopeLabelHeight = 18.0
    /// Between a participant box and the edge of its scope's box.
    static let scopeBoxPadding = 8.0
  }

  /// The DOT graph, nodes and edges pinned for `nop2`.
  public var graph: DOTGraph {
    let columns = columnPositions()
    var state = RowState(columns: columns, participantCount: diagram.participants.count)
    var canvas = SequenceCanvas()
    let runs = diagram.scopeRuns
    // Scope boxes put their name over the participant boxes.
    let headTop = runs.isEmpty ? 34.0 : 34.0 + Metrics.scopeLabelHeight
    let top = headTop + Metrics.headHeight
    state.y = top + 12
    state.lifelineTop = top
    let created = diagram.createdAtPush
    for index in diagram.participants.indices where !created.contains(index) {
      // Its box at the top is drawn below, as `p0_head`; boxes of later lives follow.
      state.headCounts[index] = 1
      state.startLife(index, at: top)
    }
    place(diagram.items, canvas: &canvas, state: &state, depth: 0)
    let bottom = state.y + 10
    state.closeBars(at: bottom, canvas: &canvas)
    for (index, participant) in diagram.participants.enumerated() {
      if !created.contains(index) {
        head(
          participant, "p\(index)_head", x: columns[index], y: headTop + Metrics.headHeight / 2,
          canvas: &canvas)
      }
      if state.isAlive(index) {
        head(
          participant, "p\(index)_foot", x: columns[index], y: bottom + Metrics.headHeight / 2,
          canvas: &canvas)
        state.endLife(index, at: bottom)
      }
      let hasScopes = state.hasScopeMarks[index]
      for (number, segment) in state.lifeSegments[index].enumerated() {
        canvas.lifelines.append(
          SequenceCanvas.Lifeline(
            id: "p\(index)_life" + (number == 0 ? "" : String(number)), x: columns[index],
            top: segment.top, bottom: segment.bottom,
            attributes: [
              "style": .text(hasScopes ? "dotted" : "dashed"),
              "color": .text(hasScopes ? "#BDC1C6" : DiagramTheme.rule),
            ]))
      }
    }
    for (number, run) in runs.enumerated() {
      scopeBox(
        run.scope, id: "pbox\(number)", participants: run.range, columns: columns,
        top: headTop - Metrics.scopeLabelHeight - 4, bottom: bottom + Metrics.headHeight + 6,
        canvas: &canvas)
    }
    frame(canvas: &canvas)
    var attributes = DiagramTheme.graphAttributes()
    attributes["pad"] = "0.2"
    var nodeDefaults = DiagramTheme.nodeDefaults()
    nodeDefaults["shape"] = "box"
    return canvas.graph(name: "sequence", attributes: attributes, nodeDefaults: nodeDefaults)
  }

  /// A participant box: the stereotype over the bold name, filled by role.
  func head(
    _ participant: SequenceDiagram.Participant, _ id: String, x: Double, y: Double,
    canvas: inout SequenceCanvas
  ) {
    let colors = participant.role.map(DiagramTheme.colors) ?? ("#F1F3F4", DiagramTheme.mutedInk)
    var table = HTMLTable()
    table.attributes = "BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"0\""
    if let role = participant.role {
      table.add(
        HTMLLabel.text(DiagramTheme.stereotype(role)).font(
          size: Metrics.stereotypeFont, color: DiagramTheme.mutedInk))
    }
    table.add(HTMLLabel.text(participant.name).bold.font(size: Metrics.headFont))
    canvas.box(
      id, center: .init(x: x, y: y), width: headWidth(participant), height: Metrics.headHeight,
      layer: .box, opaque: true,
      [
        "label": .html(table.label),
        "style": .text(participant.isStub ? "rounded,filled,dashed" : "rounded,filled"),
        "fillcolor": .text(colors.0), "color": .text(colors.1),
      ])
  }

  /// The width of a participant box.
  func headWidth(_ participant: SequenceDiagram.Participant) -> Double {
    let name = measure(participant.name, Metrics.headFont, bold: true)
    let role =
      participant.role.map { measure(DiagramTheme.stereotype($0), Metrics.stereotypeFont) }
      ?? 0
    return max(name, role) + 24
  }

  /// The UML frame round everything, with its `caption Title` tag at the top left.
  private func frame(canvas: inout SequenceCanvas) {
    let inner = canvas.bounds
    let minX = inner.minX - 12
    let maxX = max(inner.maxX + 12, minX + tagWidth + 40)
    let minY = 4.0
    let maxY = inner.maxY + 10
    canvas.box(
      "frame", center: .init(x: (minX + maxX) / 2, y: (minY + maxY) / 2), width: maxX - minX,
      height: maxY - minY, layer: .background, opaque: false,
      ["label": "", "style": "solid", "color": .text(DiagramTheme.mutedInk), "penwidth": "1"])
    canvas.box(
      "frame_tag", center: .init(x: minX + tagWidth / 2, y: minY + 10), width: tagWidth, height: 20,
      layer: .text, opaque: true,
      [
        "shape": "box", "style": "filled", "fillcolor": "#F1F3F4",
        "color": .text(DiagramTheme.mutedInk),
        "label": .html(
          HTMLLabel.text(diagram.caption + " ").font(
            size: Metrics.tagFont, color: DiagramTheme.mutedInk)
            + HTMLLabel.text(diagram.title).bold.font(size: Metrics.titleFont)),
      ])
  }

  private var tagWidth: Double {
    measure(diagram.caption + " ", Metrics.tagFont)
      + measure(diagram.title, Metrics.titleFont, bold: true) + 16
  }

  /// The width of one line of text at a font size, measured with ``textMetrics``.
  func measure(_ text: String, _ size: Int, bold: Bool = false, italic: Bool = false) -> Double {
    textMetrics.width(of: text, fontSize: Double(size), bold: bold, italic: italic)
  }
}

/// The state of the walk down a diagram's rows: where it is, which bars are open.
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
    /// Where each participant's current lifeline segment starts; nil while it does not
    /// exist (before the push that creates it, after the pop that destroys it).
    var lifeStarts: [Double?]
    /// Each participant's finished lifeline segments, top to bottom.
    var lifeSegments: [[(top: Double, bottom: Double)]]
    /// How many participant boxes (heads) each participant has had drawn.
    var headCounts: [Int]
    var counters: [String: Int] = [:]

    init(columns: [Double], participantCount: Int) {
      self.columns = columns
      openBars = Array(repeating: [], count: participantCount)
      hasScopeMarks = Array(repeating: false, count: participantCount)
      lifeStarts = Array(repeating: nil, count: participantCount)
      lifeSegments = Array(repeating: [], count: participantCount)
      headCounts = Array(repeating: 0, count: participantCount)
    }

    /// Whether the participant exists at this row.
    func isAlive(_ participant: Int) -> Bool { lifeStarts[participant] != nil }

    /// Starts a lifeline segment at `y`.
    mutating func startLife(_ participant: Int, at y: Double) {
      if lifeStarts[participant] == nil { lifeStarts[participant] = y }
    }

    /// Ends the current lifeline segment at `y`.
    mutating func endLife(_ participant: Int, at y: Double) {
      guard let start = lifeStarts[participant] else { return }
      lifeSegments[participant].append((start, max(y, start)))
      lifeStarts[participant] = nil
    }

    /// The id of the next participant box of `participant`: `p2_head`, then `p2_head1`, ...
    mutating func headID(_ participant: Int) -> String {
      let count = headCounts[participant]
      headCounts[participant] = count + 1
      return "p\(participant)_head" + (count == 0 ? "" : String(count))
    }

    /// Ends segments begun and begins segments ended since `saved` was taken, at `y`: a
    /// scope pushed or popped inside a fragment branch holds for that branch only.
    mutating func restoreLives(to saved: [Bool], at y: Double) {
      for participant in lifeStarts.indices where isAlive(participant) != saved[participant] {
        if saved[participant] { startLife(participant, at: y) } else { endLife(participant, at: y) }
      }
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
}

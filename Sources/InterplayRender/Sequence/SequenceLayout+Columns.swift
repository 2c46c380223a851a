/// Horizontal layout: where each lifeline goes.
extension SequenceLayout {
  /// A required distance between two lifelines (`low < high`).
  struct Spacing {
    var low: Int
    var high: Int
    var distance: Double
  }

  /// The x of each lifeline, the first at 0: every gap at least fits the boxes on both
  /// sides, then each spacing is met, shortest spans first, by widening the gaps it
  /// spans evenly (gaps only grow, so earlier spacings stay met).
  func columnPositions() -> [Double] {
    let participants = diagram.participants
    guard !participants.isEmpty else { return [] }
    var gaps = (0..<max(participants.count - 1, 0)).map { index in
      max(
        Metrics.minimumGap + 40,
        (headWidth(participants[index]) + headWidth(participants[index + 1])) / 2 + 20)
    }
    let spacings = (requiredSpacings(diagram.items) + scopeBoxSpacings()).filter {
      $0.low >= 0 && $0.high < participants.count && $0.low < $0.high
    }
    let ordered = spacings.enumerated().sorted {
      ($0.element.high - $0.element.low, $0.offset) < ($1.element.high - $1.element.low, $1.offset)
    }
    for (_, spacing) in ordered {
      let current = gaps[spacing.low..<spacing.high].reduce(0, +)
      guard current < spacing.distance else { continue }
      let extra = (spacing.distance - current) / Double(spacing.high - spacing.low)
      for index in spacing.low..<spacing.high { gaps[index] += extra }
    }
    var positions = [0.0]
    for gap in gaps { positions.append(positions.last! + gap.rounded(.up)) }
    return positions
  }

  /// What the items need between lifelines.
  private func requiredSpacings(_ items: [SequenceDiagram.Item]) -> [Spacing] {
    var result: [Spacing] = []
    for item in items {
      switch item {
      case .message(let message):
        let width = measure(message.label, Metrics.labelFont)
        if message.from == message.to {
          result.append(
            Spacing(
              low: message.from, high: message.from + 1,
              distance: Metrics.selfLoopWidth + width + 24))
        } else {
          result.append(
            Spacing(
              low: min(message.from, message.to), high: max(message.from, message.to),
              distance: width + Metrics.labelPadding))
        }
      case .note(let note):
        let width = noteSize(note.text).width
        if let side = note.side, let only = note.over.first {
          // Beside a lifeline: the note fits between it and its neighbour on that side.
          let distance = width + Metrics.sideNoteGap + 16
          result.append(
            side == .left
              ? Spacing(low: only - 1, high: only, distance: distance)
              : Spacing(low: only, high: only + 1, distance: distance))
        } else if note.over.count == 1, let only = note.over.first {
          result.append(Spacing(low: only - 1, high: only, distance: width / 2 + 16))
          result.append(Spacing(low: only, high: only + 1, distance: width / 2 + 16))
        } else if let low = note.over.min(), let high = note.over.max(), low < high {
          result.append(Spacing(low: low, high: high, distance: width - 30))
        }
      case .scope: break
      case .reference(let name):
        let count = diagram.participants.count
        if count > 1 {
          result.append(Spacing(low: 0, high: count - 1, distance: referenceWidth(name) - 48))
        }
      case .fragment(let fragment):
        for branch in fragment.branches { result += requiredSpacings(branch.items) }
      case .states(let marks):
        let sorted = marks.sorted { $0.participant < $1.participant }
        for mark in sorted {
          let half = stateWidth(mark.state) / 2
          result.append(
            Spacing(low: mark.participant - 1, high: mark.participant, distance: half + 40))
          result.append(
            Spacing(low: mark.participant, high: mark.participant + 1, distance: half + 40))
        }
        for (left, right) in zip(sorted, sorted.dropFirst()) {
          let distance = (stateWidth(left.state) + stateWidth(right.state)) / 2 + 14
          result.append(Spacing(low: left.participant, high: right.participant, distance: distance))
        }
      }
    }
    return result
  }

  /// The lines of a note and the size of its box.
  func noteSize(_ text: String) -> (lines: [String], width: Double, height: Double) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
      textMetrics.wrap(
        String($0), fontSize: Double(Metrics.noteFont), limit: Metrics.noteWidthLimit)
    }
    let width = lines.map { measure($0, Metrics.noteFont) }.max() ?? 0
    return (lines, width + 22, Double(lines.count) * 12 + 10)
  }

  /// The width a `ref` box needs: its tag and its name, centred.
  func referenceWidth(_ name: String) -> Double {
    let tag = measure("ref", Metrics.tagFont, bold: true) + 14
    return measure(name, Metrics.labelFont, bold: true) + 2 * tag + 16
  }

  /// The width of a state mark's box.
  func stateWidth(_ state: String) -> Double {
    measure(state, Metrics.noteFont) + 14
  }
}

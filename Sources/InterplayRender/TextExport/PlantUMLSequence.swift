/// A ``SequenceDiagram`` as a PlantUML sequence diagram.
///
/// Participants in the diagram's order with their role as stereotype and colour;
/// requests as solid arrows (`->`), events as thin open arrows (`->>`), replies dashed
/// (`-->`); notes over their lifelines; scope pushes and pops as a rounded note and
/// `activate`/`deactivate` of the companions; state marks as hexagonal notes; the
/// `after` prefix as `ref over` every lifeline; `alt`/`else`, `opt`, `loop`,
/// `par`/`else` groups with their guards, a `group` as `group label`; notes beside a
/// lifeline as `note left of`/`right of`. What the SVG draws red is red here.
public struct PlantUMLSequence: Sendable {
  /// The diagram exported.
  public let diagram: SequenceDiagram

  /// Prepares the export of `diagram`.
  public init(_ diagram: SequenceDiagram) { self.diagram = diagram }

  /// The PlantUML source.
  public var text: String {
    var lines = ["@startuml", "title " + PlantUMLText.label(diagram.heading)]
    for (index, participant) in diagram.participants.enumerated() {
      var line = "participant " + PlantUMLText.quoted(participant.name) + " as p\(index)"
      let stereotype =
        (participant.role.map { [$0.rawValue] } ?? []) + (participant.isStub ? ["stub"] : [])
      if !stereotype.isEmpty { line += " <<" + stereotype.joined(separator: " ") + ">>" }
      if let role = participant.role { line += " " + DiagramTheme.colors(of: role).fill }
      lines.append(line)
    }
    var activations = SequenceActivations(participants: diagram.participants.count)
    write(diagram.items, into: &lines, depth: 0, activations: &activations)
    return (lines + ["@enduml"]).joined(separator: "\n") + "\n"
  }

  private func write(
    _ items: [SequenceDiagram.Item], into lines: inout [String], depth: Int,
    activations: inout SequenceActivations
  ) {
    let pad = String(repeating: "  ", count: depth)
    for item in items {
      switch item {
      case .message(let message):
        let color = message.isHighlighted ? "[" + DiagramTheme.alert + "]" : ""
        let arrow =
          switch message.kind {
          case .request: "-" + color + ">"
          case .event: "-" + color + ">>"
          case .reply: "-" + color + "->"
          }
        lines.append(
          pad + "p\(message.from) \(arrow) p\(message.to) : " + PlantUMLText.label(message.label))
      case .note(let note):
        let placement =
          note.side.map { "note \($0.rawValue) of p\(diagram.covered(by: note).first ?? 0)" }
          ?? "note over " + over(diagram.covered(by: note))
        lines.append(
          pad + placement + alert(note.isAlert) + " : "
            + PlantUMLText.label(note.text, multiline: true))
      case .scope(let mark):
        if !diagram.participants.isEmpty {
          let covered = mark.participants.isEmpty ? [0] : mark.participants
          lines.append(
            pad + "rnote over " + over(covered) + " : "
              + PlantUMLText.label((mark.isPush ? "push " : "pop ") + mark.name))
        }
        for participant in activations.apply(mark) {
          lines.append(pad + (mark.isPush ? "activate p" : "deactivate p") + String(participant))
        }
      case .states(let marks):
        for mark in marks {
          lines.append(
            pad + "hnote over p\(mark.participant)" + alert(mark.isHighlighted) + " : "
              + PlantUMLText.label(mark.state))
        }
      case .reference(let name):
        if !diagram.participants.isEmpty {
          lines.append(
            pad + "ref over " + over(Array(diagram.participants.indices)) + " : "
              + PlantUMLText.label(name))
        }
      case .fragment(let fragment):
        writeFragment(fragment, into: &lines, depth: depth, activations: &activations)
      }
    }
  }

  private func writeFragment(
    _ fragment: SequenceDiagram.Fragment, into lines: inout [String], depth: Int,
    activations: inout SequenceActivations
  ) {
    let pad = String(repeating: "  ", count: depth)
    let (word, rest) = SequenceDiagram.fragmentOperator(fragment.kind)
    let keyword = ["alt", "opt", "loop", "par"].contains(word) ? word : "group"
    let saved = activations.counts
    for (index, branch) in fragment.branches.enumerated() {
      var head = index == 0 ? keyword : "else"
      // PlantUML puts a group's label in brackets itself.
      let tag = (index == 0 ? [rest] : []) + [branch.guardText ?? ""]
      let label = tag.filter { !$0.isEmpty }.joined(separator: " ")
      if !label.isEmpty { head += " " + PlantUMLText.label(label) }
      lines.append(pad + head)
      write(branch.items, into: &lines, depth: depth + 1, activations: &activations)
      let (close, open) = activations.restore(saved)
      lines += close.map { pad + "  deactivate p\($0)" } + open.map { pad + "  activate p\($0)" }
    }
    if fragment.branches.isEmpty { lines.append(pad + keyword) }
    lines.append(pad + "end")
  }

  private func over(_ participants: [Int]) -> String {
    let ends = [participants.min() ?? 0, participants.max() ?? 0]
    return (ends[0] == ends[1] ? [ends[0]] : ends).map { "p\($0)" }.joined(separator: ", ")
  }

  private func alert(_ isAlert: Bool) -> String { isAlert ? " " + DiagramTheme.alertFill : "" }
}

/// A ``SequenceDiagram`` as a PlantUML sequence diagram.
///
/// Participants in the diagram's order with their role as stereotype and colour;
/// requests as solid arrows (`->`), events as thin open arrows (`->>`), replies dashed
/// (`-->`), lost messages ending in a cross (`->x`, `-->x`); notes over their lifelines; scope pushes and pops as a rounded note and
/// `activate`/`deactivate` of the companions; state marks as hexagonal notes; the
/// `after` prefix as `ref over` every lifeline; `alt`/`else`, `opt`, `loop`,
/// `par`/`else` groups with their guards, a `group` as `group label`; notes beside a
/// lifeline as `note left of`/`right of`. What the SVG draws red is red here. A scope's
/// participants are declared in a `box` named after it; companions whose lifeline starts
/// at a push are declared by `create` and end with `destroy` (see ``SequenceLifecycle``).
public struct PlantUMLSequence: Sendable {
  /// The diagram exported.
  public let diagram: SequenceDiagram

  /// Prepares the export of `diagram`.
  public init(_ diagram: SequenceDiagram) { self.diagram = diagram }

  /// The PlantUML source.
  public var text: String {
    var lines = ["@startuml", "title " + PlantUMLText.label(diagram.heading)]
    var lifecycle = SequenceLifecycle(diagram)
    let created = lifecycle.created
    let runs = diagram.scopeRuns
    var index = 0
    while index < diagram.participants.count {
      // A scope's participants in a box; those created later are declared where they are.
      if let run = runs.first(where: { $0.range.lowerBound == index }) {
        let declared = run.range.filter { !created.contains($0) }
        if !declared.isEmpty {
          lines.append("box " + PlantUMLText.quoted(run.scope) + " " + Self.boxBackground)
          lines += declared.map { "  " + declaration(of: $0) }
          lines.append("end box")
        }
        index = run.range.upperBound + 1
        continue
      }
      if !created.contains(index) { lines.append(declaration(of: index)) }
      index += 1
    }
    var activations = SequenceActivations(participants: diagram.participants.count)
    write(
      diagram.items, into: &lines, depth: 0, activations: &activations, lifecycle: &lifecycle)
    return (lines + ["@enduml"]).joined(separator: "\n") + "\n"
  }

  static let boxBackground = "#F8F9FA"

  /// `participant "Name" as p0 <<role>> #colour`.
  private func declaration(of index: Int) -> String {
    let participant = diagram.participants[index]
    var line = "participant " + PlantUMLText.quoted(participant.name) + " as p\(index)"
    let stereotype =
      (participant.role.map { [$0.rawValue] } ?? []) + (participant.isStub ? ["stub"] : [])
    if !stereotype.isEmpty { line += " <<" + stereotype.joined(separator: " ") + ">>" }
    if let role = participant.role { line += " " + DiagramTheme.colors(of: role).fill }
    return line
  }

  private func write(
    _ items: [SequenceDiagram.Item], into lines: inout [String], depth: Int,
    activations: inout SequenceActivations, lifecycle: inout SequenceLifecycle
  ) {
    let pad = String(repeating: "  ", count: depth)
    let count = diagram.participants.count
    for item in items {
      switch item {
      case .message(let message):
        let color = message.isHighlighted ? "[" + DiagramTheme.alert + "]" : ""
        var arrow =
          switch message.kind {
          case .request: "-" + color + ">"
          case .event: "-" + color + ">>"
          case .reply: "-" + color + "->"
          }
        // Lost: the arrow ends in a cross (`->x`, `-->x`).
        if message.isLost { arrow = (message.kind == .reply ? "-" : "") + "-" + color + ">x" }
        let create = lifecycle.nextMessage().create
        if let create { lines.append(pad + "create " + declaration(of: create)) }
        lines.append(
          pad + "p\(message.from) \(arrow) p\(message.to) : " + PlantUMLText.label(message.label))
        if let create {
          lines += lifecycle.takeDeferredNotes().map {
            pad + "rnote over p\(create) : " + PlantUMLText.label($0)
          }
          if activations.counts[create] > 0 { lines.append(pad + "activate p\(create)") }
        }
      case .note(let note):
        let placement =
          note.side.map {
            "note \($0.rawValue) of p\(lifecycle.existing(diagram.covered(by: note), of: count).first ?? 0)"
          }
          ?? "note over " + over(lifecycle.existing(diagram.covered(by: note), of: count))
        lines.append(
          pad + placement + alert(note.isAlert) + " : "
            + PlantUMLText.label(note.text, multiline: true))
      case .scope(let mark):
        let text = (mark.isPush ? "push " : "pop ") + mark.name
        let covered = (mark.participants.isEmpty ? [0] : mark.participants).filter(
          lifecycle.exists)
        if !diagram.participants.isEmpty {
          if covered.isEmpty {
            lifecycle.deferNote(text)
          } else {
            lines.append(pad + "rnote over " + over(covered) + " : " + PlantUMLText.label(text))
          }
        }
        for participant in activations.apply(mark) where lifecycle.exists(participant) {
          lines.append(pad + (mark.isPush ? "activate p" : "deactivate p") + String(participant))
        }
        lines += lifecycle.nextMark().map { pad + "destroy p\($0)" }
      case .states(let marks):
        // A participant not created yet has no lifeline to put its state on.
        for mark in marks where lifecycle.exists(mark.participant) {
          lines.append(
            pad + "hnote over p\(mark.participant)" + alert(mark.isHighlighted) + " : "
              + PlantUMLText.label(mark.state))
        }
      case .reference(let name):
        if !diagram.participants.isEmpty {
          lines.append(
            pad + "ref over "
              + over(lifecycle.existing(Array(diagram.participants.indices), of: count)) + " : "
              + PlantUMLText.label(name))
        }
      case .fragment(let fragment):
        writeFragment(
          fragment, into: &lines, depth: depth, activations: &activations, lifecycle: &lifecycle)
      }
    }
  }

  private func writeFragment(
    _ fragment: SequenceDiagram.Fragment, into lines: inout [String], depth: Int,
    activations: inout SequenceActivations, lifecycle: inout SequenceLifecycle
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
      write(
        branch.items, into: &lines, depth: depth + 1, activations: &activations,
        lifecycle: &lifecycle)
      let (close, open) = activations.restore(saved)
      lines +=
        close.filter(lifecycle.exists).map { pad + "  deactivate p\($0)" }
        + open.filter(lifecycle.exists).map { pad + "  activate p\($0)" }
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

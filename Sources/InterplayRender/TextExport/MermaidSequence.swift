/// A ``SequenceDiagram`` as a Mermaid `sequenceDiagram`.
///
/// Participants in the diagram's order (`participant p0 as «role» Name`), requests as
/// solid arrows (`->>`), events as open asynchronous arrows (`-)`), replies dotted
/// (`-->>`), lost messages ending in a cross (`-x`, `--x`); notes over their lifelines; scope pushes and pops as a note and
/// `activate`/`deactivate` of the companions; state marks as notes; the `after` prefix
/// as a `ref` note across every lifeline; `alt`/`else`, `opt`, `loop`, `par`/`and`
/// fragments with their guards; notes beside a lifeline as `Note left of`/`right of`; a
/// `group` as a grey `rect` whose first item is a note with its label. What the SVG draws red (the step to look at, a fault's
/// note) is inside a red `rect`. A scope's participants are declared in a `box` named
/// after it; companions whose lifeline starts at a push are declared by `create
/// participant` and end with `destroy` (see ``SequenceLifecycle``).
public struct MermaidSequence: Sendable {
  /// The diagram exported.
  public let diagram: SequenceDiagram

  /// Prepares the export of `diagram`.
  public init(_ diagram: SequenceDiagram) { self.diagram = diagram }

  static let alertBackground = "rgb(252, 232, 230)"
  static let groupBackground = "rgb(241, 243, 244)"

  /// The Mermaid source.
  public var text: String {
    var lines = [MermaidText.frontMatter(title: diagram.heading) + "sequenceDiagram"]
    var lifecycle = SequenceLifecycle(diagram)
    let created = lifecycle.created
    let runs = diagram.scopeRuns
    var index = 0
    while index < diagram.participants.count {
      // A scope's participants in a box; those created later are declared where they are.
      if let run = runs.first(where: { $0.range.lowerBound == index }) {
        let declared = run.range.filter { !created.contains($0) }
        if !declared.isEmpty {
          lines.append("  box " + Self.boxBackground + " " + MermaidText.label(run.scope))
          lines += declared.map { "    participant p\($0) as " + name(of: $0) }
          lines.append("  end")
        }
        index = run.range.upperBound + 1
        continue
      }
      if !created.contains(index) { lines.append("  participant p\(index) as " + name(of: index)) }
      index += 1
    }
    var activations = SequenceActivations(participants: diagram.participants.count)
    write(
      diagram.items, into: &lines, depth: 1, activations: &activations, lifecycle: &lifecycle)
    return lines.joined(separator: "\n") + "\n"
  }

  static let boxBackground = "rgb(248, 249, 250)"

  /// A participant's label: its stereotype over its name.
  private func name(of index: Int) -> String {
    let participant = diagram.participants[index]
    let name = MermaidText.label(participant.name)
    if let role = participant.role {
      let stereotype = participant.isStub ? role.rawValue + " stub" : role.rawValue
      return "#171;" + stereotype + "#187;<br/>" + name
    } else if participant.isStub {
      return "#171;stub#187;<br/>" + name
    }
    return name
  }

  private func write(
    _ items: [SequenceDiagram.Item], into lines: inout [String], depth: Int,
    activations: inout SequenceActivations, lifecycle: inout SequenceLifecycle
  ) {
    let pad = String(repeating: "  ", count: depth)
    let count = diagram.participants.count
    func alert(_ isAlert: Bool, _ line: String) {
      if isAlert {
        lines += [pad + "rect " + Self.alertBackground, pad + "  " + line, pad + "end"]
      } else {
        lines.append(pad + line)
      }
    }
    for item in items {
      switch item {
      case .message(let message):
        let arrow =
          switch (message.kind, message.isLost) {
          case (.request, false): "->>"
          case (.event, false): "-)"
          case (.reply, false): "-->>"
          case (.reply, true): "--x"
          case (_, true): "-x"
          }
        let (create, destroy) = lifecycle.nextMessage()
        if let create { lines.append(pad + "create participant p\(create) as " + name(of: create)) }
        if let destroy { lines.append(pad + "destroy p\(destroy)") }
        alert(
          message.isHighlighted,
          "p\(message.from)\(arrow)p\(message.to): " + MermaidText.label(message.label))
        if let create {
          lines += lifecycle.takeDeferredNotes().map {
            pad + notePrefix([create]) + MermaidText.label($0)
          }
          if activations.counts[create] > 0 { lines.append(pad + "activate p\(create)") }
        }
      case .note(let note):
        let prefix =
          note.side.map {
            "Note \($0.rawValue) of p\(lifecycle.existing(diagram.covered(by: note), of: count).first ?? 0): "
          }
          ?? notePrefix(lifecycle.existing(diagram.covered(by: note), of: count))
        alert(note.isAlert, prefix + noteText(note.text))
      case .scope(let mark):
        _ = lifecycle.nextMark()
        let text = (mark.isPush ? "push " : "pop ") + mark.name
        let covered = (mark.participants.isEmpty ? [0] : mark.participants).filter(
          lifecycle.exists)
        if !diagram.participants.isEmpty {
          if covered.isEmpty {
            lifecycle.deferNote(text)
          } else {
            lines.append(pad + notePrefix(covered) + MermaidText.label(text))
          }
        }
        for participant in activations.apply(mark) where lifecycle.exists(participant) {
          lines.append(pad + (mark.isPush ? "activate p" : "deactivate p") + String(participant))
        }
      case .states(let marks):
        for mark in marks {
          // A participant not created yet has no lifeline to put its state on.
          guard lifecycle.exists(mark.participant) else { continue }
          alert(mark.isHighlighted, notePrefix([mark.participant]) + MermaidText.label(mark.state))
        }
      case .reference(let name):
        if !diagram.participants.isEmpty {
          lines.append(
            pad + notePrefix(lifecycle.existing(Array(diagram.participants.indices), of: count))
              + "ref " + MermaidText.label(name)
          )
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
    if word == "group" {
      writeGroup(
        fragment, into: &lines, depth: depth, activations: &activations, lifecycle: &lifecycle)
      return
    }
    let keyword = ["alt", "opt", "loop", "par"].contains(word) ? word : "critical"
    let separator = keyword == "par" ? "and" : keyword == "alt" ? "else" : nil
    // Operators with one section take every branch's items in that section.
    let branches =
      separator == nil
      ? [
        SequenceDiagram.Fragment.Branch(
          guardText: fragment.branches.first?.guardText,
          items: fragment.branches.flatMap(\.items))
      ] : fragment.branches
    let saved = activations.counts
    for (index, branch) in branches.enumerated() {
      var head = index == 0 ? keyword : separator ?? keyword
      // Mermaid puts a section's label in brackets itself.
      let tag = (index == 0 ? [rest] : []) + [branch.guardText ?? ""]
      let label = tag.filter { !$0.isEmpty }.joined(separator: " ")
      if !label.isEmpty { head += " " + MermaidText.label(label) }
      lines.append(pad + head)
      write(
        branch.items, into: &lines, depth: depth + 1, activations: &activations,
        lifecycle: &lifecycle)
      let (close, open) = activations.restore(saved)
      lines +=
        close.filter(lifecycle.exists).map { pad + "  deactivate p\($0)" }
        + open.filter(lifecycle.exists).map { pad + "  activate p\($0)" }
    }
    lines.append(pad + "end")
  }

  /// A `group`: Mermaid has no labelled plain box, so a grey `rect` round the items,
  /// its label a note over the lifelines they draw on, first inside.
  private func writeGroup(
    _ fragment: SequenceDiagram.Fragment, into lines: inout [String], depth: Int,
    activations: inout SequenceActivations, lifecycle: inout SequenceLifecycle
  ) {
    let pad = String(repeating: "  ", count: depth)
    let items = fragment.branches.flatMap(\.items)
    lines.append(pad + "rect " + Self.groupBackground)
    if let label = fragment.branches.first?.guardText, !diagram.participants.isEmpty {
      let over = lifecycle.existing(diagram.touched(by: items), of: diagram.participants.count)
      lines.append(pad + "  " + notePrefix(over) + MermaidText.label(label))
    }
    write(
      items, into: &lines, depth: depth + 1, activations: &activations, lifecycle: &lifecycle)
    lines.append(pad + "end")
  }

  private func notePrefix(_ participants: [Int]) -> String {
    let ends = [participants.min() ?? 0, participants.max() ?? 0]
    let names = (ends[0] == ends[1] ? [ends[0]] : ends).map { "p\($0)" }
    return "Note over " + names.joined(separator: ",") + ": "
  }

  private func noteText(_ text: String) -> String { MermaidText.label(text, multiline: true) }
}

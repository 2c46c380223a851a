import Foundation

/// Where each state is declared and each note written in a Mermaid state diagram: the
/// enclosing composite states, and the `--` section of the innermost one.
struct MermaidBlocks {
  /// A place in the text: the composite states around it, outermost first, and which
  /// region of the innermost one (0 when it has no `--`).
  struct Block: Equatable {
    var path: [String]
    var region: Int
  }

  /// Each state's id (`s3`) and where it is declared.
  var declarations: [String: Block] = [:]
  /// Each note's state id and where the note is written.
  var notes: [String: Block] = [:]
  /// Each state's id by its label.
  var labels: [String: String] = [:]

  init(_ text: String) {
    var stack: [(id: String, region: Int)] = []
    func here() -> Block { Block(path: stack.map(\.id), region: stack.last?.region ?? 0) }
    for raw in text.split(separator: "\n") {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line == "}" {
        stack.removeLast()
      } else if line == "--" {
        stack[stack.count - 1].region += 1
      } else if line.hasPrefix("note right of ") {
        let id = String(line.dropFirst("note right of ".count).prefix { $0 != " " })
        notes[id] = here()
      } else if line.hasPrefix("state \""), let range = line.range(of: "\" as ") {
        let label = String(line[line.index(line.startIndex, offsetBy: 7)..<range.lowerBound])
        let id = String(line[range.upperBound...].prefix { $0 != " " })
        declarations[id] = here()
        labels[label] = id
        if line.hasSuffix("{") { stack.append((id, 0)) }
      }
    }
  }

  /// The id of the state labelled `label` (a parallel state's label ends with `||`).
  func name(of label: String) -> String? { labels[label] }
}

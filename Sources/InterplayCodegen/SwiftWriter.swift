/// Lines of generated Swift with two-space indentation.
struct SwiftWriter {
  private(set) var lines: [String] = []
  private var depth = 0

  /// Appends a line at the current indentation (an empty line stays empty).
  mutating func line(_ text: String = "") {
    lines.append(text.isEmpty ? "" : String(repeating: "  ", count: depth) + text)
  }

  /// Appends `header {`, the body one level deeper, then `}` (with `closing` after it).
  mutating func block(_ header: String, closing: String = "", _ body: (inout SwiftWriter) -> Void) {
    line(header + " {")
    depth += 1
    body(&self)
    depth -= 1
    line("}" + closing)
  }

  /// Appends `header {`, the body (the cases of a switch) at the same level, then `}`.
  mutating func switchBlock(_ header: String, _ body: (inout SwiftWriter) -> Void) {
    line(header + " {")
    body(&self)
    line("}")
  }

  /// Appends a `///` comment line.
  mutating func doc(_ text: String) { line("/// " + text) }

  /// The text, ending with a line break.
  var text: String { lines.joined(separator: "\n") + "\n" }
}

import CGraphviz

extension GraphvizRenderer {
  /// One line of text in one face: what Graphviz's text layout measures.
  struct TextSpan: Hashable, Sendable {
    var text: String
    /// A family list, as in a DOT `fontname`.
    var font: String
    var size: Double
    var bold: Bool
    var italic: Bool
  }

  /// How many measured spans are remembered before the memory is cleared, so a long-lived
  /// process (a server drawing diagrams) stays flat.
  static let textWidthMemory = 20_000

  /// The width in points Graphviz's text layout plugin gives `span`, as it measures a
  /// label (`<B>` and `<I>` set the same flags); nil when it gives none (no plugin, or
  /// text without width in that font). Under the lock: the plugin is not thread-safe.
  /// Answers are remembered, so a width asked for again costs a dictionary lookup.
  static func textWidth(_ span: TextSpan) -> Double? {
    lock.withLock { session in
      if let known = session.textWidths[span] { return known }
      guard let gvc = session.gvc() else { return nil }
      var width = 0.0
      let flags = (span.bold ? Int32(HTML_BF) : 0) | (span.italic ? Int32(HTML_IF) : 0)
      let measured = cgv_text_width(gvc, span.text, span.font, span.size, flags, &width)
      let answer: Double? = measured == 1 ? width : nil
      if session.textWidths.count >= textWidthMemory { session.textWidths.removeAll() }
      session.textWidths[span] = answer
      return answer
    }
  }
}

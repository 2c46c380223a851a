/// Estimated text widths, for layouts this module computes itself (sequence diagrams).
///
/// Uses Helvetica's advance widths (Liberation Sans and Arial have the same metrics),
/// so the estimate does not depend on the fonts installed: the layout, and therefore the
/// DOT, is the same on every machine. Characters outside ASCII count as 0.6 em.
public enum TextMetrics {
  /// Widths of ASCII 32 through 126 in thousandths of an em (Helvetica AFM).
  private static let widths: [Int] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // ' ' to /
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 to ?
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ to O
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P to _
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` to o
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p to ~
  ]

  /// The width in points of one line of regular text at a font size.
  public static func width(of text: String, fontSize: Double, bold: Bool = false) -> Double {
    var total = 0
    for scalar in text.unicodeScalars {
      let value = Int(scalar.value)
      total += (32...126).contains(value) ? widths[value - 32] : 600
    }
    // Bold Helvetica is about 6% wider on average.
    return Double(total) / 1000 * fontSize * (bold ? 1.06 : 1)
  }

  /// Breaks text into lines of at most `limit` points where it can, at spaces.
  public static func wrap(_ text: String, fontSize: Double, limit: Double) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if !current.isEmpty && width(of: candidate, fontSize: fontSize) > limit {
        lines.append(current)
        current = String(word)
      } else {
        current = candidate
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }
}

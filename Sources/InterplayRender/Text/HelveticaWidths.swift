/// Helvetica's advance widths: the fixed table ``TextMetrics/table`` measures with, and
/// what ``TextMetrics/engine`` falls back to when Graphviz's text layout gives no width.
///
/// Liberation Sans and Arial have the same metrics, so the table is right wherever the
/// diagram font resolves to one of them; it does not depend on the fonts installed.
enum HelveticaWidths {
  /// Widths of ASCII 32 through 126 in thousandths of an em (Helvetica AFM).
  private static let widths: [Int] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // ' ' to /
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 to ?
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ to O
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P to _
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` to o
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p to ~
  ]

  /// The width in points of one line of text at a font size. Characters outside ASCII
  /// count as 0.6 em; bold Helvetica is about 6% wider on average; italic is as wide.
  static func width(of text: String, fontSize: Double, bold: Bool) -> Double {
    var total = 0
    for scalar in text.unicodeScalars {
      let value = Int(scalar.value)
      total += (32...126).contains(value) ? widths[value - 32] : 600
    }
    return Double(total) / 1000 * fontSize * (bold ? 1.06 : 1)
  }
}

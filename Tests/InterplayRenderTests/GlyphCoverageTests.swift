import Foundation
import InterplayPipeline
import InterplayTestSupport
import Testing

@testable import InterplayRender

/// Every character the renderer itself writes into a diagram is one the fonts a fresh
/// machine has can draw: ASCII, or one of the few others Liberation Sans covers (checked
/// with `FONTCONFIG_FILE=Scripts/fontconfig.conf fc-list ':charset=XXXX'`). A glyph
/// outside them (the parallel state's `‖`, the legend's `⇢` and the findings' `⚠` were)
/// draws as a box of
/// hex digits wherever only Liberation is installed. Names written in a model are the
/// author's, so the fixtures here use ASCII names.
@Suite struct GlyphCoverageTests {
  /// «, », ·, •, →, ←, × and the no-break space.
  static let covered: Set<Unicode.Scalar> = [
    "\u{AB}", "\u{BB}", "\u{B7}", "\u{2022}", "\u{2192}", "\u{2190}", "\u{D7}", "\u{A0}",
  ]

  static let files: [URL] =
    RenderFixtures.diagramFiles
    + TestPaths.iplFiles(under: TestPaths.fixtures.appendingPathComponent("Semantics"))

  @Test(arguments: files)
  func everyGlyphIsCovered(_ file: URL) throws {
    let report = ModelPipeline.load(paths: [file.path], options: .linting)
    for model in report.models {
      let diagrams =
        ModelDiagrams.diagrams(for: model, findings: report.diagnostics, textMetrics: .table)
        + ModelDiagrams.diagrams(
          for: model, kinds: [.topology], findings: report.diagnostics, textMetrics: .table,
          topologyDetail: .overview)
      for diagram in diagrams {
        let strays = Set(
          diagram.dot.unicodeScalars.filter { !$0.isASCII && !Self.covered.contains($0) })
        #expect(
          strays.isEmpty,
          "\(diagram.fileStem) writes \(strays.map { String(format: "U+%04X", $0.value) }.sorted())"
        )
      }
    }
  }
}

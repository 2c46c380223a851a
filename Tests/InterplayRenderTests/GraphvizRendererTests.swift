import Foundation
import Testing

@testable import InterplayRender

/// The in-process renderer: output, error collection, and safety under parallel use.
@Suite struct GraphvizRendererTests {
  @Test func rendersSVGInProcess() throws {
    let output = try GraphvizRenderer.render(
      dot: "digraph g { a -> b }", engine: .dot, format: .svg)
    let text = String(decoding: output.bytes, as: UTF8.self)
    #expect(text.contains("<svg"))
    #expect(output.warnings.isEmpty)
  }
}

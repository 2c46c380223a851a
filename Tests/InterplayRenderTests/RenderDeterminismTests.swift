import Foundation
import InterplayTestSupport
import Testing

@testable import InterplayRender

/// Rendering a diagram again in the same process gives the same bytes (the process-to-
/// process case is `DeterminismCommandTests`, which runs the executable).
@Suite struct RenderDeterminismTests {
  @Test(arguments: RenderFixtures.diagramFiles)
  func everyBundledDiagramRendersToTheSameBytes(_ file: URL) throws {
    let model = try RenderFixtures.model(at: file)
    for diagram in ModelDiagrams.diagrams(for: model) {
      let first = try diagram.render(.svg).bytes
      for _ in 0..<3 {
        #expect(try diagram.render(.svg).bytes == first, "\(diagram.fileStem)")
      }
    }
  }
}

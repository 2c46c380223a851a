import Foundation

/// Locations in the repository that tests read from.
public enum TestPaths {
  /// The repository root, found from this file's own path.
  public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // InterplayTestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// `Tests/Fixtures/`: small `.ipl` files shared by every test target.
  public static let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures")

  /// `Diagrams/`: the bundled models.
  public static let diagrams = repositoryRoot.appendingPathComponent("Diagrams")

  /// The bundled models users copy from: every `.ipl` in `Diagrams/` except the
  /// deliberately broken ones in `Diagrams/bad/`.
  public static var bundledModels: [URL] {
    iplFiles(under: diagrams).filter { !$0.path.contains("/Diagrams/bad/") }
  }

  /// Every `.ipl` file below a folder, sorted by path (never in directory order).
  public static func iplFiles(under folder: URL) -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil)
    else { return [] }
    return enumerator.compactMap { $0 as? URL }
      .filter { $0.pathExtension == "ipl" }
      .sorted { $0.path < $1.path }
  }
}

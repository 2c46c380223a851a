import Foundation
import InterplayTestSupport

/// Headless Chromium (Debian's `chromium`, which `Scripts/install-deps.sh` installs), run
/// on a page: its DOM after the page's script ran, or a PNG screenshot.
enum HeadlessChromium {
  static let path = "/usr/bin/chromium"

  /// Whether the browser is installed.
  static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: path) }

  /// The DOM of `url` after load, serialised; with a size, in a window that size.
  static func dom(_ url: String, width: Int? = nil, height: Int? = nil) throws -> String {
    let size = width.map { w in height.map { ["--window-size=\(w),\($0)"] } ?? [] } ?? []
    return try run(size + ["--dump-dom", url])
  }

  /// Writes a screenshot of `url` to `file`.
  static func screenshot(_ url: String, to file: String, width: Int = 1400, height: Int = 1400)
    throws
  {
    _ = try run(["--screenshot=" + file, "--window-size=\(width),\(height)", url])
  }

  private static func run(_ arguments: [String]) throws -> String {
    let profile = NSTemporaryDirectory() + "interplay-chromium-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: profile) }
    return try ProcessOutput.standardOutput(
      of: path,
      [
        "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run",
        "--user-data-dir=" + profile, "--virtual-time-budget=3000",
      ] + arguments)
  }
}

import Foundation

/// Where the commands write text that is not their main output.
enum FileOutput {
  /// Standard error, unbuffered.
  case standardError

  /// Writes `text` as UTF-8.
  func write(_ text: String) {
    guard !text.isEmpty else { return }
    // Nothing can be reported when standard error itself cannot be written.
    try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
  }
}

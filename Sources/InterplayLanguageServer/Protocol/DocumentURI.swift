import Foundation
import InterplayDiagnostics

/// Maps between LSP document URIs and the file paths the loader reads.
///
/// A `file:` URI maps to its path; any other URI (an editor's untitled buffer) maps to a
/// path that names no file, under `/interplay-untitled/`, so it can still be linted from
/// its open buffer.
public enum DocumentURI {
  /// The folder that stands for documents without a file.
  static let untitledFolder = "/interplay-untitled/"

  /// The normalized path for a URI.
  public static func path(for uri: String) -> String {
    if let url = URL(string: uri), url.isFileURL {
      return InputFiles.normalized(url.path)
    }
    let name = uri.unicodeScalars.map {
      CharacterSet.alphanumerics.contains($0) || $0 == "." ? String($0) : "_"
    }.joined()
    return untitledFolder + name
  }

  /// The URI for a path: the URI the client opened it under when known, else a `file:` URI.
  public static func uri(for path: String, known: [String: String]) -> String {
    let normalized = InputFiles.normalized(path)
    if let uri = known[normalized] { return uri }
    return URL(fileURLWithPath: normalized).absoluteString
  }
}

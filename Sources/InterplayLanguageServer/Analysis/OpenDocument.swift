/// A document the client has open: its URI, version and current text.
public struct OpenDocument: Sendable {
  /// The URI the client names it by.
  public var uri: String
  /// The normalized path the loader reads it under.
  public var path: String
  /// The client's version number of the text.
  public var version: Int
  /// The text as UTF-8 bytes.
  public var bytes: [UInt8]

  /// Creates an open document.
  public init(uri: String, path: String, version: Int, text: String) {
    self.uri = uri
    self.path = path
    self.version = version
    self.bytes = Array(text.utf8)
  }
}

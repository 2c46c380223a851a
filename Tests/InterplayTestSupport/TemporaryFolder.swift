import Foundation

/// A fresh folder under the system temporary directory, for tests that touch files.
public struct TemporaryFolder: Sendable {
  /// The folder's path.
  public let path: String

  /// Creates an empty, uniquely named folder.
  public init() {
    let base = FileManager.default.temporaryDirectory.path
    var template = Array("\(base)/interplay-test-XXXXXX".utf8CString)
    let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    precondition(created != nil, "cannot create a temporary folder")
    path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Writes `text` to `name` inside the folder (creating subfolders) and returns the path.
  @discardableResult
  public func write(_ name: String, _ text: String) -> String {
    write(name, bytes: Array(text.utf8))
  }

  /// Writes raw bytes to `name` inside the folder and returns the path.
  @discardableResult
  public func write(_ name: String, bytes: [UInt8]) -> String {
    let file = path + "/" + name
    let folder = (file as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: file, contents: Data(bytes))
    return file
  }

  /// Reads a file inside the folder as text.
  public func read(_ name: String) -> String? {
    FileManager.default.contents(atPath: path + "/" + name).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// Names of every entry in the folder, sorted (to prove no stray temporary files remain).
  public func entries() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }
}

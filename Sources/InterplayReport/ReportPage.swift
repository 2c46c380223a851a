import Foundation
import InterplayDiagnostics

/// A generated report: `index.html` and its assets, as bytes by relative path.
public struct ReportPage: Sendable, Equatable {
  /// The files, by path relative to the report folder (`index.html`,
  /// `assets/report.css`, `assets/AccountApp-topology.svg`, ...), in a fixed order.
  public var files: [(path: String, bytes: [UInt8])]

  /// Whether a system's search was left for a later build (`searches` false in
  /// ``ReportBuilder/build(paths:options:memory:searches:)``): the page shows its lint
  /// and diagrams only.
  public var isSearching = false

  /// Creates a page.
  public init(files: [(path: String, bytes: [UInt8])]) { self.files = files }

  /// The bytes of one file, if the page has it.
  public subscript(path: String) -> [UInt8]? { files.first { $0.path == path }?.bytes }

  /// `index.html`, as text.
  public var index: String { String(decoding: self["index.html"] ?? [], as: UTF8.self) }

  /// Compares paths and bytes.
  public static func == (lhs: ReportPage, rhs: ReportPage) -> Bool {
    lhs.files.map(\.path) == rhs.files.map(\.path)
      && lhs.files.map(\.bytes) == rhs.files.map(\.bytes)
  }
}

extension ReportPage {
  /// Writes every file under `directory` (created if missing, with its `assets`
  /// folder), each atomically; returns the paths written.
  /// Throws ``FolderError`` or `AtomicFileWriter.WriteError`.
  public func write(to directory: String) throws -> [String] {
    let root = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    for folder in [root, root + "/assets"] {
      do {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw FolderError(path: folder)
      }
    }
    var written: [String] = []
    for file in files {
      let path = root + "/" + file.path
      try AtomicFileWriter.write(file.bytes, to: path)
      written.append(path)
    }
    return written
  }

  /// A folder of the report could not be created.
  public struct FolderError: Error, Sendable, CustomStringConvertible {
    /// The folder.
    public var path: String
    /// `cannot create the folder 'path'`
    public var description: String { "cannot create the folder '\(path)'" }
  }
}

extension ReportPage {
  /// A version of the page's content: 16 hex digits of a 64-bit FNV-1a hash of every
  /// file, so the same content always has the same version.
  public var version: String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for file in files {
      for byte in file.path.utf8 + [0] + file.bytes {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The page as `interplay preview` serves it: `index.html` carries its version in a
  /// `<meta name="interplay-version">`, and the script polls `version` and reloads
  /// when it changes.
  public func live() -> ReportPage {
    let version = self.version
    var page = self
    guard let index = page.files.firstIndex(where: { $0.path == "index.html" }) else {
      return page
    }
    let html = String(decoding: page.files[index].bytes, as: UTF8.self).replacing(
      "<meta charset=\"utf-8\"/>",
      with: "<meta charset=\"utf-8\"/><meta name=\"interplay-version\" content=\"\(version)\"/>",
      maxReplacements: 1)
    page.files[index].bytes = Array(html.utf8)
    return page
  }
}

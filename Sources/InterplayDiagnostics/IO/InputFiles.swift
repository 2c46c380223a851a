import Foundation

/// Expands command-line paths into the `.ipl` files they name.
///
/// Folders are walked recursively and their files sorted by path, so the order (and so
/// every output) never depends on the order the file system lists entries in.
public enum InputFiles {
  /// One expanded input: a file path, or a problem with the path as given.
  public enum Entry: Hashable, Sendable {
    /// An `.ipl` file (or any file named explicitly).
    case file(String)
    /// A path that does not exist.
    case missing(String)
    /// A folder holding no `.ipl` file.
    case emptyFolder(String)
  }

  /// Expands `paths` in order; duplicates are kept once, at their first position.
  public static func expand(_ paths: [String]) -> [Entry] {
    var seen = Set<String>()
    var entries: [Entry] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        entries.append(.missing(path))
        continue
      }
      if !isFolder.boolValue {
        if seen.insert(normalized(path)).inserted { entries.append(.file(path)) }
        continue
      }
      let found = iplFiles(under: path)
      if found.isEmpty { entries.append(.emptyFolder(path)) }
      for file in found where seen.insert(normalized(file)).inserted {
        entries.append(.file(file))
      }
    }
    return entries
  }

  /// A path with `.` and `..` components and doubled slashes removed, for identity checks.
  public static func normalized(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }

  private static func iplFiles(under folder: String) -> [String] {
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      if name.hasPrefix(".") {
        enumerator.skipDescendants()
        continue
      }
      if relative.hasSuffix(".ipl") { files.append(base + "/" + relative) }
    }
    return files.sorted()
  }
}

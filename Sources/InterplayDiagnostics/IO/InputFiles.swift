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
    /// A folder, named or found below one, whose entries cannot be listed.
    case unreadableFolder(String)
    /// Standard input, named `-` (see ``StandardInput``).
    case standardInput
  }

  /// Expands `paths` in order; duplicates are kept once, at their first position. `-`
  /// is standard input (`./-` names a file called `-`).
  public static func expand(_ paths: [String]) -> [Entry] {
    var seen = Set<String>()
    var entries: [Entry] = []
    var readsStandardInput = false
    for path in paths {
      if path == StandardInput.argument {
        if !readsStandardInput { entries.append(.standardInput) }
        readsStandardInput = true
        continue
      }
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        entries.append(.missing(path))
        continue
      }
      if !isFolder.boolValue {
        if seen.insert(normalized(path)).inserted { entries.append(.file(path)) }
        continue
      }
      var found: [String] = []
      var unreadable: [String] = []
      let base = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
      walk(base, files: &found, unreadable: &unreadable)
      if found.isEmpty && unreadable.isEmpty { entries.append(.emptyFolder(path)) }
      entries += unreadable.sorted().map { .unreadableFolder($0) }
      for file in found.sorted() where seen.insert(normalized(file)).inserted {
        entries.append(.file(file))
      }
    }
    return entries
  }

  /// The inputs of `paths` outside every excluded file or folder (`--exclude`), each file
  /// below a folder listed on its own; paths that name no file, and standard input, are
  /// kept, so the reader still reports (or reads) them.
  public static func excluding(_ excluded: [String], from paths: [String]) -> [String] {
    guard !excluded.isEmpty else { return paths }
    let prefixes = excluded.map { InputFiles.normalized($0) }
    return expand(paths).compactMap { entry in
      switch entry {
      case .file(let path), .unreadableFolder(let path):
        let normalized = InputFiles.normalized(path)
        let isExcluded = prefixes.contains { normalized == $0 || normalized.hasPrefix($0 + "/") }
        return isExcluded ? nil : path
      case .missing(let path), .emptyFolder(let path):
        return path
      case .standardInput:
        return StandardInput.argument
      }
    }
  }

  /// The message of `load.unreadable-folder`.
  public static func unreadableMessage(_ folder: String) -> String {
    "cannot list folder '\(folder)': its files are not checked"
  }

  /// A path with `.` and `..` components and doubled slashes removed, for identity checks.
  public static func normalized(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// Collects the `.ipl` files below `folder`, skipping hidden entries, and the folders
  /// that cannot be listed (reported, never skipped in silence).
  ///
  /// Symbolic links to folders are not followed, so a link cycle cannot loop; a link
  /// named `*.ipl` is kept, and the reader decides what it points at.
  private static func walk(_ folder: String, files: inout [String], unreadable: inout [String]) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      unreadable.append(folder)
      return
    }
    for name in names.sorted() where !name.hasPrefix(".") {
      let path = folder == "/" ? "/" + name : folder + "/" + name
      var status = stat()
      guard lstat(path, &status) == 0 else { continue }
      if status.st_mode & S_IFMT == S_IFDIR {
        walk(path, files: &files, unreadable: &unreadable)
      } else if name.hasSuffix(".ipl") {
        files.append(path)
      }
    }
  }
}

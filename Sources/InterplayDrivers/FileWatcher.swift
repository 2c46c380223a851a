import Foundation

/// Notices when model inputs change, by polling: the `.ipl` files (and `.interplay.yml`
/// configurations) named or found below the watched paths, each by modification time,
/// size and inode (an editor that saves by renaming a new file over the old one changes
/// the inode), and files appearing or disappearing.
///
/// One watcher serves `--watch` on `lint`, `check` and `render` (``waitForChange(after:)``,
/// blocking) and `interplay preview` (``nextChange(after:)``, async).
public struct FileWatcher: Sendable {
  /// What one file looked like when polled.
  public struct Stamp: Hashable, Sendable {
    var modified: Int
    var size: Int
    var inode: UInt64
  }

  /// Every watched file and its stamp, by path.
  public typealias Snapshot = [String: Stamp]

  /// The files and folders watched.
  public let paths: [String]
  /// How long to wait between polls.
  public let interval: Duration

  /// Watches `paths`, polling every `interval` (250 ms by default).
  public init(paths: [String], interval: Duration = .milliseconds(250)) {
    self.paths = paths
    self.interval = interval
  }

  /// The watched files now.
  public func snapshot() -> Snapshot {
    var files: Snapshot = [:]
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
      if !isFolder.boolValue {
        files[path] = Self.stamp(path)
        continue
      }
      let enumerator = FileManager.default.enumerator(atPath: path)
      while let relative = enumerator?.nextObject() as? String {
        guard relative.hasSuffix(".ipl") || relative.hasSuffix(".interplay.yml") else {
          continue
        }
        let full = (path.hasSuffix("/") ? path : path + "/") + relative
        files[full] = Self.stamp(full)
      }
    }
    return files
  }

  /// Blocks until the files differ from `previous`; returns the new snapshot.
  public func waitForChange(after previous: Snapshot) -> Snapshot {
    while true {
      Thread.sleep(forTimeInterval: Self.seconds(interval))
      let current = snapshot()
      if current != previous { return current }
    }
  }

  /// Waits (without blocking a thread) until the files differ from `previous`; returns
  /// the new snapshot, or nil when the task is cancelled.
  public func nextChange(after previous: Snapshot) async -> Snapshot? {
    while !Task.isCancelled {
      do { try await Task.sleep(for: interval) } catch { return nil }
      let current = snapshot()
      if current != previous { return current }
    }
    return nil
  }

  private static func stamp(_ path: String) -> Stamp {
    var info = stat()
    guard stat(path, &info) == 0 else { return Stamp(modified: -1, size: -1, inode: 0) }
    let modified = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
    return Stamp(modified: modified, size: Int(info.st_size), inode: UInt64(info.st_ino))
  }

  private static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }
}

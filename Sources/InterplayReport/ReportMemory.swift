import InterplayDrivers
import Synchronization

/// What a live page (`interplay preview`) keeps from one build to the next, so a save
/// shows at once what it can:
///
/// - each system's last search (a ``SearchMemory``), by the fingerprint of the model searched: a
///   save that leaves the model's meaning alone (a comment, a blank line, a sequence
///   diagram's title) reuses it, with its findings moved to where they are written now;
/// - each system's last section drawn without errors: when a save breaks a file so
///   that its system no longer parses or resolves, the page keeps those diagrams under
///   the errors instead of going blank.
///
/// One entry per system name, so the memory stays as large as the last build.
public final class ReportMemory: Sendable {
  /// The searches, as `check --watch` keeps them.
  let searches = SearchMemory()
  private let sections = Mutex<[String: SystemReport]>([:])

  /// An empty memory.
  public init() {}

  /// The last section of the system named `name` drawn without errors.
  func lastGood(named name: String) -> SystemReport? { sections.withLock { $0[name] } }

  /// Keeps a section drawn without errors.
  func keepGood(_ section: SystemReport) {
    sections.withLock { $0[section.name] = section }
  }

  /// Every kept section, by name.
  var goodSections: [SystemReport] {
    sections.withLock { $0.values.sorted { $0.name < $1.name } }
  }
}

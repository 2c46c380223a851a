import InterplayCheck
import InterplayDiagnostics
import InterplayModel
import Synchronization

/// What a live page (`interplay preview`) keeps from one build to the next, so a save
/// shows at once what it can:
///
/// - each system's last search, by the ``ModelFingerprint`` of the model searched: a
///   save that leaves the model's meaning alone (a comment, a blank line, a sequence
///   diagram's title) reuses it, with its findings moved to where they are written now;
/// - each system's last section drawn without errors: when a save breaks a file so
///   that its system no longer parses or resolves, the page keeps those diagrams under
///   the errors instead of going blank.
///
/// One entry per system name, so the memory stays as large as the last build.
public final class ReportMemory: Sendable {
  private struct Search {
    var fingerprint: ModelFingerprint
    var result: CheckResult
  }

  private let searches = Mutex<[String: Search]>([:])
  private let sections = Mutex<[String: SystemReport]>([:])

  /// An empty memory.
  public init() {}

  /// The last search of a system named `name` if its model meant what `fingerprint`'s
  /// means, with the map from the ranges it was written at to where they are now.
  func search(named name: String, like fingerprint: ModelFingerprint)
    -> (result: CheckResult, relocation: [SourceRange: SourceRange])?
  {
    guard let search = searches.withLock({ $0[name] }),
      let relocation = search.fingerprint.relocation(to: fingerprint)
    else { return nil }
    return (search.result, relocation)
  }

  /// Keeps a search of the system named `name`; a cancelled search is not kept.
  func keep(_ result: CheckResult, named name: String, fingerprint: ModelFingerprint) {
    guard result.limit != .cancelled else { return }
    searches.withLock { $0[name] = Search(fingerprint: fingerprint, result: result) }
  }

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

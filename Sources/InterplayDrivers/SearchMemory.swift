import InterplayCheck
import InterplayModel
import InterplayRuntime
import Synchronization

/// Each system's last search, by the meaning of its model (``ModelFingerprint``): a run
/// of `check --watch` or a preview build after a save that changed no meaning (a
/// comment, a blank line, a sequence diagram's title) reuses it, moved to where the
/// model is written now (``CheckResult/relocated(to:_:)``), instead of searching again.
///
/// One entry per system name, so the memory stays as large as the last run. A memory
/// serves one set of options: the caller makes one per command line or server.
public final class SearchMemory: Sendable {
  private struct Search {
    var fingerprint: ModelFingerprint
    var result: CheckResult
  }

  private let searches = Mutex<[String: Search]>([:])

  /// An empty memory.
  public init() {}

  /// The last search of `system`'s system if its model meant then what it means now,
  /// relocated; and the fingerprint of the model now, to keep a new search by.
  public func recall(_ system: CompiledSystem) -> (
    result: CheckResult?, fingerprint: ModelFingerprint
  ) {
    let fingerprint = ModelFingerprint(system.model)
    guard let search = searches.withLock({ $0[system.model.name] }),
      let map = search.fingerprint.relocation(to: fingerprint)
    else { return (nil, fingerprint) }
    return (search.result.relocated(to: system, map), fingerprint)
  }

  /// Keeps a search of the model with this fingerprint; a cancelled search is not kept.
  public func keep(_ result: CheckResult, fingerprint: ModelFingerprint) {
    guard result.limit != .cancelled else { return }
    searches.withLock {
      $0[result.system.model.name] = Search(fingerprint: fingerprint, result: result)
    }
  }

  /// The search of `system` with `options`: the one kept if it still applies (and
  /// whether it did), else a new one, kept.
  public func result(of system: CompiledSystem, options: CheckOptions) -> (
    result: CheckResult, reused: Bool
  ) {
    let (kept, fingerprint) = recall(system)
    if let kept { return (kept, true) }
    let result = ModelChecker(system: system, options: options).run()
    keep(result, fingerprint: fingerprint)
    return (result, false)
  }
}

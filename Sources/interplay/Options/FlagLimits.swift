import ArgumentParser

/// Bounds on the counts a command-line flag states, checked before anything is read so
/// a value past one is a usage error (exit 64), never a trap. docs/Language.md lists
/// them with the model's limits.
enum FlagLimits {
  /// The most search threads `--jobs` may ask for: each has a slot allocated up front,
  /// and more threads than this on one machine only contend.
  static let maxJobs = 1_024

  /// Throws a usage error unless `--jobs`, if given, is between 1 and ``maxJobs``.
  static func validateJobs(_ jobs: Int?) throws {
    guard let jobs else { return }
    if jobs <= 0 { throw ValidationError("'--jobs' must be positive") }
    if jobs > maxJobs {
      throw ValidationError("'--jobs' \(jobs) exceeds the limit of \(maxJobs)")
    }
  }
}

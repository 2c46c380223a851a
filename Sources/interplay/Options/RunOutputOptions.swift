import ArgumentParser

/// The formats `interplay run` prints its report in.
enum RunFormat: String, ExpressibleByArgument, CaseIterable {
  /// One line per sequence and a divergence report per failure.
  case text
  /// A versioned JSON report.
  case json
  /// JUnit XML: one testcase per sequence.
  case junit
}

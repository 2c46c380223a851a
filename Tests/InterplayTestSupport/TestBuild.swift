import Foundation

/// How the code under test was built, for tests whose cost depends on it.
public enum TestBuild {
  /// Whether the stepping and searching targets are optimized: in a release build, or in
  /// the debug build `Scripts/test.sh` makes (it sets `INTERPLAY_OPTIMIZED_ENGINE=1`, which
  /// `Package.swift` turns into `-O` for those targets). Then the heavy bundled models
  /// (hundreds of thousands of states) are searched whole by every test that uses them;
  /// otherwise (a plain `swift test`, where one such search takes minutes) some tests
  /// bound them.
  public static var isEngineOptimized: Bool {
    #if DEBUG
      ProcessInfo.processInfo.environment["INTERPLAY_OPTIMIZED_ENGINE"] == "1"
    #else
      true
    #endif
  }
}

import Foundation

/// A value behind a lock, for the one standard input every thread shares.
final class LockedValue<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()

  init(_ value: Value) { self.value = value }

  /// Runs `body` with the value, holding the lock.
  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
